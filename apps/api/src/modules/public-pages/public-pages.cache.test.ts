import { eq } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseListSchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The public pages and the sitemap are made once per catalog version (public-page-renderer.ts): the same bytes and
// entity tag until a course changes, then the new content, on this instance and on another one on the database.
const APP_URL = 'https://cle.example';
const SLUG = 'divorce-mediation-essentials';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Counsel CLE</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
  writeFileSync(path.join(webDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir });
  await seedCatalogFixtures(t.database.db);
  other = await createTestApp({ APP_URL, WEB_DIST_DIR: webDir }, { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });

/** Polls (at most 2 s) until `read` is true: a change reaches another instance by NOTIFY. */
async function eventually(read: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (await read()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return read();
}

describe('public pages made once per catalog version', () => {
  it('answers the same page with the same entity tag, and 304 to a browser that holds it', async () => {
    const url = `/dashboard/courses/${SLUG}`;
    const first = await get(t, url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get(t, url);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);
    const revalidated = await get(t, url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await get(t, url, { 'if-none-match': '"another"' })).statusCode).toBe(200);
  });

  it('shows a course edit within a second on this instance and on another', async () => {
    const url = `/dashboard/courses/${SLUG}`;
    const before = await get(t, url);
    const beforeOther = await get(other, url);
    expect(beforeOther.body).toContain('<title>Divorce Mediation Essentials · Counsel CLE</title>');
    await t.database.db
      .update(courses)
      .set({ title: 'Divorce Mediation, Revised' })
      .where(eq(courses.slug, SLUG));
    // A write straight to the database reaches each instance by NOTIFY (staff edits are seen at once: ADR 016).
    const revised = '<title>Divorce Mediation, Revised · Counsel CLE</title>';
    expect(await eventually(async () => (await get(t, url)).body.includes(revised))).toBe(true);
    const after = await get(t, url);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The old tag no longer matches: the browser gets the new page, not a 304.
    expect((await get(t, url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(200);
    expect(await eventually(async () => (await get(other, url)).body.includes(revised))).toBe(true);
  });

  it('takes an unpublished course out of sitemap.xml and answers its page 404', async () => {
    const loc = `<loc>${APP_URL}/dashboard/courses/banking-regulation-update</loc>`;
    const sitemap = await get(t, '/sitemap.xml');
    expect(sitemap.body).toContain(loc);
    expect((await get(t, '/sitemap.xml', { 'if-none-match': String(sitemap.headers.etag) })).statusCode).toBe(
      304,
    );
    await t.database.db
      .update(courses)
      .set({ published: false })
      .where(eq(courses.slug, 'banking-regulation-update'));
    expect(await eventually(async () => !(await get(t, '/sitemap.xml')).body.includes(loc))).toBe(true);
    const after = await get(t, '/sitemap.xml');
    expect(after.statusCode).toBe(200);
    expect((await get(t, '/dashboard/courses/banking-regulation-update')).statusCode).toBe(404);
    // Every course listed carries its last change.
    expect(after.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("preloads Browse's first card thumbnail, its largest paint, at high priority", async () => {
    const list = CourseListSchema.parse((await get(t, '/api/courses?sort=title')).json());
    const first = list.items[0]?.thumbnailUrl;
    expect(first).toBeTruthy();
    const browse = await get(t, '/dashboard/courses');
    expect(browse.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" />`);
    // A filtered Browse starts from another list: nothing is preloaded.
    expect((await get(t, '/dashboard/courses?type=CLE')).body).not.toContain('rel="preload" as="image"');
  });

  it('answers no sitemap part while the sitemap fits in one file', async () => {
    for (const url of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      const response = await get(t, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
