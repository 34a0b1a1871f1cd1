import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { preact } from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import {
  assertZoomSdkInstalled,
  CROSS_ORIGIN_ISOLATION_HEADERS,
  isCrossOriginIsolatedPath,
  ZOOM_SDK_BASE_PATH,
  ZOOM_SDK_ENTRIES,
  ZOOM_SDK_SCRIPT,
  zoomSdkDistDir,
} from '@counsel/zoom-meeting-sdk';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.cur': 'image/x-icon',
};

/**
 * Zoom's Meeting SDK from our origin (ADR 015): the build copies the Client View's files from the npm package to
 * dist/zoom-sdk/<version>/; the dev server serves them from the package. Both send the cross-origin isolation headers
 * on the live room, the meeting page and the SDK's files (the production server does the same, static-web.ts).
 */
function zoomMeetingSdk(): Plugin {
  let outDir = 'dist';
  return {
    name: 'counsel-zoom-meeting-sdk',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0] ?? '';
        if (isCrossOriginIsolatedPath(pathname)) {
          for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION_HEADERS))
            response.setHeader(name, value);
        }
        if (!pathname.startsWith(`${ZOOM_SDK_BASE_PATH}/`)) {
          next();
          return;
        }
        const file = path.join(zoomSdkDistDir, path.normalize(pathname.slice(ZOOM_SDK_BASE_PATH.length)));
        if (!file.startsWith(zoomSdkDistDir) || !existsSync(file) || !statSync(file).isFile()) {
          next();
          return;
        }
        response.setHeader('content-type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
    closeBundle() {
      assertZoomSdkInstalled();
      const target = path.join(outDir, ZOOM_SDK_BASE_PATH);
      for (const entry of ZOOM_SDK_ENTRIES) {
        cpSync(path.join(zoomSdkDistDir, entry), path.join(target, entry), { recursive: true });
      }
    },
  };
}

/**
 * React's API on Preact (ADR 017): every `react`/`react-dom` import of the app and its libraries resolves to
 * `preact/compat`, `react` itself to src/lib/react-on-preact.ts (compat and what the app uses of React 19 that compat
 * lacks). Types stay React's (@types/react). The Zoom meeting page imports no React (its vendored React 18.2 is
 * copied as files, ADR 015). The unit tests use the same aliases (vitest.config.ts).
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'src/lib/react-on-preact.ts') },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * Preact's JSX (`@preact/preset-vite`), Fast Refresh (Prefresh) in the dev server and, there only, `preact/debug`.
 * Its own aliases are off: ours above send `react` to the shim, not to bare compat.
 */
export const preactPlugins = (options: { prefresh: boolean; devTools?: boolean }) =>
  preact({
    reactAliasesEnabled: false,
    prefreshEnabled: options.prefresh,
    devToolsEnabled: options.devTools,
  });

// `vite build` builds the browser app into dist/; `vite build --ssr src/entry-server.tsx` builds the server
// renderer of the public pages into dist-server/ (the API imports it; apps/api/src/modules/public-pages).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    preactPlugins({ prefresh: !isSsrBuild }),
    tailwindcss(),
    ...(isSsrBuild ? [] : [zoomMeetingSdk()]),
  ],
  // The server renderer needs no copy of public/ (the browser build has it).
  publicDir: isSsrBuild ? false : 'public',
  resolve: { alias: PREACT_ALIASES },
  // The server renderer bundles its libraries (react-router, TanStack Query, ...): left external, Node would load
  // them with the real React, not the aliased Preact.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  define: {
    __ZOOM_SDK_BASE__: JSON.stringify(ZOOM_SDK_BASE_PATH),
    __ZOOM_SDK_SCRIPT__: JSON.stringify(ZOOM_SDK_SCRIPT),
  },
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    sourcemap: false,
    // The manifest lets scripts/check-bundle-budget.mjs find each route's initial chunks (and the API preload them).
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : {
          // The app, and the Zoom meeting page (its own entry: no React 19, no app code).
          input: {
            main: path.resolve(import.meta.dirname, 'index.html'),
            zoom: path.resolve(import.meta.dirname, 'zoom-meeting.html'),
          },
        },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
