import type Stripe from 'stripe';
import { call } from './stripe-call.js';

/**
 * Expires an open Checkout Session so it can no longer be paid. Stripe refuses to expire a session that is not
 * open (complete or already expired): that is not an error, and answers false.
 */
export async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<boolean> {
  const session = await call('checkout session lookup', () => stripe.checkout.sessions.retrieve(sessionId));
  if (session.status !== 'open') return false;
  const expired = await call('checkout session expiry', () => stripe.checkout.sessions.expire(sessionId));
  return expired.status === 'expired';
}

/**
 * Cancels a subscription at once (no proration invoice) and refunds every paid payment of its latest invoice. The
 * idempotency keys make a second call for the same subscription change nothing.
 */
export async function cancelAndRefundSubscription(stripe: Stripe, subscriptionId: string): Promise<void> {
  const subscription = await call('subscription lookup', () =>
    stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice.payments'] }),
  );
  if (subscription.status !== 'canceled') {
    await call('subscription cancellation', () =>
      stripe.subscriptions.cancel(
        subscriptionId,
        { invoice_now: false, prorate: false },
        { idempotencyKey: `duplicate-membership-cancel:${subscriptionId}` },
      ),
    );
  }
  const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  for (const payment of invoice?.payments?.data ?? []) {
    if (payment.status !== 'paid') continue;
    const paymentIntent = idOf(payment.payment.payment_intent);
    const charge = idOf(payment.payment.charge);
    const target = paymentIntent ? { payment_intent: paymentIntent } : charge ? { charge } : null;
    if (!target) continue;
    await call('refund', () =>
      stripe.refunds.create(
        { ...target, reason: 'duplicate', metadata: { subscriptionId } },
        { idempotencyKey: `duplicate-membership-refund:${payment.id}` },
      ),
    );
  }
}

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
