import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnterpriseQuoteSchema, ErrorBodySchema, MembershipPlanListSchema } from '@counsel/contracts';
import { membershipPlans, planPrices } from '../../db/schema/billing.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedMembershipPlans(t.database.db);
});
afterAll(async () => t.close());

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function plans(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return MembershipPlanListSchema.parse(response.json()).items;
}

async function quote(query: string) {
  const response = await get(`/api/subscription/enterprise/price?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return EnterpriseQuoteSchema.parse(response.json());
}

describe('GET /api/content/memberships', () => {
  it('lists Individual then Enterprise with their prices, monthly before annual', async () => {
    const items = await plans('/api/content/memberships');
    expect(items.map((plan) => [plan.productId, plan.kind, plan.name])).toEqual([
      ['individual', 'INDIVIDUAL', 'Individual'],
      ['enterprise', 'ENTERPRISE', 'Enterprise'],
    ]);
    const [individual, enterprise] = items;
    expect(individual?.prices).toEqual([
      {
        id: 'individual-monthly',
        interval: 'month',
        currency: 'usd',
        unitAmountCents: 2900,
        minSeats: 1,
        maxSeats: 1,
        tiers: [],
      },
      {
        id: 'individual-annual',
        interval: 'year',
        currency: 'usd',
        unitAmountCents: 29000,
        minSeats: 1,
        maxSeats: 1,
        tiers: [],
      },
    ]);
    expect(
      enterprise?.prices.map((price) => [price.id, price.unitAmountCents, price.minSeats, price.maxSeats]),
    ).toEqual([
      ['enterprise-monthly', null, 2, 1000],
      ['enterprise-annual', null, 2, 1000],
    ]);
    expect(enterprise?.prices[1]?.tiers).toEqual([
      { minSeats: 2, maxSeats: 9, unitAmountCents: 25000 },
      { minSeats: 10, maxSeats: 49, unitAmountCents: 22000 },
      { minSeats: 50, maxSeats: null, unitAmountCents: 19000 },
    ]);
    expect(enterprise?.prices[0]?.tiers.map((tier) => tier.unitAmountCents)).toEqual([2500, 2200, 1900]);
  });

  it('gives each plan its features in order, included first, with not-included ones marked', async () => {
    const [individual, enterprise] = await plans('/api/content/memberships');
    const released = { included: true, comingSoon: false };
    expect(individual?.features).toEqual([
      { text: 'Unlimited on-demand courses in every practice area', ...released },
      { text: 'Live webinars with questions to the speakers', included: true, comingSoon: true },
      { text: 'Certificates accepted by state bars, issued when you finish', ...released },
      { text: 'Credit tracking across all the jurisdictions where you are admitted', ...released },
      { text: 'Ethics, elimination-of-bias and well-being credit', ...released },
      {
        text: 'Firm administration: invite, re-invite and revoke lawyers',
        included: false,
        comingSoon: false,
      },
      { text: 'Seat management for a team, on one bill', included: false, comingSoon: false },
    ]);
    expect(enterprise?.features.every((feature) => feature.included)).toBe(true);
    expect(enterprise?.features.map((feature) => feature.text)).toEqual(
      expect.arrayContaining([
        'Firm administration: invite, re-invite and revoke lawyers',
        'Seat management for a team, on one bill',
      ]),
    );
  });

  it('says which promised features are not released yet (coming soon), on both plan routes', async () => {
    for (const url of ['/api/content/memberships', '/api/subscription']) {
      const comingSoon = (await plans(url)).map((plan) =>
        plan.features.filter((feature) => feature.comingSoon).map((feature) => feature.text),
      );
      expect(comingSoon, url).toEqual([
        ['Live webinars with questions to the speakers'],
        [
          'Live webinars with questions to the speakers',
          'Firm administration: invite, re-invite and revoke lawyers',
        ],
      ]);
    }
  });

  it('may be cached by browsers and shared caches for five minutes', async () => {
    const response = await get('/api/content/memberships');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('GET /api/subscription', () => {
  it('answers the same plans and prices a visitor can buy', async () => {
    expect(await plans('/api/subscription')).toEqual(await plans('/api/content/memberships'));
  });
});

describe('GET /api/subscription/enterprise/price', () => {
  it.each([
    [2, 'year', 25000, 2, 9, 50000],
    [9, 'year', 25000, 2, 9, 225000],
    [10, 'year', 22000, 10, 49, 220000],
    [12, 'year', 22000, 10, 49, 264000],
    [49, 'year', 22000, 10, 49, 1078000],
    [50, 'year', 19000, 50, null, 950000],
    [1000, 'year', 19000, 50, null, 19000000],
    [2, 'month', 2500, 2, 9, 5000],
    [10, 'month', 2200, 10, 49, 22000],
    [1000, 'month', 1900, 50, null, 1900000],
  ] as const)(
    '%i seats billed every %s: %i cents a seat (tier %i–%s), %i in all',
    async (seats, interval, unit, min, max, total) => {
      expect(await quote(`seats=${seats}&interval=${interval}`)).toEqual({
        priceId: interval === 'year' ? 'enterprise-annual' : 'enterprise-monthly',
        interval,
        seats,
        unitAmountCents: unit,
        tier: { minSeats: min, maxSeats: max, unitAmountCents: unit },
        totalCents: total,
        currency: 'usd',
      });
    },
  );

  it('bills yearly unless told otherwise', async () => {
    expect(await quote('seats=12')).toMatchObject({ priceId: 'enterprise-annual', interval: 'year' });
  });

  it.each([
    ['a fraction', 'seats=2.5'],
    ['one seat', 'seats=1'],
    ['zero', 'seats=0'],
    ['a negative number', 'seats=-5'],
    ['more than 1000', 'seats=1001'],
    ['a word', 'seats=abc'],
    ['an empty value', 'seats='],
    ['no seats', ''],
    ['two values', 'seats=2&seats=3'],
    ['an unknown interval', 'seats=12&interval=week'],
    ['an enormous number', `seats=${'9'.repeat(400)}`],
  ])('answers 400 VALIDATION_FAILED for %s', async (_label, query) => {
    const response = await get(`/api/subscription/enterprise/price?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
  });

  it('says which seat counts are allowed', async () => {
    const response = await get('/api/subscription/enterprise/price?seats=1001');
    const body = ErrorBodySchema.parse(response.json());
    expect(JSON.stringify(body.error.details)).toContain('At most 1000 seats');
  });
});

