import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourseListSchema, ErrorBodySchema } from '@counsel/contracts';
import { insertCourses, loadCatalogLookup } from '../../seed/insert-courses.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FIXTURE_COURSES, FIXTURE_NOW, seedCatalogFixtures } from '../../testing/catalog-fixtures.js';

/**
 * The credit-category filter (`?category=`), on the catalog fixtures plus one course whose categories differ by
 * jurisdiction and credit type: Ethics only in CA (CLE), General CLE and Paralegal Elimination of Bias in NY.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.database.db);
  const [template] = FIXTURE_COURSES;
  if (!template) throw new Error('the catalog fixtures have no course');
  await insertCourses(
    t.database.db,
    [
      {
        ...template,
        slug: 'ethics-across-state-lines',
        title: 'Ethics Across State Lines',
        practiceAreas: ['ethics'],
        credits: [
          { jurisdictions: ['CA'], creditType: 'CLE', category: 'ETHICS', approvalStatus: 'APPROVED' },
          { jurisdictions: ['NY'], creditType: 'CLE', category: 'GENERAL', approvalStatus: 'APPROVED' },
          {
            jurisdictions: ['NY'],
            creditType: 'PARALEGAL_CLE',
            category: 'ELIMINATION_OF_BIAS',
            approvalStatus: 'APPROVED',
          },
        ],
      },
    ],
    await loadCatalogLookup(t.database.db),
    FIXTURE_NOW,
  );
});
afterAll(async () => t.close());

async function list(query: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/courses${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return CourseListSchema.parse(response.json());
}

const slugs = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug);

describe('GET /api/courses?category=', () => {
  it('lists only courses that carry credit of the category', async () => {
    const ethics = await list('?category=ETHICS');
    // Divorce Mediation Essentials (General only) and the others without Ethics credit are left out.
    expect(slugs(ethics)).toEqual(['ethics-across-state-lines', 'ethics-for-paralegals']);
    expect(ethics.pagination.totalItems).toBe(2);
    expect(slugs(await list('?category=GENERAL'))).toEqual([
      'banking-regulation-update',
      'divorce-mediation-essentials',
      'ethics-across-state-lines',
    ]);
    expect(slugs(await list('?category=WELLNESS'))).toEqual([]);
  });

  it('takes several categories, repeated or comma-separated', async () => {
    const expected = ['cross-border-cpd-roundtable', 'ethics-across-state-lines', 'ethics-for-paralegals'];
    expect(slugs(await list('?category=ETHICS&category=SKILLS'))).toEqual(expected);
    expect(slugs(await list('?category=ETHICS,SKILLS'))).toEqual(expected);
  });

  it('needs the category in one of the selected jurisdictions, on the same credit line', async () => {
    // Ethics Across State Lines has Ethics in CA and other credit in NY: that is not Ethics in NY.
    expect(slugs(await list('?states=NY&category=ETHICS'))).toEqual([]);
    expect(slugs(await list('?states=CA&category=ETHICS'))).toEqual([
      'ethics-across-state-lines',
      'ethics-for-paralegals',
    ]);
    expect(slugs(await list('?states=NY,TX&category=GENERAL'))).toEqual([
      'banking-regulation-update',
      'divorce-mediation-essentials',
      'ethics-across-state-lines',
    ]);
  });

  it('needs the category in the selected credit type and jurisdiction, on the same credit line', async () => {
    // Its Elimination of Bias credit is Paralegal CLE, not CLE.
    expect(slugs(await list('?type=CLE&category=ELIMINATION_OF_BIAS'))).toEqual([]);
    expect(slugs(await list('?type=PARALEGAL_CLE&category=ELIMINATION_OF_BIAS'))).toEqual([
      'ethics-across-state-lines',
    ]);
    expect(slugs(await list('?type=CLE&states=NY&category=ETHICS'))).toEqual([]);
    expect(slugs(await list('?type=CLE&states=CA&category=ETHICS'))).toEqual(['ethics-across-state-lines']);
    expect(slugs(await list('?type=PARALEGAL_CLE&states=CA&category=ETHICS'))).toEqual([
      'ethics-for-paralegals',
    ]);
    expect(slugs(await list('?type=PARALEGAL_CLE&states=NY&category=ELIMINATION_OF_BIAS'))).toEqual([
      'ethics-across-state-lines',
    ]);
  });

  it('combines with the other filters', async () => {
    expect(slugs(await list('?category=ETHICS&practiceAreas=ethics&format=ON_DEMAND&q=state'))).toEqual([
      'ethics-across-state-lines',
    ]);
    expect(slugs(await list('?category=SKILLS&format=ON_DEMAND'))).toEqual([]);
  });

  it.each([
    ['an unknown category', '?category=CRIMINAL'],
    ['a lower-case category', '?category=ethics'],
    ['one unknown category in a list', '?category=ETHICS,BOGUS'],
    ['one unknown repeated category', '?category=ETHICS&category=BOGUS'],
    ['too many categories', `?category=${Array.from({ length: 61 }, () => 'ETHICS').join(',')}`],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, query) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/courses${query}` });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details).toBeInstanceOf(Array);
  });
});
