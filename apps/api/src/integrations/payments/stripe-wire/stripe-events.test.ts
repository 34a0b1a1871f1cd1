import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { parseStripeEvent } from './stripe-events.js';

const SECRET = 'whsec_stripe_events_test_0123456789';

function parse(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type,
    created: 1793000100,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return parseStripeEvent(Buffer.from(payload), header, SECRET).event;
}

describe("Stripe's events as product events", () => {
  it.each([
    ['checkout.session.completed', { id: 'cs_1' }, { type: 'checkout-completed', sessionId: 'cs_1' }],
    [
      'checkout.session.async_payment_succeeded',
      { id: 'cs_1' },
      { type: 'checkout-completed', sessionId: 'cs_1' },
    ],
    [
      'checkout.session.expired',
      { client_reference_id: 'intent-1' },
      { type: 'checkout-failed', intentId: 'intent-1' },
    ],
    [
      'checkout.session.async_payment_failed',
      { client_reference_id: 'i' },
      { type: 'checkout-failed', intentId: 'i' },
    ],
    [
      'customer.subscription.deleted',
      { id: 'sub_1' },
      { type: 'subscription-changed', subscriptionId: 'sub_1' },
    ],
    [
      'invoice.paid',
      { amount_paid: 2900, currency: 'usd', parent: { subscription_details: { subscription: 'sub_1' } } },
      { type: 'invoice-paid', subscriptionId: 'sub_1', amountCents: 2900, currency: 'usd' },
    ],
    [
      'invoice.payment_failed',
      { amount_due: 2900, currency: 'eur', subscription: 'sub_2', parent: null },
      { type: 'invoice-failed', subscriptionId: 'sub_2', amountCents: 2900, currency: 'eur' },
    ],
    ['invoice.paid', { amount_paid: 100, parent: null }, { type: 'ignored' }],
    ['checkout.session.completed', {}, { type: 'ignored' }],
    [
      'charge.refunded',
      { id: 'ch_1', payment_intent: 'pi_1', amount: 4900, amount_refunded: 4900, refunded: true },
      { type: 'refunded', paymentId: 'pi_1' },
    ],
    [
      'charge.refunded',
      { id: 'ch_1', payment_intent: { id: 'pi_2', object: 'payment_intent' }, refunded: true },
      { type: 'refunded', paymentId: 'pi_2' },
    ],
    [
      'charge.refunded',
      { id: 'ch_1', payment_intent: 'pi_1', amount: 4900, amount_refunded: 1000, refunded: false },
      { type: 'ignored' },
    ],
    ['charge.refunded', { id: 'ch_1', payment_intent: null, refunded: true }, { type: 'ignored' }],
    ['charge.refunded', { id: 'ch_1' }, { type: 'ignored' }],
  ])('%s %j → %j', (type, object, product) => {
    expect(parse(type, object)).toEqual(product);
  });
});