describe('a plan or price taken off sale', () => {
  it('disappears from the lists; a retired enterprise price answers 404 PLAN_NOT_FOUND', async () => {
    const db = t.database.db;
    await db.update(planPrices).set({ active: false }).where(eq(planPrices.id, 'enterprise-monthly'));
    try {
      const [, enterprise] = await plans('/api/subscription');
      expect(enterprise?.prices.map((price) => price.id)).toEqual(['enterprise-annual']);
      const response = await get('/api/subscription/enterprise/price?seats=12&interval=month');
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('PLAN_NOT_FOUND');
    } finally {
      await db.update(planPrices).set({ active: true }).where(eq(planPrices.id, 'enterprise-monthly'));
    }

    await db.update(planPrices).set({ active: false }).where(eq(planPrices.id, 'individual-monthly'));
    await db.update(planPrices).set({ active: false }).where(eq(planPrices.id, 'individual-annual'));
    try {
      // Content still describes the plan; nothing of it can be bought.
      expect((await plans('/api/content/memberships')).map((plan) => plan.productId)).toEqual([
        'individual',
        'enterprise',
      ]);
      expect((await plans('/api/subscription')).map((plan) => plan.productId)).toEqual(['enterprise']);
    } finally {
      await db.update(planPrices).set({ active: true }).where(eq(planPrices.id, 'individual-monthly'));
      await db.update(planPrices).set({ active: true }).where(eq(planPrices.id, 'individual-annual'));
    }

    await db.update(membershipPlans).set({ active: false }).where(eq(membershipPlans.slug, 'enterprise'));
    try {
      expect((await plans('/api/content/memberships')).map((plan) => plan.productId)).toEqual(['individual']);
      expect((await get('/api/subscription/enterprise/price?seats=12')).statusCode).toBe(404);
    } finally {
      await db.update(membershipPlans).set({ active: true }).where(eq(membershipPlans.slug, 'enterprise'));
    }
  });
});
