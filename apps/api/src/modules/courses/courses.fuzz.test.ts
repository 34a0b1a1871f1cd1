import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@counsel/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { seedCatalogFixtures } from '../../testing/catalog-fixtures.js';

/** Malformed and oversized catalog input, generated from a fixed seed: nothing may answer 5xx. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogFixtures(t.database.db);
});
afterAll(async () => t.close());

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const NASTY_VALUES = [
  '',
  ' ',
  '%00',
  'a%00b',
  '%FF%FE',
  '%E0%A4%A',
  '-1',
  '0',
  '1e308',
  'NaN',
  'Infinity',
  '9999999999999999999999',
  '1.5',
  'null',
  'undefined',
  '[]',
  '{}',
  '%27%20OR%201%3D1--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'CLE',
  'ETHICS',
  'NY',
  'ny',
  'GB-EAW',
  'family',
  'divorc%C3%A9',
  '%F0%9F%98%80',
  '\\',
  '%25%25%25',
  '_',
  'x'.repeat(5000),
  encodeURIComponent('a,'.repeat(500)),
];
const KEYS = [
  'type',
  'currentPage',
  'pageSize',
  'states',
  'practiceAreas',
  'category',
  'q',
  'format',
  'sort',
  'junk',
  '__proto__',
];

describe('catalog fuzzing', () => {
  it('never answers 5xx to malformed list queries', async () => {
    const random = prng(20261121);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    for (let i = 0; i < 300; i += 1) {
      const parts: string[] = [];
      const count = 1 + Math.floor(random() * 5);
      for (let j = 0; j < count; j += 1) parts.push(`${pick(KEYS)}=${pick(NASTY_VALUES)}`);
      const url = `/api/courses?${parts.join('&')}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400)
        expect(ErrorBodySchema.safeParse(response.json()).success, url).toBe(true);
    }
  });

  it('never answers 5xx to malformed course ids', async () => {
    for (const value of [...NASTY_VALUES, 'x'.repeat(300), '..%2F..%2Fetc%2Fpasswd', '%2e%2e']) {
      const url = `/api/courses/${value}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('never answers 5xx to a flood of repeated parameters', async () => {
    const url = `/api/courses?${Array.from({ length: 2000 }, (_, i) => `states=S${i % 10}`).join('&')}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
  });
});
