import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type CreateCheckoutInput,
  type PaymentProvider,
  type SubscriptionLineItem,
} from '../payment-provider.js';
import {
  fakeStripe,
  fixture,
  SECRET_KEY,
  WEBHOOK_SECRET,
  type Route,
  type SentRequest,
} from '../../../testing/stripe-test-kit.js';
import {
  createStripeClient,
  createStripePaymentProvider,
  DEFAULT_PRICE_CACHE_TTL_MS,
  redactSecrets,
  STRIPE_API_VERSION,
} from './stripe-payment-provider.js';

/**
 * The Stripe adapter through the real SDK: a fake `fetch` (Stripe.createFetchHttpClient) sees exactly what the SDK
 * would send to api.stripe.com (form-encoded bodies, query strings, headers) and answers with JSON shaped like
 * Stripe's (testing/stripe-fixtures/, written after the SDK's .d.ts types). No network.
 */

function provider(route: Route, options: { now?: () => number } = {}) {
  const { stripe, sent } = fakeStripe(route);
  const adapter = createStripePaymentProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    stripe,
    ...options,
  });
  return { adapter, sent };
}

/** The usual Stripe answers: the price list, checkout sessions by mode, customers, subscriptions, portal. */
const stripeApi: Route = (request) => {
  const key = `${request.method} ${request.path}`;
  if (key === 'GET /v1/prices') {
    return request.query.get('lookup_keys[0]') === 'enterprise-annual'
      ? { body: fixture('price-list') }
      : { body: fixture('price-list-empty') };
  }
  if (key === 'POST /v1/customers') return { body: fixture('customer') };
  if (key === 'POST /v1/checkout/sessions') {
    const session =
      request.form.get('mode') === 'payment'
        ? fixture('checkout-session-payment-open')
        : fixture('checkout-session-subscription-open');
    const customer = request.form.get('customer');
    return { body: customer ? { ...session, customer } : session };
  }
  if (key === 'GET /v1/checkout/sessions/cs_test_a1Subscription') {
    return { body: fixture('checkout-session-subscription-complete') };
  }
  if (key === 'GET /v1/subscriptions/sub_1SEnterprise') return { body: fixture('subscription') };
  if (key === 'POST /v1/billing_portal/sessions') return { body: fixture('portal-session') };
  if (request.method === 'GET' && /^\/v1\/(subscriptions|checkout\/sessions)\//.test(request.path)) {
    return { status: 404, body: fixture('error-resource-missing') };
  }
  return undefined;
};

function subscriptionCheckout(
  overrides: Partial<CreateCheckoutInput> = {},
  line: Partial<SubscriptionLineItem> = {},
): CreateCheckoutInput {
  return {
    intentId: 'intent-1',
    customer: {
      userId: 'user-1',
      email: 'ada@firm.example',
      name: 'Ada Lovelace',
      providerCustomerId: 'cus_TExisting',
    },
    lineItem: {
      kind: 'subscription',
      priceId: 'enterprise-annual',
      quantity: 12,
      description: 'Enterprise, annual, 12 seats',
      amountTotalCents: 540000,
      currency: 'usd',
      ...line,
    },
    successUrl: 'https://app.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://app.example/dashboard/choose-your-plan',
    metadata: { userId: 'user-1', kind: 'membership' },
    ...overrides,
  };
}

function courseCheckout(amountTotalCents = 4900): CreateCheckoutInput {
  return {
    intentId: 'intent-2',
    customer: {
      userId: 'user-1',
      email: 'ada@firm.example',
      name: 'Ada Lovelace',
      providerCustomerId: 'cus_TExisting',
    },
    lineItem: {
      kind: 'payment',
      description: 'Ethics in the Digital Age (1.5 CLE)',
      amountTotalCents,
      currency: 'USD',
    },
    successUrl: 'https://app.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'https://app.example/courses/course-7',
    metadata: { courseId: 'course-7' },
  };
}

