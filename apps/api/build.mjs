// Bundles the API into dist/server.js. Workspace packages (@counsel/*) are TypeScript sources and get bundled;
// npm dependencies stay external and load from node_modules. server.ts imports the server (run-server.ts) only after
// it has started tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set): splitting keeps that import, and the npm packages
// it loads, in a chunk of its own (dist/run-server-<hash>.js), so nothing traced loads before tracing starts.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]
  .filter((name) => !name.startsWith('@counsel/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  // Beside server.js, not in a folder of their own: the code finds its files (migrations, fonts, the web app) from
  // its own location, the same from every chunk.
  chunkNames: '[name]-[hash]',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('Built apps/api/dist/server.js');
