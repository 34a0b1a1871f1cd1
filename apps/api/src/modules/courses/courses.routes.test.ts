import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseDetailSchema, CourseListSchema, ErrorBodySchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.database.db);
});
afterAll(async () => t.close());

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/courses${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return CourseListSchema.parse(response.json());
}

const slugs = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug);

describe('GET /api/courses', () => {
  it('lists published courses by title with pagination totals', async () => {
    const body = await list('');
    expect(slugs(body)).toEqual([
      'banking-regulation-update',
      'cross-border-cpd-roundtable',
      'divorce-mediation-essentials',
      'ethics-for-paralegals',
    ]);
    expect(body.pagination).toEqual({ currentPage: 1, pageSize: 12, totalItems: 4, totalPages: 1 });
  });

  it('summarises credit, speakers and practice areas', async () => {
    const body = await list('?q=divorce');
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      title: 'Divorce Mediation Essentials',
      creditTypes: ['CLE'],
      maxCreditHours: 1.8,
      jurisdictionCount: 2,
      speakerNames: ['Inés Castañeda'],
      durationMinutes: 90,
      thumbnailUrl: '/thumbnails/general.svg',
      liveStartsAt: null,
    });
    expect(body.items[0]?.practiceAreas.map((area) => area.slug).sort()).toEqual(['divorce', 'family']);
  });

  it('filters by credit type', async () => {
    expect(slugs(await list('?type=SBA'))).toEqual(['banking-regulation-update']);
    expect(slugs(await list('?type=PARALEGAL_CLE'))).toEqual(['ethics-for-paralegals']);
    expect(slugs(await list('?type=CPD'))).toEqual(['cross-border-cpd-roundtable']);
  });

  it('filters by jurisdictions, repeated or comma-separated', async () => {
    expect(slugs(await list('?states=NY'))).toEqual(['divorce-mediation-essentials']);
    const both = ['banking-regulation-update', 'divorce-mediation-essentials'];
    expect(slugs(await list('?states=NY&states=TX'))).toEqual(both);
    expect(slugs(await list('?states=NY,TX'))).toEqual(both);
  });

  it('combines credit type and jurisdiction on the same credit', async () => {
    expect(slugs(await list('?type=CLE&states=TX'))).toEqual([]);
    expect(slugs(await list('?type=PARALEGAL_CLE&states=CA'))).toEqual(['ethics-for-paralegals']);
  });

  it('filters by practice areas and format', async () => {
    expect(slugs(await list('?practiceAreas=divorce'))).toEqual(['divorce-mediation-essentials']);
    expect(slugs(await list('?practiceAreas=banking&format=LIVE'))).toEqual(['cross-border-cpd-roundtable']);
    expect(slugs(await list('?format=ON_DEMAND'))).toHaveLength(3);
  });

  it('searches title, summary and speakers ignoring case and accents', async () => {
    expect(slugs(await list('?q=divorc%C3%A9'))).toEqual(['divorce-mediation-essentials']);
    expect(slugs(await list('?q=CASTANEDA'))).toEqual(['divorce-mediation-essentials']);
    expect(slugs(await list('?q=casta%C3%B1eda%20mediation'))).toEqual(['divorce-mediation-essentials']);
    expect(slugs(await list('?q=divorce%20banking'))).toEqual([]);
  });

  it('treats LIKE wildcards in the search literally', async () => {
    expect(slugs(await list('?q=%25'))).toEqual([]);
    expect(slugs(await list('?q=_'))).toEqual([]);
  });

  it('sorts by newest and by start date', async () => {
    expect(slugs(await list('?sort=newest'))[0]).toBe('cross-border-cpd-roundtable');
    expect(slugs(await list('?sort=newest'))[3]).toBe('ethics-for-paralegals');
    expect(slugs(await list('?sort=start-date'))[0]).toBe('cross-border-cpd-roundtable');
  });

  it('pages through results', async () => {
    const page = await list('?pageSize=3&currentPage=2');
    expect(slugs(page)).toEqual(['ethics-for-paralegals']);
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 3, totalItems: 4, totalPages: 2 });
    const beyond = await list('?pageSize=3&currentPage=9');
    expect(beyond.items).toEqual([]);
    expect(beyond.pagination.totalItems).toBe(4);
  });

  it('never lists unpublished courses', async () => {
    expect(slugs(await list('?q=unpublished'))).toEqual([]);
  });

  it.each([
    ['an unknown credit type', '?type=FOO'],
    ['page zero', '?currentPage=0'],
    ['a non-numeric page', '?currentPage=abc'],
    ['an oversized page size', '?pageSize=1000'],
    ['a malformed jurisdiction code', '?states=new-york'],
    ['a malformed practice-area slug', '?practiceAreas=Family%20Law'],
    ['an unknown format', '?format=PODCAST'],
    ['an unknown sort', '?sort=price'],
    ['an overlong search', `?q=${'a'.repeat(201)}`],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/courses${query}` });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toBeInstanceOf(Array);
  });
});

describe('GET /api/courses/{courseId}', () => {
  it('answers the full course by slug with credit per jurisdiction', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/courses/divorce-mediation-essentials' });
    expect(response.statusCode).toBe(200);
    const course = CourseDetailSchema.parse(response.json());
    expect(course.description).toContain('practical programme');
    // 90 minutes: $9 plus $20 per started half hour (seed/course-price.ts).
    expect(course.price).toEqual({ amountCents: 6900, currency: 'usd' });
    expect(course.speakers).toEqual([
      { name: 'Inés Castañeda', title: 'Mediator, Castañeda ADR', bio: 'Inés has mediated family cases.' },
    ]);
    expect(
      course.credits.map((credit) => [
        credit.jurisdiction.code,
        credit.creditType,
        credit.hours,
        credit.accreditationNumber,
      ]),
    ).toEqual([
      ['CA', 'CLE', 1.5, 'CC-2027-0001-CA'],
      ['NY', 'CLE', 1.8, 'CC-2027-0001-NY'],
    ]);
  });

  it('answers the same course by id', async () => {
    const bySlug = CourseDetailSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/courses/cross-border-cpd-roundtable' })).json(),
    );
    const byId = await t.app.inject({ method: 'GET', url: `/api/courses/${bySlug.id.toUpperCase()}` });
    expect(byId.statusCode).toBe(200);
    expect(CourseDetailSchema.parse(byId.json())).toEqual(bySlug);
    expect(bySlug.liveStartsAt).toBe('2027-03-05T17:00:00.000Z');
  });

  it.each([
    ['an unknown slug', 'no-such-course'],
    ['an unknown id', '6f1c1c5e-1111-4a4a-9b9b-123456789abc'],
    ['an unpublished course', 'unpublished-draft-course'],
    ['odd characters', "'%3B%20drop%20table%20courses"],
  ])('answers 404 COURSE_NOT_FOUND for %s', async (_label, key) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/courses/${key}` });
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('COURSE_NOT_FOUND');
  });
});
