import { describe, expect, it } from 'vitest';
import { PaymentProviderError, type CreatePlanPriceInput } from '../payment-provider.js';
import {
  fakeStripe,
  fixture,
  SECRET_KEY,
  WEBHOOK_SECRET,
  type Route,
} from '../../../testing/stripe-test-kit.js';
import { createStripePaymentProvider } from './stripe-payment-provider.js';

/** createPlanPrice through the real SDK over a fake fetch (testing/stripe-test-kit.ts): what Stripe is sent. */

const route: Route = (request) => {
  if (request.method === 'POST' && request.path === '/v1/products') {
    return { body: { id: 'prod_TIndividual', object: 'product', active: true } };
  }
  if (request.method === 'POST' && request.path === '/v1/prices') {
    if (request.form.get('lookup_key') === 'refused')
      return { status: 404, body: fixture('error-resource-missing') };
    return { body: { id: 'price_TNew', object: 'price', lookup_key: request.form.get('lookup_key') } };
  }
  return undefined;
};

function input(overrides: Partial<CreatePlanPriceInput> = {}): CreatePlanPriceInput {
  return {
    plan: {
      id: '4f1c2b8e-0000-4000-8000-000000000001',
      slug: 'individual',
      name: 'Individual',
      description: 'For one lawyer',
      providerProductId: null,
    },
    priceId: 'individual-annual-20261125',
    interval: 'year',
    currency: 'USD',
    unitAmountCents: 34900,
    tiers: [],
    ...overrides,
  };
}

describe('StripePaymentProvider.createPlanPrice', () => {
  it('creates the product the first time, then a flat recurring price whose lookup key is our price id', async () => {
    const { stripe, sent } = fakeStripe(route);
    const adapter = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      stripe,
    });
    await expect(adapter.createPlanPrice(input())).resolves.toEqual({
      providerProductId: 'prod_TIndividual',
      providerPriceId: 'price_TNew',
    });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/products',
      'POST /v1/prices',
    ]);
    const [product, price] = sent;
    expect(product?.form.get('name')).toBe('Individual');
    expect(product?.form.get('metadata[productId]')).toBe('individual');
    expect(product?.headers.get('idempotency-key')).toBe('product:4f1c2b8e-0000-4000-8000-000000000001');
    expect(Object.fromEntries(price?.form ?? [])).toEqual({
      product: 'prod_TIndividual',
      currency: 'usd',
      'recurring[interval]': 'year',
      lookup_key: 'individual-annual-20261125',
      transfer_lookup_key: 'true',
      'metadata[priceId]': 'individual-annual-20261125',
      unit_amount: '34900',
    });
    expect(price?.headers.get('idempotency-key')).toMatch(/^price:individual-annual-20261125:[0-9a-f-]{36}$/);
  });

  it("uses the plan's product when it has one and tiers a per-seat price in volume mode", async () => {
    const { stripe, sent } = fakeStripe(route);
    const adapter = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      stripe,
    });
    await adapter.createPlanPrice(
      input({
        plan: { ...input().plan, providerProductId: 'prod_TExisting' },
        priceId: 'enterprise-monthly-20261125',
        interval: 'month',
        unitAmountCents: null,
        tiers: [
          { minSeats: 2, maxSeats: 9, unitAmountCents: 2500 },
          { minSeats: 10, maxSeats: null, unitAmountCents: 2200 },
        ],
      }),
    );
    expect(sent).toHaveLength(1);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toMatchObject({
      product: 'prod_TExisting',
      lookup_key: 'enterprise-monthly-20261125',
      'recurring[interval]': 'month',
      billing_scheme: 'tiered',
      tiers_mode: 'volume',
      'tiers[0][up_to]': '9',
      'tiers[0][unit_amount]': '2500',
      'tiers[1][up_to]': 'inf',
      'tiers[1][unit_amount]': '2200',
    });
    expect(sent[0]?.form.get('unit_amount')).toBeNull();
  });

  it('reports a refusal as a PaymentProviderError', async () => {
    const { stripe } = fakeStripe(route);
    const adapter = createStripePaymentProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      stripe,
    });
    await expect(adapter.createPlanPrice(input({ priceId: 'refused' }))).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });
});
