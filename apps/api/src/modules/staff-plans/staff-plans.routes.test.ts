import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MembershipPlanListSchema,
  StaffAuditPageSchema,
  StaffPlanListSchema,
  StaffPlanSchema,
  type StaffPlan,
} from '@counsel/contracts';
import { membershipPlans, planPrices, subscriptions } from '../../db/schema/billing.js';
import { seedMembershipPlans } from '../../seed/seed-memberships.js';
import { createStripePaymentProvider } from '../../integrations/payments/stripe/stripe-payment-provider.js';
import { createVerifiedUser } from '../../testing/identity-helpers.js';
import { createStaffMember, type TestStaffMember } from '../../testing/staff-fixtures.js';
import { fakeStripe, SECRET_KEY, WEBHOOK_SECRET, type Route } from '../../testing/stripe-test-kit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

const APP_URL = 'http://counsel.test';
const UNKNOWN_PLAN = '00000000-0000-4000-8000-000000000000';

function today(): string {
  return new Date().toISOString().slice(0, 10).replaceAll('-', '');
}

const ENTERPRISE_TIERS = [
  { minSeats: 2, maxSeats: 9, unitAmountCents: 2700 },
  { minSeats: 10, maxSeats: 49, unitAmountCents: 2400 },
  { minSeats: 50, maxSeats: null, unitAmountCents: 2100 },
];

async function setUp(overrides: Parameters<typeof createTestApp>[1] = {}) {
  const t = await createTestApp({ APP_URL }, overrides);
  await seedMembershipPlans(t.database.db);
  const staff = await createStaffMember(t, APP_URL);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
  const plans = async () => StaffPlanListSchema.parse((await call('GET', '/api/staff/plans')).json()).plans;
  const plan = async (productId: string): Promise<StaffPlan> => {
    const found = (await plans()).find((candidate) => candidate.productId === productId);
    if (!found) throw new Error(`no plan ${productId}`);
    return found;
  };
  return { t, staff, call, plans, plan };
}

