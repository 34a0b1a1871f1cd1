import { describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-payment-provider.js';
import {
  fakeStripe,
  fixture,
  SECRET_KEY,
  WEBHOOK_SECRET,
  type Route,
} from '../../../testing/stripe-test-kit.js';

/** Expiring the other open checkouts and refunding a second membership, as the SDK sends them to Stripe. */
function adapterOver(route: Route) {
  const { stripe, sent } = fakeStripe(route);
  return {
    adapter: createStripePaymentProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, stripe }),
    sent,
  };
}

const paidInvoice = {
  id: 'in_1SSecond',
  object: 'invoice',
  status: 'paid',
  payments: {
    object: 'list',
    has_more: false,
    url: '/v1/invoice_payments',
    data: [
      {
        id: 'inpay_1SSecond',
        object: 'invoice_payment',
        amount_paid: 29000,
        currency: 'usd',
        invoice: 'in_1SSecond',
        is_default: true,
        livemode: false,
        payment: { type: 'payment_intent', payment_intent: 'pi_1SSecond' },
        status: 'paid',
      },
    ],
  },
};

describe('the Stripe adapter: one membership per person', () => {
  it('cancels a second subscription at once and refunds its paid invoice, with idempotency keys', async () => {
    const active = {
      ...fixture('subscription'),
      id: 'sub_1SSecond',
      status: 'active',
      latest_invoice: paidInvoice,
    };
    const { adapter, sent } = adapterOver((request) => {
      const key = `${request.method} ${request.path}`;
      if (key === 'GET /v1/subscriptions/sub_1SSecond') return { body: active };
      if (key === 'DELETE /v1/subscriptions/sub_1SSecond') return { body: { ...active, status: 'canceled' } };
      if (key === 'POST /v1/refunds') return { body: { id: 're_1S', object: 'refund', status: 'succeeded' } };
      return undefined;
    });
    await adapter.cancelAndRefundSubscription('sub_1SSecond');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/subscriptions/sub_1SSecond',
      'DELETE /v1/subscriptions/sub_1SSecond',
      'POST /v1/refunds',
    ]);
    expect(sent[0]?.query.get('expand[0]')).toBe('latest_invoice.payments');
    expect(sent[1]?.headers.get('idempotency-key')).toBe('duplicate-membership-cancel:sub_1SSecond');
    const refund = sent[2];
    expect(refund?.form.get('payment_intent')).toBe('pi_1SSecond');
    expect(refund?.form.get('reason')).toBe('duplicate');
    expect(refund?.headers.get('idempotency-key')).toBe('duplicate-membership-refund:inpay_1SSecond');
  });

  it('a subscription already cancelled is only refunded', async () => {
    const ended = {
      ...fixture('subscription'),
      id: 'sub_1SEnded',
      status: 'canceled',
      latest_invoice: paidInvoice,
    };
    const { adapter, sent } = adapterOver((request) => {
      if (request.method === 'GET') return { body: ended };
      if (request.path === '/v1/refunds') return { body: { id: 're_1S', object: 'refund' } };
      return undefined;
    });
    await adapter.cancelAndRefundSubscription('sub_1SEnded');
    expect(sent.map((request) => request.method)).toEqual(['GET', 'POST']);
  });

  it('expires an open checkout session and leaves a completed one alone', async () => {
    const open = { ...fixture('checkout-session-subscription-open'), id: 'cs_test_open', status: 'open' };
    const { adapter, sent } = adapterOver((request) => {
      const key = `${request.method} ${request.path}`;
      if (key === 'GET /v1/checkout/sessions/cs_test_open') return { body: open };
      if (key === 'POST /v1/checkout/sessions/cs_test_open/expire')
        return { body: { ...open, status: 'expired' } };
      if (key === 'GET /v1/checkout/sessions/cs_test_a1Subscription') {
        return { body: fixture('checkout-session-subscription-complete') };
      }
      return undefined;
    });
    expect(await adapter.expireCheckoutSession('cs_test_open')).toBe(true);
    expect(await adapter.expireCheckoutSession('cs_test_a1Subscription')).toBe(false);
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/checkout/sessions/cs_test_open',
      'POST /v1/checkout/sessions/cs_test_open/expire',
      'GET /v1/checkout/sessions/cs_test_a1Subscription',
    ]);
  });
});
