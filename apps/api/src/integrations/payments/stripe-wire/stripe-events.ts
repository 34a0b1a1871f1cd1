import type { ProductEvent, ReceivedPaymentEvent } from '../product-events.js';
import { verifyStripeEvent, type StripeWireEvent } from './verify-stripe-event.js';

/**
 * Stripe's webhook events as product events (ADR 013), for the Stripe adapter and the sandbox (which sends events in
 * Stripe's format). The event types to subscribe the endpoint to are the cases below.
 */
export function parseStripeEvent(
  rawBody: Buffer,
  signatureHeader: string,
  secret: string,
): ReceivedPaymentEvent {
  const event = verifyStripeEvent(rawBody, signatureHeader, secret);
  return { id: event.id, providerType: event.type, event: productEventOf(event) };
}

function productEventOf({ type, data: { object } }: StripeWireEvent): ProductEvent {
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const sessionId = stringField(object, 'id');
      return sessionId ? { type: 'checkout-completed', sessionId } : IGNORED;
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const intentId = stringField(object, 'client_reference_id');
      return intentId ? { type: 'checkout-failed', intentId } : IGNORED;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscriptionId = stringField(object, 'id');
      return subscriptionId ? { type: 'subscription-changed', subscriptionId } : IGNORED;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = invoiceSubscriptionId(object);
      if (!subscriptionId) return IGNORED;
      const amount =
        typeof object.amount_paid === 'number' ? object.amount_paid : Number(object.amount_due ?? 0);
      return {
        type: type === 'invoice.paid' ? 'invoice-paid' : 'invoice-failed',
        subscriptionId,
        amountCents: Number.isFinite(amount) ? amount : 0,
        currency: stringField(object, 'currency') ?? 'usd',
      };
    }
    case 'charge.refunded': {
      // Sent for partial refunds too; only a full one (`refunded: true`) ends what the payment bought.
      const paymentId = idField(object, 'payment_intent');
      return object.refunded === true && paymentId ? { type: 'refunded', paymentId } : IGNORED;
    }
    default:
      return IGNORED;
  }
}

const IGNORED: ProductEvent = { type: 'ignored' };

function stringField(object: Record<string, unknown>, key: string): string | null {
  const value = object[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A field holding an object's id, or the object itself when expanded. */
function idField(object: Record<string, unknown>, key: string): string | null {
  const value = object[key];
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' && value.id)
    return value.id;
  return stringField(object, key);
}

/** An invoice's subscription: `parent.subscription_details.subscription` (API 2026), else the legacy field. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const nested = parent?.subscription_details?.subscription;
  if (typeof nested === 'string') return nested;
  if (nested && typeof nested === 'object' && 'id' in nested && typeof nested.id === 'string')
    return nested.id;
  return stringField(invoice, 'subscription');
}
