import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnterpriseQuoteSchema, ErrorBodySchema } from '@counsel/contracts';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Malformed quote queries, generated from a fixed seed: nothing may answer 5xx, and every 200 is a real quote. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMembershipPlans(t.database.db);
});
afterAll(async () => t.close());

function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const VALUES = [
  '',
  ' ',
  '%00',
  '%FF%FE',
  '-1',
  '0',
  '1',
  '2',
  '9',
  '10',
  '49',
  '50',
  '1000',
  '1001',
  '2.5',
  '1e3',
  '1e308',
  '-0',
  '0x10',
  'NaN',
  'Infinity',
  '9007199254740993',
  '9999999999999999999999',
  'null',
  '[]',
  '{}',
  'true',
  'year',
  'month',
  'YEAR',
  'week',
  '%27%20OR%201%3D1--',
  '%3Cscript%3E',
  '%F0%9F%98%80',
  'x'.repeat(5000),
];
const KEYS = ['seats', 'seats', 'interval', 'interval', 'junk', '__proto__', 'constructor'];

describe('membership fuzzing', () => {
  it('never answers 5xx to malformed quote queries, and every 200 adds up', async () => {
    const random = prng(20270405);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    let quoted = 0;
    for (let i = 0; i < 300; i += 1) {
      const parts: string[] = [];
      const count = 1 + Math.floor(random() * 4);
      for (let j = 0; j < count; j += 1) parts.push(`${pick(KEYS)}=${pick(VALUES)}`);
      const url = `/api/subscription/enterprise/price?${parts.join('&')}`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeLessThan(500);
      if (response.statusCode >= 400) {
        expect(ErrorBodySchema.safeParse(response.json()).success, url).toBe(true);
        continue;
      }
      const body = EnterpriseQuoteSchema.parse(response.json());
      expect(body.totalCents, url).toBe(body.seats * body.unitAmountCents);
      expect(body.seats >= 2 && body.seats <= 1000, url).toBe(true);
      quoted += 1;
    }
    expect(quoted).toBeGreaterThan(0);
  });

  it('ignores query strings on the plan lists, but refuses a NUL in them like everywhere', async () => {
    for (const path of ['/api/content/memberships', '/api/subscription']) {
      for (const query of ['?seats=abc', `?q=${'x'.repeat(5000)}`]) {
        const response = await t.app.inject({ method: 'GET', url: `${path}${query}` });
        expect(response.statusCode, `${path}${query}`).toBe(200);
      }
      const nul = await t.app.inject({ method: 'GET', url: `${path}?%00=%00` });
      expect(nul.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(nul.json()).error.code).toBe('VALIDATION_FAILED');
    }
  });
});
