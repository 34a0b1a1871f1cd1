import { z } from 'zod';

/**
 * What a payment provider's webhook event means to the product (ADR 013). Each adapter turns its provider's events
 * into one of these (Stripe's in stripe-wire/stripe-events.ts); the billing module handles only these. An event
 * names the provider object to read back whole (a session, a subscription), never a delta to apply.
 */
export const ProductEventSchema = z.discriminatedUnion('type', [
  /** A checkout was paid (or needs no payment): read the session back and grant what it bought. */
  z.object({ type: z.literal('checkout-completed'), sessionId: z.string().min(1) }),
  /** A checkout ended unpaid (expired, or its delayed payment failed); `intentId` is our checkout intent's id. */
  z.object({ type: z.literal('checkout-failed'), intentId: z.string().min(1) }),
  /** A subscription was created, changed or ended: read it back and store its whole state. */
  z.object({ type: z.literal('subscription-changed'), subscriptionId: z.string().min(1) }),
  /** A subscription's invoice was paid (the receipt) or its payment failed (the member is asked to update the card). */
  z.object({
    type: z.enum(['invoice-paid', 'invoice-failed']),
    subscriptionId: z.string().min(1),
    amountCents: z.number(),
    currency: z.string().min(1),
  }),
  /**
   * A payment was refunded in full (`paymentId`: the provider's payment, Stripe's payment_intent). A full refund is
   * final, so the event is the state: a course bought with it stops granting the course; any other payment (a
   * subscription's invoice: the subscription's own events say when it ends) is recorded and done. A partial refund
   * is `ignored`.
   */
  z.object({ type: z.literal('refunded'), paymentId: z.string().min(1) }),
  /** An event the product does not act on: recorded and done. */
  z.object({ type: z.literal('ignored') }),
]);
export type ProductEvent = z.infer<typeof ProductEventSchema>;

/** A verified delivery: the provider's event id (deduplication), its own type name (kept for the record), its meaning. */
export interface ReceivedPaymentEvent {
  id: string;
  providerType: string;
  event: ProductEvent;
}
