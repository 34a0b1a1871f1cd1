import type Stripe from 'stripe';

/**
 * Stripe's objects and events as they go over the wire, as Stripe API 2026-10-28 (the version stripe@23 pins) has
 * them: what the sandbox sends (sandbox/sandbox-events.ts builds them from its store). The field types are checked
 * against the SDK's own types (Pick<Stripe.…>), so an SDK upgrade that changes them fails tsc here. Only the fields a
 * webhook handler reads, plus a few that make the objects recognisable, are described.
 */

export type StripeCheckoutSessionObject = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'mode'
  | 'status'
  | 'payment_status'
  | 'client_reference_id'
  | 'amount_subtotal'
  | 'amount_total'
  | 'currency'
  | 'metadata'
  | 'created'
  | 'expires_at'
  | 'livemode'
  | 'success_url'
  | 'cancel_url'
  | 'url'
> & { customer: string; subscription: string | null; payment_intent: string | null };

export type StripePriceObject = Pick<
  Stripe.Price,
  'id' | 'object' | 'lookup_key' | 'currency' | 'unit_amount' | 'active' | 'livemode' | 'type'
> & {
  product: string;
  billing_scheme: Stripe.Price.BillingScheme;
  recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'>;
};

export type StripeSubscriptionItemObject = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'metadata' | 'subscription'
> & { price: StripePriceObject; quantity: number };

export type StripeSubscriptionObject = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'status'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'ended_at'
  | 'created'
  | 'start_date'
  | 'billing_cycle_anchor'
  | 'currency'
  | 'livemode'
  | 'metadata'
> & {
  customer: string;
  /** The test card on file, as a payment method id that names its last four digits. */
  default_payment_method: string;
  items: { object: 'list'; data: StripeSubscriptionItemObject[]; has_more: false; url: string };
};

export type StripeInvoiceObject = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'billing_reason'
  | 'created'
  | 'currency'
  | 'description'
  | 'livemode'
  | 'status'
> & {
  customer: string;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> | null };
  } | null;
};

export type StripeEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'customer.subscription.created'
  | 'customer.subscription.updated'
  | 'customer.subscription.deleted'
  | 'invoice.paid'
  | 'invoice.payment_failed';

/** A Stripe event (snapshot payload) as it is POSTed to the webhook endpoint. */
export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: StripeEventType;
}
