import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { PREACT_ALIASES, preactPlugins } from './vite.config';

// The tests run on Preact, as the app is built (vite.config.ts, ADR 017): the same aliases. Every library that
// imports React (and what imports those) is inlined, so that its `react` meets the aliases: left external, Node would
// load it with the real React (`npm ls react` lists them). The rest stays external: zod transformed in every test
// file made cold imports take seconds.
const INLINE_DEPS = [
  /\/node_modules\/(preact|react-router|react-hook-form|@hookform|react-hot-toast|lucide-react|zustand)\//,
  /\/node_modules\/(@tanstack\/react-query|@testing-library\/react|use-sync-external-store)\//,
  /\/node_modules\/(react-select|@emotion|react-transition-group|use-isomorphic-layout-effect)\//,
];
// Under Node's conditions some libraries resolve to CommonJS files (or `.cjs.mjs` wrappers of them), whose
// require('react') escapes the aliases: their ES module builds instead, by the `module` condition (react-select,
// Emotion: what the browser build takes) or by path where a package offers none.
const packageDir = (name: string) =>
  path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const esmBuild = (name: string, file: string) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: path.join(packageDir(name), file),
});
const ESM_BUILDS = [
  esmBuild('@testing-library/react', 'dist/@testing-library/react.esm.js'),
  esmBuild('react-router', 'dist/development/index.mjs'),
  esmBuild('lucide-react', 'dist/esm/lucide-react.mjs'),
];

export default defineProject({
  plugins: [preactPlugins({ prefresh: false, devTools: false })],
  resolve: { alias: [...ESM_BUILDS, ...PREACT_ALIASES], conditions: ['module'] },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    server: { deps: { inline: INLINE_DEPS } },
  },
});
