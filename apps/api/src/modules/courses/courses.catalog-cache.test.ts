import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetailSchema, CourseListSchema } from '@counsel/contracts';
import { courses } from '../../db/schema/courses.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// The catalog cache (catalog-cache.ts): answers are reused until the catalog version changes, and the version changes
// with every write to a table the catalog reads, whoever makes it and through whichever API instance.
const APP_URL = 'http://counsel.test';
const SLUG = 'divorce-mediation-essentials';
let t: TestApp;
let other: TestApp;
let staff: TestStaffMember;

beforeAll(async () => {
  t = await createTestApp({ APP_URL });
  await seedCatalogFixtures(t.database.db);
  staff = await createStaffMember(t, APP_URL);
  // A second API instance on the same database, with its own cache and its own LISTEN subscription.
  other = await createTestApp({ APP_URL }, { database: t.database });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url, headers });
const titleOf = async (app: TestApp, url: string) =>
  CourseDetailSchema.parse((await get(app, url)).json()).title;
const listTitles = async (app: TestApp, url: string) =>
  CourseListSchema.parse((await get(app, url)).json()).items.map((item) => item.title);

/** Waits (polling, at most 2 s) until `read` gives `expected`: a change reaches another instance by NOTIFY. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let last = await read();
  for (let attempt = 0; attempt < 40 && JSON.stringify(last) !== JSON.stringify(expected); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    last = await read();
  }
  return last;
}

describe('ETag and Cache-Control', () => {
  it('tags the list and a course, and answers 304 with no body to a client holding the same answer', async () => {
    for (const url of ['/api/courses?type=CLE&states=NY', `/api/courses/${SLUG}`]) {
      const first = await get(t, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=30');

      const again = await get(t, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(t, url, { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
      expect((await get(t, url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    }
  });

  it('gives one answer (and one tag) to the same query however its values are ordered or repeated', async () => {
    const one = await get(t, '/api/courses?states=NY&states=CA&type=CLE');
    const two = await get(t, '/api/courses?type=CLE&states=CA,NY&states=NY');
    expect(two.headers.etag).toBe(one.headers.etag);
    expect(two.body).toBe(one.body);
  });

  it('sends exactly what the contract allows (the cached body is the schema-checked one)', async () => {
    const body: unknown = (await get(t, `/api/courses/${SLUG}`)).json();
    expect(CourseDetailSchema.strict().parse(body).slug).toBe(SLUG);
  });

  it('still answers 404 for an unknown course, and caches no error', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await get(t, '/api/courses/no-such-course');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.etag).toBeUndefined();
    }
  });
});

describe('invalidation', () => {
  it('serves a staff edit at once on the instance that made it, with a new tag', async () => {
    const before = await get(t, `/api/courses/${SLUG}`);
    const [row] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, SLUG));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${row?.id ?? ''}`,
      headers: staff.headers,
      payload: { title: 'Divorce Mediation Essentials, Revised' },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const after = await get(t, `/api/courses/${SLUG}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(CourseDetailSchema.parse(after.json()).title).toBe('Divorce Mediation Essentials, Revised');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await listTitles(t, '/api/courses?q=divorce')).toEqual(['Divorce Mediation Essentials, Revised']);
  });

  it('serves a change made through one instance from the other instance', async () => {
    // Both instances hold the course in their caches first.
    expect(await titleOf(other, `/api/courses/${SLUG}`)).toBe(await titleOf(t, `/api/courses/${SLUG}`));
    const [row] = await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, SLUG));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/courses/${row?.id ?? ''}`,
      headers: staff.headers,
      payload: { title: 'Divorce Mediation, Second Edition' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(
      await eventually(() => titleOf(other, `/api/courses/${SLUG}`), 'Divorce Mediation, Second Edition'),
    ).toBe('Divorce Mediation, Second Edition');
  });

  it('follows a write that bypasses the API (a job, a migration, a seed): the triggers bump the version', async () => {
    const listed = await listTitles(t, '/api/courses');
    expect(listed).toContain('Ethics for Paralegals');
    await t.database.db
      .update(courses)
      .set({ published: false })
      .where(eq(courses.slug, 'ethics-for-paralegals'));
    const expected = listed.filter((title) => title !== 'Ethics for Paralegals');
    expect(await eventually(() => listTitles(t, '/api/courses'), expected)).toEqual(expected);
    expect(await eventually(() => listTitles(other, '/api/courses'), expected)).toEqual(expected);
  });
});
