import type { CourseDetail } from '@counsel/contracts';
import Fastify from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config/env.js';
import { registerStaticWeb } from '../../plugins/static-web.js';
import { jsonForScript, renderHead } from './public-page-html.js';
import { NO_PUBLIC_PAGE_CACHE } from './public-page-renderer.js';
import { PublicPagesService, type PublicCourses } from './public-pages.service.js';

const LIVE_COURSE: CourseDetail = {
  id: '6f1c3f4e-2b9e-4a55-9c43-0d7c9e0c1a11',
  slug: 'live-ethics-hour',
  title: 'Live Ethics Hour </script><script>alert(1)</script>',
  summary: 'Ethics, live.',
  format: 'LIVE',
  level: 'INTERMEDIATE',
  durationMinutes: 60,
  liveStartsAt: '2027-04-01T16:00:00.000Z',
  thumbnailUrl: null,
  speakerNames: ['Ada Reyes'],
  practiceAreas: [],
  creditTypes: ['CLE'],
  maxCreditHours: 1,
  jurisdictionCount: 1,
  description: 'About ethics.',
  speakers: [{ name: 'Ada Reyes', title: 'Partner, Reyes & Holt LLP', bio: '' }],
  credits: [],
  publishedAt: '2027-03-01T00:00:00.000Z',
  price: { amountCents: 4900, currency: 'usd' },
  recordingAvailable: false,
};

const noTaxonomy = { listJurisdictions: async () => ({ items: [] }) };

describe('public pages service', () => {
  it('describes a live course as a schema.org Course and an Event that ends after its duration', () => {
    const courses = {} as PublicCourses;
    const service = new PublicPagesService(courses, noTaxonomy, 'https://cle.example/');
    const [course, event] = service.courseJsonLd(LIVE_COURSE) as Record<string, unknown>[];
    expect(course).toMatchObject({
      '@type': 'Course',
      url: 'https://cle.example/dashboard/courses/live-ethics-hour',
      offers: { price: '49.00', priceCurrency: 'USD' },
    });
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2027-04-01T16:00:00.000Z',
      endDate: '2027-04-01T17:00:00.000Z',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    });
  });

  it('writes JSON-LD and text so no course title can close the script block or add markup', () => {
    expect(jsonForScript({ title: '</script><b>&' })).toBe(
      '{"title":"\\u003c/script\\u003e\\u003cb\\u003e\\u0026"}',
    );
    const head = renderHead(
      {
        title: LIVE_COURSE.title,
        description: '"quoted" <b>',
        canonicalUrl: 'https://cle.example/x',
        ogType: 'article',
        jsonLd: [{ name: LIVE_COURSE.title }],
      },
      'Counsel CLE',
    );
    expect(head).not.toContain('</script><script>');
    expect(head).toContain(
      '<title>Live Ethics Hour &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(head).toContain('content="&quot;quoted&quot; &lt;b&gt;"');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual({ name: LIVE_COURSE.title });
  });

  it('serves the plain app shell, with a log line, when a public page cannot be rendered', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
    const shell = '<!doctype html><title>Counsel CLE</title><div id="root"></div>';
    writeFileSync(path.join(webDir, 'index.html'), shell);
    const failing: PublicCourses = {
      listCourses: () => Promise.reject(new Error('database down')),
      getCourse: () => Promise.reject(new Error('database down')),
      listPublishedSlugs: () => Promise.reject(new Error('database down')),
    };
    const app = Fastify();
    await registerStaticWeb(
      app,
      { ...testConfig(), WEB_DIST_DIR: webDir },
      {
        service: new PublicPagesService(failing, noTaxonomy, 'https://cle.example'),
        cache: NO_PUBLIC_PAGE_CACHE,
      },
    );
    for (const url of ['/', '/dashboard/courses', '/dashboard/courses/any-course']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    }
    await app.close();
  });
});

describe('sitemap', () => {
  const slugs = ['a', 'b', 'c', 'd'].map((slug) => ({ slug, updatedAt: '2026-11-01T00:00:00.000Z' }));
  const catalog = { listPublishedSlugs: async () => slugs } as unknown as PublicCourses;

  it('is one file of every URL while they fit, each course with its last change', async () => {
    const service = new PublicPagesService(catalog, noTaxonomy, 'https://cle.example', 7);
    const xml = await service.sitemapXml();
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(7);
    expect(xml).toContain(
      '<url><loc>https://cle.example/dashboard/courses/a</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>',
    );
    expect(await service.sitemapPartXml(1)).toBeNull();
  });

  it('becomes an index of parts, each within the limit, when the URLs do not fit in one file', async () => {
    const service = new PublicPagesService(catalog, noTaxonomy, 'https://cle.example', 3);
    const index = await service.sitemapXml();
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://cle.example/sitemap-1.xml',
      'https://cle.example/sitemap-2.xml',
      'https://cle.example/sitemap-3.xml',
    ]);
    const parts = await Promise.all([1, 2, 3].map((part) => service.sitemapPartXml(part)));
    expect(parts.map((xml) => xml?.match(/<url>/g)?.length)).toEqual([3, 3, 1]);
    expect(parts.join('')).toContain('https://cle.example/dashboard/courses/d</loc>');
    expect(await service.sitemapPartXml(4)).toBeNull();
    expect(await service.sitemapPartXml(0)).toBeNull();
  });
});