function only(sent: SentRequest[], method: string, path: string): SentRequest {
  const matching = sent.filter((request) => request.method === method && request.path === path);
  expect(matching, `${method} ${path}`).toHaveLength(1);
  return matching[0] as SentRequest;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('createStripeClient', () => {
  it('pins the SDK API version, retries twice, times out after 20 s and sends no telemetry', async () => {
    expect(STRIPE_API_VERSION).toBe(Stripe.API_VERSION);
    const client = createStripeClient(SECRET_KEY);
    expect(client.getMaxNetworkRetries()).toBe(2);
    expect(client.getTelemetryEnabled()).toBe(false);
    const timeout: unknown = client.getApiField('timeout');
    expect(timeout).toBe(20_000);

    const headers: Headers[] = [];
    const fakeFetch = async (_input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      headers.push(new Headers(init?.headers));
      return new Response(JSON.stringify(fixture('portal-session')), {
        headers: { 'content-type': 'application/json', 'request-id': 'req_1' },
      });
    };
    const wired = createStripeClient(SECRET_KEY, Stripe.createFetchHttpClient(fakeFetch));
    await wired.billingPortal.sessions.create({ customer: 'cus_TExisting' });
    await wired.billingPortal.sessions.create({ customer: 'cus_TExisting' });
    expect(headers.map((sent) => sent.get('stripe-version'))).toEqual([
      STRIPE_API_VERSION,
      STRIPE_API_VERSION,
    ]);
    // With telemetry on, the second request would report the first one's latency.
    expect(headers[1]?.get('x-stripe-client-telemetry')).toBeNull();
  });
});

describe('Stripe payment provider', () => {
  it('is named stripe', () => {
    expect(provider(stripeApi).adapter.name).toBe('stripe');
  });

  describe('createCustomer', () => {
    it('creates the customer with the user id in metadata and the idempotency key customer:<userId>', async () => {
      const { adapter, sent } = provider(stripeApi);
      const id = await adapter.createCustomer({
        userId: 'user-1',
        email: 'ada@firm.example',
        name: 'Ada Lovelace',
      });
      expect(id).toBe('cus_TNewCustomer');
      const request = only(sent, 'POST', '/v1/customers');
      expect(Object.fromEntries(request.form)).toEqual({
        email: 'ada@firm.example',
        name: 'Ada Lovelace',
        'metadata[userId]': 'user-1',
      });
      expect(request.headers.get('idempotency-key')).toBe('customer:user-1');
      expect(request.headers.get('authorization')).toBe(`Bearer ${SECRET_KEY}`);
    });
  });

  describe('createCheckoutSession: subscription', () => {
    it('resolves our price id as a lookup key (active, product expanded) and sends the subscription session', async () => {
      const { adapter, sent } = provider(stripeApi);
      const created = await adapter.createCheckoutSession(subscriptionCheckout());
      expect(created).toEqual({
        sessionId: 'cs_test_a1Subscription',
        url: 'https://checkout.stripe.com/c/pay/cs_test_a1Subscription#fidkdWxOYHwnPyd1blpxYHZxWjA0',
        customerId: 'cus_TExisting',
      });

      const lookup = only(sent, 'GET', '/v1/prices');
      expect(Object.fromEntries(lookup.query)).toEqual({
        'lookup_keys[0]': 'enterprise-annual',
        active: 'true',
        'expand[0]': 'data.product',
      });

      const session = only(sent, 'POST', '/v1/checkout/sessions');
      expect(Object.fromEntries(session.form)).toEqual({
        mode: 'subscription',
        customer: 'cus_TExisting',
        client_reference_id: 'intent-1',
        'line_items[0][price]': 'price_1SEnterpriseAnnual',
        'line_items[0][quantity]': '12',
        'subscription_data[metadata][userId]': 'user-1',
        'subscription_data[metadata][kind]': 'membership',
        'subscription_data[metadata][intentId]': 'intent-1',
        'metadata[userId]': 'user-1',
        'metadata[kind]': 'membership',
        'metadata[intentId]': 'intent-1',
        success_url: 'https://app.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.example/dashboard/choose-your-plan',
      });
      expect(session.headers.get('idempotency-key')).toBe('checkout:intent-1');
      expect(sent.some((request) => request.path === '/v1/customers')).toBe(false);
    });

    it('caches a resolved lookup key for a few minutes, then looks it up again', async () => {
      let clock = 1_000_000;
      const { adapter, sent } = provider(stripeApi, { now: () => clock });
      const lookups = () => sent.filter((request) => request.path === '/v1/prices').length;

      // Two checkouts at once on a cold cache share one lookup; a third reuses it.
      await Promise.all([
        adapter.createCheckoutSession(subscriptionCheckout({ intentId: 'intent-a' })),
        adapter.createCheckoutSession(subscriptionCheckout({ intentId: 'intent-b' })),
      ]);
      await adapter.createCheckoutSession(subscriptionCheckout({ intentId: 'intent-c' }));
      expect(lookups()).toBe(1);

      clock += DEFAULT_PRICE_CACHE_TTL_MS - 1;
      await adapter.createCheckoutSession(subscriptionCheckout({ intentId: 'intent-d' }));
      expect(lookups()).toBe(1);

      clock += 2;
      await adapter.createCheckoutSession(subscriptionCheckout({ intentId: 'intent-e' }));
      expect(lookups()).toBe(2);
      const sessions = sent.filter((request) => request.path === '/v1/checkout/sessions');
      expect(sessions.map((request) => request.form.get('line_items[0][price]'))).toEqual(
        Array(5).fill('price_1SEnterpriseAnnual'),
      );
    });

    it('refuses a price id Stripe does not know, creates no session and does not cache the miss', async () => {
      const { adapter, sent } = provider(stripeApi);
      const input = subscriptionCheckout({}, { priceId: 'gold-monthly' });
      const error = await rejection(adapter.createCheckoutSession(input));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).message).toMatch(/gold-monthly/);
      expect((error as PaymentProviderError).notFound).toBe(false);
      await expect(adapter.createCheckoutSession(input)).rejects.toThrow(PaymentProviderError);
      expect(sent.filter((request) => request.path === '/v1/prices')).toHaveLength(2);
      expect(sent.some((request) => request.path === '/v1/checkout/sessions')).toBe(false);
    });

    it('refuses a seat count that is not a whole number of at least 1 before calling Stripe', async () => {
      const { adapter, sent } = provider(stripeApi);
      for (const quantity of [0, 2.5, -3]) {
        await expect(
          adapter.createCheckoutSession(subscriptionCheckout({}, { quantity })),
          String(quantity),
        ).rejects.toThrow(PaymentProviderError);
      }
      expect(sent).toHaveLength(0);
    });

    it('creates the Stripe customer first (idempotently) when the user has none, and returns its id', async () => {
      const { adapter, sent } = provider(stripeApi);
      const base = subscriptionCheckout();
      const created = await adapter.createCheckoutSession({
        ...base,
        customer: { ...base.customer, providerCustomerId: null },
      });
      expect(created.customerId).toBe('cus_TNewCustomer');
      expect(only(sent, 'POST', '/v1/customers').headers.get('idempotency-key')).toBe('customer:user-1');
      expect(only(sent, 'POST', '/v1/checkout/sessions').form.get('customer')).toBe('cus_TNewCustomer');
    });
  });

  describe('createCheckoutSession: one course', () => {
    it('sends a payment-mode session with an ad-hoc price in integer cents', async () => {
      const { adapter, sent } = provider(stripeApi);
      const created = await adapter.createCheckoutSession(courseCheckout());
      expect(created).toEqual({
        sessionId: 'cs_test_b2Payment',
        url: 'https://checkout.stripe.com/c/pay/cs_test_b2Payment#fidkdWxOYHwnPyd1blpxYHZxWjA0',
        customerId: 'cus_TExisting',
      });
      const session = only(sent, 'POST', '/v1/checkout/sessions');
      expect(Object.fromEntries(session.form)).toEqual({
        mode: 'payment',
        customer: 'cus_TExisting',
        client_reference_id: 'intent-2',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '4900',
        'line_items[0][price_data][product_data][name]': 'Ethics in the Digital Age (1.5 CLE)',
        'line_items[0][quantity]': '1',
        'payment_intent_data[metadata][courseId]': 'course-7',
        'payment_intent_data[metadata][intentId]': 'intent-2',
        'metadata[courseId]': 'course-7',
        'metadata[intentId]': 'intent-2',
        success_url: 'https://app.example/payment/success?session_id={CHECKOUT_SESSION_ID}',
        cancel_url: 'https://app.example/courses/course-7',
      });
      expect(session.headers.get('idempotency-key')).toBe('checkout:intent-2');
      expect(sent.some((request) => request.path === '/v1/prices')).toBe(false);
    });

    it('refuses an amount that is not a whole number of cents above zero before calling Stripe', async () => {
      const { adapter, sent } = provider(stripeApi);
      for (const cents of [49.5, 0, -100]) {
        await expect(adapter.createCheckoutSession(courseCheckout(cents)), String(cents)).rejects.toThrow(
          PaymentProviderError,
        );
      }
      expect(sent).toHaveLength(0);
    });
  });

  describe('retrieveCheckoutSession', () => {
    it('maps a completed subscription session', async () => {
      const { adapter, sent } = provider(stripeApi);
      const session = await adapter.retrieveCheckoutSession('cs_test_a1Subscription');
      expect(session).toEqual({
        id: 'cs_test_a1Subscription',
        mode: 'subscription',
        status: 'complete',
        paid: true,
        customerId: 'cus_TExisting',
        subscriptionId: 'sub_1SEnterprise',
        paymentId: null,
        clientReferenceId: 'intent-1',
        amountTotalCents: 540000,
        currency: 'usd',
        metadata: { intentId: 'intent-1', userId: 'user-1', kind: 'membership' },
      });
      expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v1/checkout/sessions/cs_test_a1Subscription',
      ]);
    });

    it('maps expanded customer and subscription objects to their ids', async () => {
      const { adapter } = provider(() => ({
        body: {
          ...fixture('checkout-session-subscription-complete'),
          customer: fixture('customer'),
          subscription: fixture('subscription'),
        },
      }));
      const session = await adapter.retrieveCheckoutSession('cs_test_a1Subscription');
      expect(session.customerId).toBe('cus_TNewCustomer');
      expect(session.subscriptionId).toBe('sub_1SEnterprise');
    });

    it('names the payment of a paid session in payment mode (a refund names it too)', async () => {
      const { adapter } = provider(() => ({
        body: {
          ...fixture('checkout-session-payment-open'),
          status: 'complete',
          payment_status: 'paid',
          payment_intent: 'pi_3SCourse',
        },
      }));
      const session = await adapter.retrieveCheckoutSession('cs_test_b2Payment');
      expect(session).toMatchObject({ mode: 'payment', paid: true, paymentId: 'pi_3SCourse' });
    });

    it('answers an unknown session with PaymentProviderError(notFound)', async () => {
      const { adapter } = provider(stripeApi);
      const error = await rejection(adapter.retrieveCheckoutSession('cs_test_missing'));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).notFound).toBe(true);
    });
  });

  describe('retrieveSubscription', () => {
    it('maps the subscription with seats, price lookup key and the item-level current_period_end', async () => {
      const { adapter } = provider(stripeApi);
      const subscription = await adapter.retrieveSubscription('sub_1SEnterprise');
      expect(subscription).toEqual({
        id: 'sub_1SEnterprise',
        customerId: 'cus_TExisting',
        status: 'ACTIVE',
        priceId: 'enterprise-annual',
        quantity: 12,
        currentPeriodEnd: new Date(1824536000 * 1000),
        cancelAtPeriodEnd: true,
        canceledAt: new Date(1795000000 * 1000),
        metadata: { intentId: 'intent-1', userId: 'user-1', kind: 'membership' },
      });
    });

    it('reads a not-cancelled subscription, and a cancel_at set at the period end as cancel at period end', async () => {
      const base = fixture('subscription');
      const answers = [
        { ...base, cancel_at_period_end: false, canceled_at: null },
        { ...base, cancel_at_period_end: false, cancel_at: 1824536000 },
        { ...base, cancel_at_period_end: false, cancel_at: 1800000000 },
      ];
      const { adapter } = provider(() => ({ body: answers.shift() }));
      const active = await adapter.retrieveSubscription('sub_1SEnterprise');
      expect(active.cancelAtPeriodEnd).toBe(false);
      expect(active.canceledAt).toBeNull();
      expect((await adapter.retrieveSubscription('sub_1SEnterprise')).cancelAtPeriodEnd).toBe(true);
      expect((await adapter.retrieveSubscription('sub_1SEnterprise')).cancelAtPeriodEnd).toBe(false);
    });

    it('answers a Stripe 404 (resource_missing) with PaymentProviderError(notFound)', async () => {
      const { adapter } = provider(stripeApi);
      const error = await rejection(adapter.retrieveSubscription('sub_missing'));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).notFound).toBe(true);
      expect((error as PaymentProviderError).message).toMatch(/resource_missing/);
    });

    it('answers any other Stripe error with PaymentProviderError whose message carries no secret', async () => {
      const { adapter } = provider(() => ({ status: 401, body: fixture('error-invalid-api-key') }));
      const error = await rejection(adapter.retrieveSubscription('sub_1SEnterprise'));
      expect(error).toBeInstanceOf(PaymentProviderError);
      const { message, notFound } = error as PaymentProviderError;
      expect(notFound).toBe(false);
      expect(message).toMatch(/HTTP 401/);
      expect(message).not.toMatch(/sk_test|sk_live/);
      expect(message).not.toContain(SECRET_KEY);
    });

    it('answers a network failure with PaymentProviderError', async () => {
      const stripe = new Stripe(SECRET_KEY, {
        httpClient: Stripe.createFetchHttpClient(() => Promise.reject(new TypeError('fetch failed'))),
        maxNetworkRetries: 0,
      });
      const adapter = createStripePaymentProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        stripe,
      });
      const error = await rejection(adapter.retrieveSubscription('sub_1SEnterprise'));
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).notFound).toBe(false);
    });
  });

  describe('createPortalSession', () => {
    it("opens Stripe's customer portal for the customer with our return URL", async () => {
      const { adapter, sent } = provider(stripeApi);
      const portal = await adapter.createPortalSession({
        customerId: 'cus_TExisting',
        returnUrl: 'https://app.example/settings',
      });
      expect(portal).toEqual({ url: 'https://billing.stripe.com/p/session/test_YWNjdF8xU1BvcnRhbA' });
      const request = only(sent, 'POST', '/v1/billing_portal/sessions');
      expect(Object.fromEntries(request.form)).toEqual({
        customer: 'cus_TExisting',
        return_url: 'https://app.example/settings',
      });
    });
  });

  describe('parseEvent', () => {
    const payload = JSON.stringify(fixture('event-checkout-session-completed'));
    const now = () => Math.floor(Date.now() / 1000);
    const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? now(),
      });
    const adapter: PaymentProvider = provider(stripeApi).adapter;

    it('accepts a correctly signed delivery and says what it means to the product', () => {
      expect(adapter.parseEvent(Buffer.from(payload), sign(payload))).toEqual({
        id: 'evt_1SCheckoutCompleted',
        providerType: 'checkout.session.completed',
        event: { type: 'checkout-completed', sessionId: 'cs_test_a1Subscription' },
      });
    });

    it('accepts a signature four minutes old', () => {
      const header = sign(payload, { timestamp: now() - 240 });
      expect(adapter.parseEvent(Buffer.from(payload), header).id).toBe('evt_1SCheckoutCompleted');
    });

    it('refuses a tampered body', () => {
      const header = sign(payload);
      const tampered = payload.replace('"amount_total":540000', '"amount_total":1');
      expect(tampered).not.toBe(payload);
      expect(() => adapter.parseEvent(Buffer.from(tampered), header)).toThrow(PaymentSignatureError);
    });

    it('refuses a delivery signed with another secret', () => {
      const header = sign(payload, { secret: 'whsec_someone_else' });
      expect(() => adapter.parseEvent(Buffer.from(payload), header)).toThrow(PaymentSignatureError);
    });

    it('refuses a stale timestamp (more than 300 s old)', () => {
      const header = sign(payload, { timestamp: now() - 301 });
      expect(() => adapter.parseEvent(Buffer.from(payload), header)).toThrow(PaymentSignatureError);
    });

    it('refuses a missing or malformed header and a signed body that is not JSON', () => {
      for (const header of ['', 'garbage', 't=1,v1=']) {
        expect(() => adapter.parseEvent(Buffer.from(payload), header), header).toThrow(PaymentSignatureError);
      }
      const notJson = '{"id":"evt_1",';
      expect(() => adapter.parseEvent(Buffer.from(notJson), sign(notJson))).toThrow(PaymentSignatureError);
      const notAnEvent = '{"hello":"world"}';
      expect(() => adapter.parseEvent(Buffer.from(notAnEvent), sign(notAnEvent))).toThrow(
        PaymentSignatureError,
      );
    });
  });
});

describe('redactSecrets', () => {
  it('masks Stripe keys and webhook secrets', () => {
    expect(redactSecrets(`Invalid API Key provided: ${SECRET_KEY}; also ${WEBHOOK_SECRET}`)).toBe(
      'Invalid API Key provided: [redacted]; also [redacted]',
    );
    expect(redactSecrets('No such price: price_123')).toBe('No such price: price_123');
  });
});
