import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JurisdictionListSchema, PracticeAreaListSchema } from '@counsel/contracts';
import { practiceAreas } from '../../db/schema/taxonomy.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.database.db);
});
afterAll(async () => t.close());

describe('catalog taxonomy', () => {
  it('lists jurisdictions by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/catalog/jurisdictions' });
    expect(response.statusCode).toBe(200);
    const body = JurisdictionListSchema.parse(response.json());
    expect(body.items.map((j) => j.code)).toEqual(['CA', 'GB-EAW', 'NY', 'TX']);
    expect(body.items.find((j) => j.code === 'NY')?.minutesPerCreditHour).toBe(50);
  });

  it('lists practice areas by name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/catalog/practice-areas' });
    expect(response.statusCode).toBe(200);
    expect(PracticeAreaListSchema.parse(response.json()).items.map((a) => a.slug)).toEqual([
      'banking',
      'divorce',
      'ethics',
      'family',
    ]);
  });
});

describe('caching', () => {
  it('tags the filter lists and answers 304 to a client holding them', async () => {
    for (const url of ['/api/catalog/jurisdictions', '/api/catalog/practice-areas']) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('lists a practice area added after the list was cached', async () => {
    const slugs = async () =>
      PracticeAreaListSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/catalog/practice-areas' })).json(),
      ).items.map((area) => area.slug);
    expect(await slugs()).not.toContain('space-law');
    await t.database.db.insert(practiceAreas).values({ slug: 'space-law', name: 'Space Law' });
    let listed = await slugs();
    for (let attempt = 0; attempt < 40 && !listed.includes('space-law'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = await slugs();
    }
    expect(listed).toContain('space-law');
  });
});
