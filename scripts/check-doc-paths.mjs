// Fails when a doc names a repository file that does not exist. Reads docs/**/*.md, README.md and every README.md
// outside node_modules; checks backticked paths (with a "/" and a file extension, or ending in "/") and the targets
// of relative markdown links. A backticked path may be relative to the repository root or to the doc's folder; a
// link is relative to the doc's folder. The ADRs (docs/decisions), records written in the shorthand of their day, may
// also name a path relative to an app's or a package's folder. Placeholders (`<f>`, `{id}`, `*`, `…`), URL paths
// (`/api/...`) and folders the repository ignores (`.data/`, `bench-results/`) are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  '.data',
  'test-results',
  'playwright-report',
]);
const ADR_ROOTS = [
  'apps/api/src',
  'apps/api/src/modules',
  'apps/web/src',
  'apps/api',
  'apps/web',
  'packages/contracts',
  'packages/domain',
];
/** Folder names .gitignore lists (`name/`): runtime output, never in the repository. */
const IGNORED_FOLDERS = new Set(
  readFileSync(join(root, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[\w.-]+\/$/.test(line))
    .map((line) => line.slice(0, -1)),
);

function* walk(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* walk(join(folder, entry.name));
    } else if (entry.isFile() && entry.name.endsWith('.md')) {
      yield join(folder, entry.name);
    }
  }
}

function isCheckedDoc(file) {
  const path = relative(root, file);
  return path.startsWith('docs/') || path.endsWith('README.md');
}

/** A backticked span that names a repository path, or null. */
function backtickedPath(span) {
  if (!span.includes('/') || /[\s<>{}*?=…|:@$]/.test(span) || span.startsWith('/')) return null;
  if (span.startsWith('.') && !span.startsWith('./') && !span.startsWith('../')) return null;
  const segments = span.split('/');
  if (segments.some((segment) => IGNORED_FOLDERS.has(segment))) return null;
  const last = segments.pop() ?? '';
  if (span.endsWith('/') || /\.[a-z0-9]+$/i.test(last)) return span;
  return null;
}

/** The file part of a markdown link's target, or null for URLs and in-page anchors. */
function linkPath(target) {
  const bare = target.trim().split(/\s+/)[0] ?? '';
  if (bare === '' || bare.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(bare)) return null;
  return decodeURIComponent(bare.split('#')[0] ?? '');
}

const missing = [];
let checked = 0;
for (const file of walk(root)) {
  if (!isCheckedDoc(file)) continue;
  const folder = dirname(file);
  const roots = relative(root, file).startsWith(`docs/decisions/`)
    ? [root, folder, ...ADR_ROOTS.map((r) => join(root, r))]
    : [root, folder];
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  text.split('\n').forEach((line, index) => {
    const where = `${relative(root, file)}:${index + 1}`;
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const match of withoutCode.matchAll(/\]\(([^)]+)\)/g)) {
      const path = linkPath(match[1] ?? '');
      if (path === null || path === '') continue;
      checked += 1;
      if (!existsSync(resolve(folder, path))) missing.push(`${where}: link ${path}`);
    }
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      const path = backtickedPath(match[1] ?? '');
      if (path === null) continue;
      checked += 1;
      if (!roots.some((base) => existsSync(resolve(base, path)))) {
        missing.push(`${where}: path ${path}`);
      }
    }
  });
}

if (missing.length > 0) {
  console.error(`Docs name ${missing.length} path(s) that do not exist:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`Doc paths: ${checked} checked, all exist.`);
