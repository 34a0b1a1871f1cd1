// ESLint for the whole repository: type-checked TypeScript rules, React hooks, kebab-case file names and the
// import boundaries of docs/engineering-rules.md ("Dependency direction", "Web layout"), enforced by the small local
// rule `counsel/boundaries` below.
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Where a file lives, in the terms of the boundaries rule. */
function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(rel);
  if (feature) return { name: 'web-feature', feature: feature[1] };
  if (rel.startsWith('apps/web/src/components/')) return { name: 'web-components' };
  if (rel.startsWith('apps/web/')) return { name: 'web' };
  if (rel.startsWith('apps/api/')) return { name: 'api' };
  if (rel.startsWith('packages/contracts/')) return { name: 'contracts' };
  if (rel.startsWith('packages/domain/')) return { name: 'domain' };
  return { name: 'other' };
}

/** Tests and their kits: `*.test.ts(x)`, `testing/` folders, the e2e suite and packages/test-support. */
function isTestCode(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return (
    /\.test\.tsx?$/.test(rel) ||
    /\/testing\//.test(rel) ||
    rel.startsWith('e2e/') ||
    rel.startsWith('packages/test-support/')
  );
}

const boundaries = {
  meta: { type: 'problem', messages: { forbidden: '{{why}}' }, schema: [] },
  create(context) {
    const from = zoneOf(context.filename);
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const why = (message) => context.report({ node, messageId: 'forbidden', data: { why: message } });
      if (source.startsWith('.')) {
        const to = zoneOf(path.resolve(path.dirname(context.filename), source));
        if (from.name === 'web-feature' && to.name === 'web-feature' && to.feature !== from.feature) {
          why(`Feature "${from.feature}" may not import feature "${to.feature}": compose them in a route.`);
        }
        if (from.name === 'web-components' && to.name === 'web-feature') {
          why('Shared components know no feature: pass data in through props.');
        }
        if ((from.name === 'api') !== (to.name === 'api') && [from.name, to.name].includes('api')) {
          why('Apps never import each other; share code through packages/.');
        }
        return;
      }
      if (source.startsWith('@counsel/test-support') && !isTestCode(context.filename)) {
        why('Only tests import @counsel/test-support: production code never depends on a test kit.');
      }
      if (source === 'vitest' || source === 'vitest/config') return;
      if (from.name === 'contracts' && !['zod'].includes(source)) {
        why('packages/contracts depends on zod only.');
      }
      if (
        from.name === 'domain' &&
        !['@counsel/contracts', '@counsel/contracts/constants'].includes(source) &&
        !source.startsWith('node:')
      ) {
        why('packages/domain is pure: it imports only @counsel/contracts.');
      }
      if (from.name === 'domain' && source === '@counsel/contracts' && !isTestCode(context.filename)) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((specifier) => specifier.importKind === 'type'));
        if (!typeOnly) {
          why(
            'packages/domain takes values from @counsel/contracts/constants only: the barrel would load zod into every page that uses a rule (the bundle budget).',
          );
        }
      }
      if (from.name === 'domain' && source.startsWith('node:')) why('packages/domain does no I/O.');
      if (
        (from.name === 'web' || from.name === 'web-feature' || from.name === 'web-components') &&
        /^(fastify|drizzle-orm|pg|@electric-sql)/.test(source)
      ) {
        why('The web app never imports server libraries.');
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '.data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    plugins: { counsel: { rules: { boundaries } }, 'check-file': checkFile },
    rules: {
      'counsel/boundaries': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e}/**/': 'KEBAB_CASE' }],
      // Fastify plugins, hooks and handlers are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message:
            'Read the environment only in apps/api/src/config/env.ts (docs/engineering-rules.md, "API layout").',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config/env.ts',
      '**/*.config.{ts,js}',
      'e2e/**',
      'scripts/**',
      'apps/api/build.mjs',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
