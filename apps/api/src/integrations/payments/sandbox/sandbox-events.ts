import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type {
  SandboxInvoiceRow,
  SandboxPrice,
  SandboxSessionRow,
  SandboxSubscriptionRow,
} from './sandbox-store.js';
import type {
  StripeCheckoutSessionObject,
  StripePriceObject,
  StripeSubscriptionObject,
  StripeInvoiceObject,
  StripeEventType,
  StripeEvent,
} from '../stripe-wire/stripe-objects.js';

/** Stripe-format objects and events (stripe-wire/stripe-objects.ts) built from the sandbox store. */

/** A checkout session lives 24 hours, like Stripe's default. */
export const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** `<prefix>_sandbox_<24 hex>`: Stripe-like ids that say where they come from. */
export function sandboxId(prefix: 'cus' | 'cs' | 'sub' | 'in' | 'evt'): string {
  return `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;
}

function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function nullableSeconds(date: Date | null): number | null {
  return date ? unixSeconds(date) : null;
}

/**
 * The payment of a paid session in payment mode (Stripe's payment_intent), named after the session
 * (`cs_sandbox_<hex>` → `pi_sandbox_<hex>`); null for a subscription or an unpaid session.
 */
export function sandboxPaymentIdOf(
  session: Pick<SandboxSessionRow, 'id' | 'mode' | 'paymentStatus'>,
): string | null {
  if (session.mode !== 'payment' || session.paymentStatus !== 'paid') return null;
  return session.id.replace(/^cs_/, 'pi_');
}

export function checkoutSessionObject(
  session: SandboxSessionRow,
  appUrl: string,
): StripeCheckoutSessionObject {
  const open = session.status === 'open';
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status === 'complete' || session.status === 'expired' ? session.status : 'open',
    payment_status: session.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    customer: session.customerId,
    subscription: session.subscriptionId,
    payment_intent: sandboxPaymentIdOf(session),
    client_reference_id: session.clientReferenceId,
    amount_subtotal: session.amountTotalCents,
    amount_total: session.amountTotalCents,
    currency: session.currency,
    metadata: { ...session.metadata },
    created: unixSeconds(session.createdAt),
    expires_at: unixSeconds(new Date(session.createdAt.getTime() + CHECKOUT_SESSION_TTL_MS)),
    livemode: false,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: open ? `${appUrl}/sandbox/checkout/${session.id}` : null,
  };
}

/** The Stripe price of one of our prices: our price id is its lookup key. */
export function priceObject(
  priceId: string,
  price: Pick<SandboxPrice, 'planId' | 'interval' | 'currency' | 'unitAmountCents'> | undefined,
): StripePriceObject {
  return {
    id: `price_sandbox_${priceId}`,
    object: 'price',
    lookup_key: priceId,
    active: true,
    currency: price?.currency ?? 'usd',
    unit_amount: price?.unitAmountCents ?? null,
    billing_scheme: price && price.unitAmountCents === null ? 'tiered' : 'per_unit',
    livemode: false,
    product: `prod_sandbox_${price?.planId ?? 'unknown'}`,
    type: 'recurring',
    recurring: { interval: price?.interval ?? 'month', interval_count: 1, usage_type: 'licensed' },
  };
}

export function subscriptionObject(
  subscription: SandboxSubscriptionRow,
  price: SandboxPrice | undefined,
): StripeSubscriptionObject {
  const created = unixSeconds(subscription.createdAt);
  const itemId = subscription.id.replace(/^sub_/, 'si_');
  const ended = subscription.status === 'canceled';
  return {
    id: subscription.id,
    object: 'subscription',
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? unixSeconds(subscription.currentPeriodEnd) : null,
    canceled_at: nullableSeconds(subscription.canceledAt),
    ended_at: ended ? nullableSeconds(subscription.canceledAt) : null,
    created,
    start_date: created,
    billing_cycle_anchor: unixSeconds(subscription.currentPeriodStart),
    currency: price?.currency ?? 'usd',
    livemode: false,
    metadata: { ...subscription.metadata },
    default_payment_method: `pm_sandbox_card_${subscription.cardLast4}`,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: itemId,
          object: 'subscription_item',
          created,
          subscription: subscription.id,
          metadata: {},
          price: priceObject(subscription.priceId, price),
          quantity: subscription.quantity,
          current_period_start: unixSeconds(subscription.currentPeriodStart),
          current_period_end: unixSeconds(subscription.currentPeriodEnd),
        },
      ],
    },
  };
}

export function invoiceObject(
  invoice: SandboxInvoiceRow,
  subscription: SandboxSubscriptionRow | undefined,
  billingReason: 'subscription_create' | 'subscription_update' | 'manual' = subscription
    ? 'subscription_create'
    : 'manual',
): StripeInvoiceObject {
  const paid = invoice.status === 'paid';
  return {
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customerId,
    amount_due: invoice.amountCents,
    amount_paid: paid ? invoice.amountCents : 0,
    amount_remaining: paid ? 0 : invoice.amountCents,
    billing_reason: billingReason,
    created: unixSeconds(invoice.createdAt),
    currency: invoice.currency,
    description: invoice.description,
    livemode: false,
    status: invoice.status === 'paid' || invoice.status === 'void' ? invoice.status : 'open',
    parent: invoice.subscriptionId
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: {
            subscription: invoice.subscriptionId,
            metadata: subscription ? { ...subscription.metadata } : null,
          },
        }
      : null,
  };
}

/** The top-level fields that changed, with their values before (Stripe's data.previous_attributes). */
export function previousAttributes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = before[key] ?? null;
  }
  return changed;
}

export function buildEvent(
  type: StripeEventType,
  object: object,
  created: Date,
  previous?: Record<string, unknown>,
): StripeEvent {
  return {
    id: sandboxId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixSeconds(created),
    data: {
      object: { ...object },
      ...(previous && Object.keys(previous).length > 0 ? { previous_attributes: previous } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}
