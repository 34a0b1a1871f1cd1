import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { ErrorContext, ErrorReporter } from '../../integrations/error-reporting/error-reporter.js';

/** An error reporter that keeps what it is given. */
function recordingReporter(): ErrorReporter & { reports: { message: string; context: ErrorContext }[] } {
  const reports: { message: string; context: ErrorContext }[] = [];
  return {
    reports,
    report: (error, context) => {
      reports.push({ message: error instanceof Error ? error.message : String(error), context });
    },
    flush: async () => undefined,
  };
}

const APP_URL = 'https://cle.example';
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Default description." />',
  '<title>Counsel CLE</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>',
  '<body><div id="root"></div></body></html>',
].join('\n');

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
}

function queryData(html: string): { queryKey: unknown[]; data: unknown }[] {
  const match = /<script type="application\/json" id="counsel-query-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1] ?? '[]') as { queryKey: unknown[]; data: unknown }[]) : [];
}

describe('public pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    mkdirSync(path.join(webDir, '.vite'));
    writeFileSync(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/app/routes/course.tsx': { file: 'assets/course-1.js', imports: ['_shared.js'] },
        '_shared.js': { file: 'assets/shared-2.js' },
      }),
    );
    t = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir });
    await seedCatalogFixtures(t.database.db);
  });
  afterAll(async () => t.close());

  it('answers a course page with its title, description, canonical URL, Open Graph, Course JSON-LD and data', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard/courses/divorce-mediation-essentials',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<title>Divorce Mediation Essentials · Counsel CLE</title>');
    expect(html).not.toContain('<title>Counsel CLE</title>');
    expect(html).not.toContain('Default description.');
    expect(html).toContain(
      `<link rel="canonical" href="${APP_URL}/dashboard/courses/divorce-mediation-essentials" />`,
    );
    expect(html).toContain(
      '<meta property="og:title" content="Divorce Mediation Essentials · Counsel CLE" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    const [course] = jsonLd(html);
    expect(course).toMatchObject({ '@type': 'Course', name: 'Divorce Mediation Essentials' });
    expect(course?.provider).toMatchObject({ name: 'Counsel CLE' });
    // The web app's cache starts from the course under the key useCourse(slug) reads.
    const [query] = queryData(html);
    expect(query?.queryKey).toEqual(['courses', 'detail', 'divorce-mediation-essentials']);
    expect(query?.data).toMatchObject({ slug: 'divorce-mediation-essentials' });
    // Readable without JavaScript; the page's chunks are preloaded.
    expect(html).toMatch(/<noscript>[\s\S]*<h1>Divorce Mediation Essentials<\/h1>[\s\S]*<\/noscript>/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/course-1.js" />');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js" />');
    // Content-Security-Policy stays strict: the data blocks are not scripts the browser runs.
    const scriptSrc = String(response.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('answers an unknown course with a real 404 and the app (its not-found page), kept out of search', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="robots" content="noindex" />');
    expect(jsonLd(response.body)).toEqual([]);
  });

  it('fills in the landing page and Browse with the lists their hooks ask for', async () => {
    const landing = await t.app.inject({ method: 'GET', url: '/' });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain(`<link rel="canonical" href="${APP_URL}/" />`);
    expect(queryData(landing.body).map((entry) => entry.queryKey)).toEqual([
      ['courses', 'list', { format: 'ON_DEMAND', sort: 'newest', pageSize: 3 }],
      ['courses', 'list', { format: 'LIVE', sort: 'start-date', pageSize: 48 }],
      ['catalog', 'jurisdictions'],
    ]);
    const browse = await t.app.inject({ method: 'GET', url: '/dashboard/courses' });
    expect(browse.body).toContain('<title>Browse courses · Counsel CLE</title>');
    const [list] = queryData(browse.body);
    expect(list?.queryKey).toEqual(['courses', 'list', { sort: 'title', currentPage: 1 }]);
    expect(browse.body).toContain('<a href="/dashboard/courses/divorce-mediation-essentials">');
    // Filtered, Browse asks for another list: the unfiltered one is not sent.
    const filtered = await t.app.inject({ method: 'GET', url: '/dashboard/courses?type=CLE' });
    expect(filtered.body).toContain('<title>Browse courses · Counsel CLE</title>');
    expect(queryData(filtered.body)).toEqual([]);
  });

  it('gives the plans page and a verification page their own head; verification stays out of search', async () => {
    const plans = await t.app.inject({ method: 'GET', url: '/dashboard/choose-your-plan' });
    expect(plans.body).toContain('<title>Choose your plan · Counsel CLE</title>');
    expect(plans.body).not.toContain('noindex');
    const verify = await t.app.inject({ method: 'GET', url: '/verify/CCLE-2026-7KQ2M9XD' });
    expect(verify.statusCode).toBe(200);
    expect(verify.body).toContain('<title>Verify a certificate · Counsel CLE</title>');
    expect(verify.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('serves other paths as the plain app shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/learning' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('lists every published course in sitemap.xml, at the configured origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(response.body).toContain(`<loc>${APP_URL}/</loc>`);
    expect(response.body).toContain(`<loc>${APP_URL}/dashboard/courses/divorce-mediation-essentials</loc>`);
    expect(response.body).toContain(`<loc>${APP_URL}/dashboard/courses/banking-regulation-update</loc>`);
  });

  it('keeps crawlers out of private areas in robots.txt and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /dashboard/courses',
        'Disallow: /dashboard/',
        'Disallow: /staff',
        'Disallow: /api/',
        `Sitemap: ${APP_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe('public pages rendered by the web app on the server', () => {
  let t: TestApp;
  const reporter = recordingReporter();
  beforeAll(async () => {
    // The layout of a build: dist/ (the browser app) beside dist-server/ (apps/web/src/entry-server.tsx).
    const base = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
    const webDir = path.join(base, 'dist');
    mkdirSync(webDir);
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    mkdirSync(path.join(base, 'dist-server'));
    writeFileSync(
      path.join(base, 'dist-server', 'entry-server.js'),
      [
        'export async function render(url, queries) {',
        "  if (url.endsWith('/dashboard/choose-your-plan')) throw new Error('window is not defined');",
        '  return `<title>In the body</title><main><h1>Rendered ${new URL(url).pathname}</h1><p>${queries.length} queries</p></main>`;',
        '}',
      ].join('\n'),
    );
    t = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir }, { errorReporter: reporter });
    await seedCatalogFixtures(t.database.db);
  });
  afterAll(async () => t.close());

  it('puts the rendered page in the root, with its data, and no separate copy for visitors without JavaScript', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dashboard/courses/divorce-mediation-essentials',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<div id="root"><main><h1>Rendered /dashboard/courses/divorce-mediation-essentials</h1><p>1 queries</p></main></div>',
    );
    // The head has the title already; React's copy from the page is left out.
    expect(response.body).not.toContain('In the body');
    expect(response.body).not.toContain('<noscript>');
    expect(queryData(response.body)).toHaveLength(1);
  });

  it('leaves the page to the browser when the server render fails, keeping its head', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/choose-your-plan' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Choose your plan · Counsel CLE</title>');
    expect(response.body).toContain('<div id="root"></div>');
    // The operator hears of it, by the page's module, never its URL.
    expect(reporter.reports).toEqual([
      {
        message: 'window is not defined',
        context: { route: 'src/app/routes/choose-your-plan.tsx', method: 'GET' },
      },
    ]);
  });

  it('starts, and leaves pages to the browser, when the server renderer does not load', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
    const webDir = path.join(base, 'dist');
    mkdirSync(webDir);
    writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
    mkdirSync(path.join(base, 'dist-server'));
    writeFileSync(path.join(base, 'dist-server', 'entry-server.js'), "import 'no-such-package-anywhere';\n");
    const brokenReporter = recordingReporter();
    const broken = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir }, { errorReporter: brokenReporter });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/dashboard/courses' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Browse courses · Counsel CLE</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(brokenReporter.reports).toEqual([
        { message: expect.stringContaining('no-such-package-anywhere') as unknown, context: {} },
      ]);
    } finally {
      await broken.close();
    }
  });

  it('does not render an unknown course: the browser shows the not-found page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard/courses/no-such-course' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });
});
