import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { noErrorReporter, type ErrorReporter } from '../../integrations/error-reporting/error-reporter.js';
import { toCachedBody, type CachedBody, type VersionedCache } from '../courses/catalog-cache.js';
import {
  renderPublicPageHtml,
  routeChunkFiles,
  withHeadTags,
  type SeededQuery,
  type ViteManifest,
} from './public-page-html.js';
import { SITE_NAME, type PublicPagesService } from './public-pages.service.js';

/** A public page's or the sitemap's answer, made once per catalog version: its status, text and entity tag. */
export interface PublicResponse extends CachedBody {
  status: 200 | 404;
}

/**
 * Where the public pages and the sitemap are kept between requests, by key and catalog version (ADR 016): null
 * records that a path is not a public page. composition/catalog.ts makes one beside the catalog's own cache.
 */
export type PublicPageCache = Pick<VersionedCache<PublicResponse | null>, 'get'>;

/** A cache that keeps nothing (tests, and apps composed without the catalog version). */
export const NO_PUBLIC_PAGE_CACHE: PublicPageCache = { get: (_key, make) => make() };

/**
 * Pages can show times relative to now ("starts in 2 hours"): a page is made again at least once a minute even
 * when the catalog has not changed.
 */
const PAGE_FRESH_MS = 60_000;

export function toPublicResponse(status: 200 | 404, text: string): PublicResponse {
  const { etag } = toCachedBody(text);
  return { status, body: text, etag };
}

/** A page whose server render failed: served as it is (the browser renders it), never kept. */
class UnkeptPage extends Error {
  constructor(readonly response: PublicResponse) {
    super('server render failed');
  }
}

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist-server/ beside dist/). */
interface WebServerRenderer {
  render(url: string, queries: readonly SeededQuery[]): Promise<string | null>;
}

/** Where the renderer tells of its failures: the log, and the operator's error reporter (SENTRY_DSN). */
export interface RendererOptions {
  log: FastifyBaseLogger;
  reporter?: ErrorReporter;
  /** Tags of this deployment for every page's head (static-web.ts). */
  headTags?: string;
}

/**
 * The renderer, or null (logged and reported) when it is not built or does not load: the pages are then left to the
 * browser.
 */
async function loadWebServerRenderer(
  root: string,
  log: FastifyBaseLogger,
  reporter: ErrorReporter,
): Promise<WebServerRenderer | null> {
  const entry = path.resolve(root, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as WebServerRenderer;
  } catch (error) {
    log.error({ err: error, entry }, 'the server renderer of the public pages did not load');
    reporter.report(error, {});
    return null;
  }
}

/**
 * The public pages' HTML: index.html with the page's head, JSON-LD, query data and preloads, and the page itself
 * rendered by the web app's server renderer when it is built (its failure leaves the page to the browser). The
 * template, Vite's manifest and the renderer are loaded once from the web build in `root`; each page is made once
 * per catalog version and minute, whoever asks (nothing in it depends on the visitor).
 */
export class PublicPageRenderer {
  private constructor(
    private readonly service: PublicPagesService,
    private readonly cache: PublicPageCache,
    private readonly template: string,
    private readonly manifest: ViteManifest,
    private readonly renderer: WebServerRenderer | null,
    private readonly log: FastifyBaseLogger,
    private readonly reporter: ErrorReporter,
  ) {}

  static async load(
    root: string,
    service: PublicPagesService,
    cache: PublicPageCache,
    { log, reporter = noErrorReporter, headTags = '' }: RendererOptions,
  ): Promise<PublicPageRenderer> {
    const template = withHeadTags(readFileSync(path.join(root, 'index.html'), 'utf8'), headTags);
    const manifestPath = path.join(root, '.vite', 'manifest.json');
    const manifest: ViteManifest = existsSync(manifestPath)
      ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as ViteManifest)
      : {};
    return new PublicPageRenderer(
      service,
      cache,
      template,
      manifest,
      await loadWebServerRenderer(root, log, reporter),
      log,
      reporter,
    );
  }

  /** The page at `url` (path and query), or null when it is not one of the public pages. */
  async render(url: string): Promise<PublicResponse | null> {
    const pathname = url.split('?')[0] ?? '';
    if (!this.service.isPublicPath(pathname)) return null;
    const minute = Math.floor(Date.now() / PAGE_FRESH_MS);
    try {
      return await this.cache.get(`page\u0000${minute}\u0000${url}`, () => this.make(pathname, url));
    } catch (error) {
      if (error instanceof UnkeptPage) return error.response;
      throw error;
    }
  }

  private async make(pathname: string, url: string): Promise<PublicResponse | null> {
    const page = await this.service.pageFor(pathname, url.includes('?'));
    if (!page) return null;
    const html = (bodyHtml: string | null) =>
      renderPublicPageHtml(this.template, page, {
        siteName: SITE_NAME,
        preloadFiles: routeChunkFiles(this.manifest, page.routeModule),
        bodyHtml,
      });
    if (!this.renderer || page.status !== 200) return toPublicResponse(page.status, html(null));
    try {
      return toPublicResponse(
        page.status,
        html(await this.renderer.render(this.service.url(url), page.queries)),
      );
    } catch (error) {
      this.log.error(
        { err: error, pathname },
        'server render of a public page failed; the browser renders it',
      );
      // Reported by the web app's module of the page, never its URL.
      this.reporter.report(error, { route: page.routeModule, method: 'GET' });
      throw new UnkeptPage(toPublicResponse(page.status, html(null)));
    }
  }
}