describe('plans and prices in the sandbox', () => {
  let t: TestApp;
  let staff: TestStaffMember;
  let call: Awaited<ReturnType<typeof setUp>>['call'];
  let plan: Awaited<ReturnType<typeof setUp>>['plan'];
  let lawyer = { authorization: '' };

  beforeAll(async () => {
    ({ t, staff, call, plan } = await setUp());
    const session = await createVerifiedUser(t.app, t.database.db, APP_URL, {
      fullName: 'Ada Holder',
      email: 'ada.holder@example.com',
      password: 'quiet-harbour-lantern-58',
    });
    lawyer = { authorization: `Bearer ${session.token}` };
    // A subscriber on the current annual price.
    const holder = await createVerifiedUser(t.app, t.database.db, APP_URL, {
      fullName: 'Grace Subscriber',
      email: 'grace.subscriber@example.com',
      password: 'quiet-harbour-lantern-58',
    });
    await t.database.db.insert(subscriptions).values({
      userId: decodeJwt(holder.token).sub ?? '',
      provider: 'sandbox',
      providerSubscriptionId: 'sub_sandbox_holder',
      providerCustomerId: 'cus_sandbox_holder',
      priceId: 'individual-annual',
      status: 'ACTIVE',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('lists every plan with its features, prices on sale and subscriber counts', async () => {
    const individual = await plan('individual');
    expect(individual).toMatchObject({
      kind: 'INDIVIDUAL',
      active: true,
      stripeProductId: null,
      replacedPrices: [],
    });
    expect(individual.features.length).toBeGreaterThan(0);
    expect(individual.prices.map((price) => [price.id, price.subscriberCount])).toEqual([
      ['individual-monthly', 0],
      ['individual-annual', 1],
    ]);
    const enterprise = await plan('enterprise');
    expect(enterprise.prices[0]?.tiers).toHaveLength(3);
  });

  it('replaces a price by a new one: the subscriber keeps the old, checkout sells only the new', async () => {
    const individual = await plan('individual');
    const response = await call('POST', `/api/staff/plans/${individual.id}/prices`, {
      interval: 'year',
      unitAmountCents: 34900,
    });
    expect(response.statusCode, response.body).toBe(201);
    const updated = StaffPlanSchema.parse(response.json());
    const newId = `individual-annual-${today()}`;
    expect(updated.prices.map((price) => price.id)).toEqual(['individual-monthly', newId]);
    expect(updated.prices[1]).toMatchObject({
      unitAmountCents: 34900,
      currency: 'usd',
      active: true,
      subscriberCount: 0,
    });
    expect(updated.replacedPrices).toEqual([
      expect.objectContaining({
        id: 'individual-annual',
        active: false,
        replacedById: newId,
        subscriberCount: 1,
      }),
    ]);

    // The subscription still holds the old price.
    const [held] = await t.database.db
      .select({ priceId: subscriptions.priceId })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_sandbox_holder'));
    expect(held?.priceId).toBe('individual-annual');

    // The public plans offer the new price only.
    const publicPlans = MembershipPlanListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/subscription' })).json(),
    );
    const ids = publicPlans.items.flatMap((item) => item.prices.map((price) => price.id));
    expect(ids).toContain(newId);
    expect(ids).not.toContain('individual-annual');

    // Checkout refuses the old price id as it refuses an unknown one, and takes the new one.
    const checkout = (priceId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscription/checkout',
        headers: lawyer,
        payload: { priceId },
      });
    const old = await checkout('individual-annual');
    const unknown = await checkout('no-such-price');
    expect(old.statusCode).toBe(unknown.statusCode);
    expect(old.json()).toMatchObject({
      error: { code: unknown.json<{ error: { code: string } }>().error.code },
    });
    expect(old.statusCode).toBe(404);
    const fresh = await checkout(newId);
    expect(fresh.statusCode, fresh.body).toBe(200);

    const log = StaffAuditPageSchema.parse(
      (await call('GET', `/api/staff/audit-log?action=price.create&subjectId=${individual.id}`)).json(),
    );
    expect(log.entries[0]).toMatchObject({
      actorEmail: staff.email,
      before: { priceId: 'individual-annual', unitAmountCents: 29000 },
      after: { priceId: newId, unitAmountCents: 34900 },
    });
  });

  it('names a second new price of the same day with a suffix, and it replaces the first', async () => {
    const individual = await plan('individual');
    const response = await call('POST', `/api/staff/plans/${individual.id}/prices`, {
      interval: 'year',
      unitAmountCents: 33900,
    });
    expect(response.statusCode, response.body).toBe(201);
    const updated = StaffPlanSchema.parse(response.json());
    expect(updated.prices[1]?.id).toBe(`individual-annual-${today()}-2`);
    expect(updated.replacedPrices.map((price) => price.id).sort()).toEqual(
      ['individual-annual', `individual-annual-${today()}`].sort(),
    );
  });

  it('creates a tiered enterprise price', async () => {
    const enterprise = await plan('enterprise');
    const response = await call('POST', `/api/staff/plans/${enterprise.id}/prices`, {
      interval: 'month',
      minSeats: 2,
      maxSeats: 1000,
      tiers: ENTERPRISE_TIERS,
    });
    expect(response.statusCode, response.body).toBe(201);
    const updated = StaffPlanSchema.parse(response.json());
    const created = updated.prices.find((price) => price.interval === 'month');
    expect(created).toMatchObject({
      id: `enterprise-monthly-${today()}`,
      unitAmountCents: null,
      tiers: ENTERPRISE_TIERS,
    });
    const quote = await t.app.inject({
      method: 'GET',
      url: '/api/subscription/enterprise/price?seats=12&interval=month',
    });
    expect(quote.json()).toMatchObject({ priceId: `enterprise-monthly-${today()}`, unitAmountCents: 2400 });
  });

  it('refuses a price that does not fit its plan, changing nothing', async () => {
    const individual = await plan('individual');
    const enterprise = await plan('enterprise');
    const before = await t.database.db
      .select({ id: planPrices.id, active: planPrices.active })
      .from(planPrices);
    const cases: [string, object, string, RegExp][] = [
      [individual.id, { interval: 'month', unitAmountCents: -1 }, 'VALIDATION_FAILED', /not valid/],
      [individual.id, { interval: 'month', unitAmountCents: 12.5 }, 'VALIDATION_FAILED', /not valid/],
      [individual.id, { interval: 'month' }, 'PLAN_PRICE_INVALID', /needs its amount/],
      [
        individual.id,
        { interval: 'month', unitAmountCents: 100, tiers: ENTERPRISE_TIERS },
        'PLAN_PRICE_INVALID',
        /not tiers/,
      ],
      [enterprise.id, { interval: 'year', unitAmountCents: 100 }, 'PLAN_PRICE_INVALID', /per seat/],
      [enterprise.id, { interval: 'year', tiers: ENTERPRISE_TIERS }, 'PLAN_PRICE_INVALID', /seat range/],
      [
        enterprise.id,
        { interval: 'year', minSeats: 2, maxSeats: 1000, tiers: ENTERPRISE_TIERS.slice(1) },
        'PLAN_PRICE_INVALID',
        /first tier must start at 2/,
      ],
      [
        enterprise.id,
        {
          interval: 'year',
          minSeats: 2,
          maxSeats: 1000,
          tiers: [ENTERPRISE_TIERS[0], { minSeats: 11, maxSeats: null, unitAmountCents: 1 }],
        },
        'PLAN_PRICE_INVALID',
        /Tier 2 must start at 10/,
      ],
      [
        enterprise.id,
        { interval: 'year', minSeats: 2, maxSeats: 1000, tiers: ENTERPRISE_TIERS.slice(0, 2) },
        'PLAN_PRICE_INVALID',
        /last tier must be open-ended/,
      ],
      [
        enterprise.id,
        { interval: 'year', minSeats: 2, maxSeats: 1000, tiers: [] },
        'PLAN_PRICE_INVALID',
        /at least one tier/,
      ],
      [enterprise.id, { interval: 'week', tiers: [] }, 'VALIDATION_FAILED', /not valid/],
    ];
    for (const [planId, body, code, message] of cases) {
      const response = await call('POST', `/api/staff/plans/${planId}/prices`, body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
      const error = response.json<{ error: { code: string; message: string } }>().error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
    }
    const unknown = await call('POST', `/api/staff/plans/${UNKNOWN_PLAN}/prices`, {
      interval: 'month',
      unitAmountCents: 100,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'PLAN_NOT_FOUND' } });
    const after = await t.database.db
      .select({ id: planPrices.id, active: planPrices.active })
      .from(planPrices);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(after).toHaveLength(before.length);
  });

  it('edits a plan and its features in place, audited', async () => {
    const individual = await plan('individual');
    const features = [
      { text: 'Certificates accepted by state bars', included: true, comingSoon: false },
      { text: 'Live webinars', included: true, comingSoon: true },
      { text: 'Firm administration', included: false, comingSoon: false },
    ];
    const response = await call('PUT', `/api/staff/plans/${individual.id}`, {
      name: 'Individual Plus',
      description: 'For one lawyer.',
      active: true,
      features,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(StaffPlanSchema.parse(response.json())).toMatchObject({ name: 'Individual Plus', features });

    const content = MembershipPlanListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/content/memberships' })).json(),
    );
    const shown = content.items.find((item) => item.productId === 'individual');
    expect(shown?.name).toBe('Individual Plus');
    expect(shown?.features.map((feature) => feature.text)).toEqual(features.map((feature) => feature.text));

    const log = StaffAuditPageSchema.parse(
      (await call('GET', `/api/staff/audit-log?action=plan.update&subjectId=${individual.id}`)).json(),
    );
    expect(log.entries[0]).toMatchObject({
      actorEmail: staff.email,
      before: { name: individual.name },
      after: { name: 'Individual Plus', features },
    });
  });

  it('refuses features that cannot be sold, and an unknown plan, changing nothing', async () => {
    const individual = await plan('individual');
    const body = (features: object[]) => ({ name: 'X', description: 'Y', active: true, features });
    for (const [features, code, message] of [
      [[{ text: 'Nothing', included: false }], 'PLAN_FEATURES_INVALID', /at least one included/],
      [
        [
          { text: 'Something', included: true },
          { text: 'Later', included: false, comingSoon: true },
        ],
        'PLAN_FEATURES_INVALID',
        /cannot be coming soon/,
      ],
      [[], 'VALIDATION_FAILED', /not valid/],
      [[{ text: '   ', included: true }], 'VALIDATION_FAILED', /not valid/],
    ] as const) {
      const response = await call('PUT', `/api/staff/plans/${individual.id}`, body([...features]));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ error: { code: string; message: string } }>().error).toMatchObject({ code });
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
    const missing = await call(
      'PUT',
      `/api/staff/plans/${UNKNOWN_PLAN}`,
      body([{ text: 'A', included: true }]),
    );
    expect(missing.statusCode).toBe(404);
    expect((await plan('individual')).name).toBe(individual.name);
  });

  it('is for staff only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/plans', headers: lawyer });
    expect(response.statusCode).toBe(403);
  });
});

