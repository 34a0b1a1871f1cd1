/* What the servers send around the Zoom Client View; no file access, so the API's bundle can import it. */
/**
 * Cross-origin isolation for the Client View: SharedArrayBuffer (gallery view, 720p, virtual backgrounds) needs it.
 * Only the live room, the meeting page it embeds and the SDK's files get it (the dev server in apps/web/vite.config.ts,
 * the production server in apps/api/src/plugins/static-web.ts), so nothing else in the app is constrained;
 * `credentialless` still lets the room load cross-origin media (a Mux stream), without cookies.
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS = Object.freeze({
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'credentialless',
  'Cross-Origin-Resource-Policy': 'same-origin',
});

/** @param {string} pathname */
export function isCrossOriginIsolatedPath(pathname) {
  return (
    pathname === '/zoom-client-view' || pathname === '/zoom-meeting.html' || pathname.startsWith('/zoom-sdk/')
  );
}
