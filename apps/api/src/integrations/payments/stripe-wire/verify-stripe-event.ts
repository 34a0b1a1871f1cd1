import Stripe from 'stripe';
import { PaymentSignatureError } from '../payment-provider.js';

/** The parts of a verified Stripe event that stripe-events.ts reads. */
export interface StripeWireEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
}

/** How old a signed delivery may be (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * A webhook delivery signed the Stripe way (by Stripe, or by the sandbox with its own secret), checked on its raw
 * body with the SDK's own verifier. Any failure — signature, timestamp, header, JSON, not an event — is one
 * PaymentSignatureError whose message says nothing of why.
 */
export function verifyStripeEvent(rawBody: Buffer, signatureHeader: string, secret: string): StripeWireEvent {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new PaymentSignatureError('The webhook signature does not verify');
  }
  const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (
    typeof event.id !== 'string' ||
    typeof event.type !== 'string' ||
    typeof event.created !== 'number' ||
    typeof object !== 'object' ||
    object === null ||
    Array.isArray(object)
  ) {
    throw new PaymentSignatureError('The webhook body is not a Stripe event');
  }
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    data: { object: object as Record<string, unknown> },
  };
}
