import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  CROSS_ORIGIN_ISOLATION_HEADERS,
  isCrossOriginIsolatedPath,
} from '@counsel/zoom-meeting-sdk/isolation';
import type { AppConfig } from '../config/env.js';
import { sendNotFound } from './error-handler.js';
import { etagMatches } from '../modules/courses/catalog-cache.js';
import {
  PublicPageRenderer,
  type PublicPageCache,
  type PublicResponse,
} from '../modules/public-pages/public-page-renderer.js';
import type { PublicPagesService } from '../modules/public-pages/public-pages.service.js';
import { withHeadTags } from '../modules/public-pages/public-page-html.js';
import { errorReportingHeadTag } from '../integrations/error-reporting/browser-error-reporting.js';
import { noErrorReporter, type ErrorReporter } from '../integrations/error-reporting/error-reporter.js';

/**
 * The Zoom meeting page's Content-Security-Policy: the app's own origin, plus what the Client View needs to run the
 * meeting (WebAssembly and workers from our origin or blob:, Zoom's servers for media, chat and avatars). It may be
 * framed by our own live room only.
 */
const ZOOM = 'https://*.zoom.us wss://*.zoom.us https://*.zoomgov.com wss://*.zoomgov.com';
export const ZOOM_MEETING_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${ZOOM}`,
  `connect-src 'self' blob: data: ${ZOOM}`,
  `media-src 'self' blob: ${ZOOM}`,
  "font-src 'self' data:",
  `frame-src 'self' ${ZOOM}`,
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export function webDistDir(config: AppConfig): string {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  // src/plugins → apps/web/dist, and dist/server.js → apps/web/dist
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? candidates[0] ?? here;
}

/**
 * Serves the built SPA: hashed assets (and the versioned Zoom SDK files) with a year-long cache, and index.html
 * (never cached) for every other non-API GET so client-side routes work on reload. Unknown /api and /dev paths
 * answer a JSON 404. The live room, the Zoom meeting page and the SDK's files are cross-origin isolated (ADR 015).
 * This deployment's settings for the browser (the error-reporting DSN) go in every page's head at runtime.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  config: AppConfig,
  publicPages?: { service: PublicPagesService; cache: PublicPageCache },
  reporter: ErrorReporter = noErrorReporter,
): Promise<void> {
  const root = webDistDir(config);
  const hasWeb = existsSync(path.join(root, 'index.html'));
  const headTags = errorReportingHeadTag(config.SENTRY_BROWSER_DSN);
  const renderer =
    hasWeb && publicPages
      ? await PublicPageRenderer.load(root, publicPages.service, publicPages.cache, {
          log: app.log,
          reporter,
          headTags,
        })
      : undefined;
  // The app shell: index.html read once, with this deployment's head tags.
  const shell = hasWeb ? withHeadTags(readFileSync(path.join(root, 'index.html'), 'utf8'), headTags) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // index.html itself is the app shell, answered below with this deployment's head tags, never the bare file.
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (res, filePath) => {
        const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
        const immutable = urlPath.startsWith('/assets/') || urlPath.startsWith('/zoom-sdk/');
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  // After the security headers (set on request): the Zoom pages' own isolation and, for the meeting page and the
  // SDK's files, the sources Zoom's Client View needs (its WebAssembly, workers, and zoom.us for the meeting).
  app.addHook('onSend', (request, reply, payload, done) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (isCrossOriginIsolatedPath(pathname)) void reply.headers(CROSS_ORIGIN_ISOLATION_HEADERS);
    if (pathname === '/zoom-meeting.html' || pathname.startsWith('/zoom-sdk/')) {
      void reply.header('content-security-policy', ZOOM_MEETING_CSP);
    }
    done(null, payload);
  });
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // /dev/* is reserved for development tools (the mailbox): when they are off it is a real 404, not the app.
    const reserved = ['/api', '/dev'].some(
      (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    );
    if (!hasWeb || !wantsPage || reserved) {
      sendNotFound(reply);
      return;
    }
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      // A missing asset (an old hashed chunk, a typo) is a real 404, not the app shell.
      sendNotFound(reply, 'No such file.');
      return;
    }
    let page: PublicResponse | null = null;
    if (renderer) {
      try {
        page = await renderer.render(request.url);
      } catch (error) {
        // Never a 5xx page for a public page: the plain app shell, which loads its data itself.
        request.log.error({ err: error, pathname }, 'public page render failed; serving the app shell');
        reporter.report(error, { requestId: request.id, method: request.method, route: 'public page' });
      }
    }
    if (page) {
      // Browsers revalidate every time (no-cache) and get 304 while the page is unchanged.
      void reply.header('cache-control', 'no-cache').header('etag', page.etag);
      if (page.status === 200 && etagMatches(request.headers['if-none-match'], page.etag)) {
        return reply.code(304).send();
      }
      return reply.code(page.status).type('text/html; charset=utf-8').send(page.body);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
}
