import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Where Zoom's Meeting SDK files are on disk. This workspace exists so npm installs @zoom/meetingsdk with the exact
 * React 18.2 stack it pins, apart from the app's React 19; nothing imports the SDK as a module. The web build copies
 * the "CDN flavour" (the Client View script, its UI chunks and lib/ with the vendored React 18.2, the WebAssembly
 * and the workers) to /zoom-sdk/<version>/ so the Client View loads everything from our origin (ADR 015).
 */
const require = createRequire(import.meta.url);
const manifestPath = require.resolve('@zoom/meetingsdk/package.json');

/** @type {string} */
export const ZOOM_SDK_VERSION = require('@zoom/meetingsdk/package.json').version;

/** The package's dist folder. */
export const zoomSdkDistDir = path.join(path.dirname(manifestPath), 'dist');

/** The Client View script, relative to dist. */
export const ZOOM_SDK_SCRIPT = `zoom-meeting-${ZOOM_SDK_VERSION}.min.js`;

/** What the Client View page loads, relative to dist: its script, the UI chunks it loads next to it, lib/. */
export const ZOOM_SDK_ENTRIES = [ZOOM_SDK_SCRIPT, 'ui', 'lib'];

/** The URL path the files are served under. */
export const ZOOM_SDK_BASE_PATH = `/zoom-sdk/${ZOOM_SDK_VERSION}`;

export function assertZoomSdkInstalled() {
  for (const entry of ZOOM_SDK_ENTRIES) {
    if (!existsSync(path.join(zoomSdkDistDir, entry))) {
      throw new Error(`@zoom/meetingsdk ${ZOOM_SDK_VERSION} is missing ${entry}: run npm ci`);
    }
  }
}

export { CROSS_ORIGIN_ISOLATION_HEADERS, isCrossOriginIsolatedPath } from './isolation.mjs';
