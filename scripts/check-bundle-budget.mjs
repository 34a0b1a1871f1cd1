#!/usr/bin/env node
// Initial JavaScript per route of the web build (gzip), and the budget for Browse (docs/engineering-rules.md#performance).
//
// A route's initial JavaScript is what the browser must fetch before the page can render on a first visit:
// the entry chunk (index.html) and its static imports, recursively, plus the route module's chunk and its
// static imports — deduplicated, each file gzipped (level 9) and summed. Dynamic imports are not counted.
//
// Usage: npm run build --workspace @counsel/web && node scripts/check-bundle-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const KB = 1024;
const BROWSE_BUDGET_BYTES = 100 * KB;
const ROUTES_PREFIX = 'src/app/routes/';
const BROWSE_KEY_SUFFIX = 'src/app/routes/browse.tsx';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const distDir = join(root, 'apps/web/dist');
const manifestPath = join(distDir, '.vite/manifest.json');

if (!existsSync(manifestPath)) {
  console.error(`No Vite manifest at ${manifestPath}. Run \`npm run build --workspace @counsel/web\` first.`);
  process.exit(1);
}

/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find(
  (key) => key === 'index.html' || manifest[key]?.src === 'index.html',
);
if (!entryKey) {
  console.error('The manifest has no index.html entry.');
  process.exit(1);
}

/** Files of a chunk and of everything it imports statically, recursively. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk "${key}".`);
  if (chunk.file.endsWith('.js')) files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(join(distDir, file));
    gzipCache.set(file, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length);
  }
  return gzipCache.get(file);
}

const entryFiles = staticClosure(entryKey);

/** Initial JS of a route: entry closure ∪ route closure, gzipped and summed. */
function initialBytes(routeKey) {
  const files = new Set([...entryFiles, ...staticClosure(routeKey)]);
  let total = 0;
  for (const file of files) total += gzipSize(file);
  return total;
}

const formatKb = (bytes) => (bytes / KB).toFixed(1);

const routeKeys = Object.keys(manifest)
  .filter((key) => key.includes(ROUTES_PREFIX) && /\.tsx?$/.test(key))
  .sort();
const browseKey = routeKeys.find((key) => key.endsWith(BROWSE_KEY_SUFFIX));
if (!browseKey) {
  console.error(`No chunk for ${BROWSE_KEY_SUFFIX} in the manifest: is the Browse route lazily loaded?`);
  process.exit(1);
}

const rows = routeKeys.map((key) => ({
  route: key.slice(key.indexOf(ROUTES_PREFIX) + ROUTES_PREFIX.length),
  bytes: initialBytes(key),
}));
const width = Math.max(...rows.map((row) => row.route.length), 'route module'.length);
console.log(`${'route module'.padEnd(width)}  initial JS (gzip)`);
console.log(`${'-'.repeat(width)}  -----------------`);
for (const row of rows) console.log(`${row.route.padEnd(width)}  ${formatKb(row.bytes).padStart(8)} KB`);
console.log('');

const browseBytes = initialBytes(browseKey);
console.log(`Bundle budget: browse ${formatKb(browseBytes)} KB / ${formatKb(BROWSE_BUDGET_BYTES)} KB`);
if (browseBytes > BROWSE_BUDGET_BYTES) {
  console.error(`Over budget by ${formatKb(browseBytes - BROWSE_BUDGET_BYTES)} KB gzip.`);
  process.exit(1);
}
