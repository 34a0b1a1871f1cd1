import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JurisdictionListSchema, PracticeAreaListSchema } from '@counsel/contracts';
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