describe('plans and prices with Stripe', () => {
  let t: TestApp;
  let call: Awaited<ReturnType<typeof setUp>>['call'];
  let plan: Awaited<ReturnType<typeof setUp>>['plan'];
  let failPrices = false;
  const route: Route = (request) => {
    if (request.method === 'POST' && request.path === '/v1/products') {
      return {
        body: { id: 'prod_TEnterprise', object: 'product', active: true, name: request.form.get('name') },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/prices') {
      if (failPrices)
        return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } };
      return {
        body: {
          id: `price_${request.form.get('lookup_key') ?? ''}`,
          object: 'price',
          lookup_key: request.form.get('lookup_key'),
          type: 'recurring',
        },
      };
    }
    return undefined;
  };
  const { stripe, sent } = fakeStripe(route);

  beforeAll(async () => {
    ({ t, call, plan } = await setUp({
      paymentProvider: createStripePaymentProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        stripe,
      }),
    }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('creates the product once and the tiered price with our price id as lookup key, then stores it', async () => {
    const enterprise = await plan('enterprise');
    const response = await call('POST', `/api/staff/plans/${enterprise.id}/prices`, {
      interval: 'year',
      minSeats: 2,
      maxSeats: 1000,
      tiers: ENTERPRISE_TIERS,
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = `enterprise-annual-${today()}`;
    expect(StaffPlanSchema.parse(response.json())).toMatchObject({ stripeProductId: 'prod_TEnterprise' });

    const products = sent.filter((request) => request.path === '/v1/products');
    expect(products).toHaveLength(1);
    expect(products[0]?.form.get('name')).toBe('Enterprise');
    const [price] = sent.filter((request) => request.path === '/v1/prices');
    expect(Object.fromEntries(price?.form ?? [])).toMatchObject({
      product: 'prod_TEnterprise',
      lookup_key: id,
      transfer_lookup_key: 'true',
      currency: 'usd',
      'recurring[interval]': 'year',
      billing_scheme: 'tiered',
      tiers_mode: 'volume',
      'tiers[0][up_to]': '9',
      'tiers[0][unit_amount]': '2700',
      'tiers[2][up_to]': 'inf',
      'tiers[2][unit_amount]': '2100',
    });
    expect(price?.headers.get('idempotency-key')).toMatch(new RegExp(`^price:${id}:`));

    // The next price of the plan reuses its product.
    const next = await call('POST', `/api/staff/plans/${enterprise.id}/prices`, {
      interval: 'month',
      minSeats: 2,
      maxSeats: 1000,
      tiers: ENTERPRISE_TIERS,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(sent.filter((request) => request.path === '/v1/products')).toHaveLength(1);
    const second = sent.filter((request) => request.path === '/v1/prices')[1];
    expect(second?.form.get('product')).toBe('prod_TEnterprise');
  });

  it('creates a flat individual price with its unit amount', async () => {
    const individual = await plan('individual');
    const response = await call('POST', `/api/staff/plans/${individual.id}/prices`, {
      interval: 'month',
      unitAmountCents: 3100,
    });
    expect(response.statusCode, response.body).toBe(201);
    const price = sent.filter((request) => request.path === '/v1/prices').at(-1);
    expect(price?.form.get('lookup_key')).toBe(`individual-monthly-${today()}`);
    expect(price?.form.get('unit_amount')).toBe('3100');
    expect(price?.form.get('billing_scheme')).toBeNull();
  });

  it('stores nothing when Stripe fails: 503', async () => {
    failPrices = true;
    const individual = await plan('individual');
    const response = await call('POST', `/api/staff/plans/${individual.id}/prices`, {
      interval: 'year',
      unitAmountCents: 30000,
    });
    failPrices = false;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    const after = await plan('individual');
    expect(after.prices.map((price) => price.id)).toEqual([
      `individual-monthly-${today()}`,
      'individual-annual',
    ]);
    const [row] = await t.database.db
      .select({ stripeProductId: membershipPlans.stripeProductId })
      .from(membershipPlans)
      .where(eq(membershipPlans.slug, 'individual'));
    expect(row?.stripeProductId).toBe('prod_TEnterprise');
  });
});
