import type { SubscriptionStatus } from '@counsel/contracts';
import type { ReceivedPaymentEvent } from './product-events.js';

/**
 * The payment port (docs/engineering-rules.md#ports-and-adapters). Two adapters: `stripe` (official SDK; STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET)
 * and `sandbox` (the default: in-app checkout and portal pages, its own store, Stripe-format events signed the
 * Stripe way and POSTed to the same webhook route). The billing module only talks to this interface; money is
 * integer cents; every object is read back whole from the provider, never patched from an event's delta.
 */

export type PaymentProviderName = 'stripe' | 'sandbox';

export interface CheckoutCustomer {
  userId: string;
  email: string;
  name: string;
  /** The provider's customer id when the user already has one. */
  providerCustomerId: string | null;
}

/** A recurring membership price (looked up by our price id = Stripe lookup key), `quantity` seats. */
export interface SubscriptionLineItem {
  kind: 'subscription';
  priceId: string;
  quantity: number;
  /** What the buyer sees, and the total we expect (the sandbox charges it; Stripe computes its own). */
  description: string;
  amountTotalCents: number;
  currency: string;
}

/** One course bought outright: an ad-hoc price. */
export interface OneTimeLineItem {
  kind: 'payment';
  description: string;
  amountTotalCents: number;
  currency: string;
}

export interface CreateCheckoutInput {
  /** checkout_intents.id: client_reference_id, metadata.intentId and the idempotency key. */
  intentId: string;
  customer: CheckoutCustomer;
  lineItem: SubscriptionLineItem | OneTimeLineItem;
  /** Absolute; contains `{CHECKOUT_SESSION_ID}` for the provider to fill. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
}

export interface CreatedCheckout {
  sessionId: string;
  url: string;
  customerId: string;
}

export interface ProviderCheckoutSession {
  id: string;
  mode: 'subscription' | 'payment';
  /** open | complete | expired */
  status: string;
  /** Paid, or needs no payment: what it bought may be granted. */
  paid: boolean;
  customerId: string | null;
  subscriptionId: string | null;
  /**
   * The provider's payment (Stripe's payment_intent) of a paid session in payment mode, else null: a refund names
   * it (product-events.ts `refunded`).
   */
  paymentId: string | null;
  clientReferenceId: string | null;
  amountTotalCents: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /**
   * Why the buyer's last payment attempt was refused ("Your card was declined."), while the session stays open;
   * null once paid. Optional: the sandbox fills it for the result page's "failed" state; Stripe may leave it out.
   */
  lastPaymentError?: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** The product's status, mapped by the adapter (Stripe's in stripe-wire/stripe-subscription-status.ts). */
  status: SubscriptionStatus;
  /** Our price id (the Stripe price's lookup key). */
  priceId: string | null;
  quantity: number;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  metadata: Record<string, string>;
}

/**
 * A new recurring price of a plan, created by the staff console before it is stored (docs/product-rules.md#plans-and-prices).
 * `priceId` is our price id, which becomes the provider price's lookup key; a per-seat price has volume `tiers`.
 */
export interface CreatePlanPriceInput {
  plan: {
    id: string;
    slug: string;
    name: string;
    description: string;
    /** The provider's product of the plan when one was created before (membership_plans.stripe_product_id). */
    providerProductId: string | null;
  };
  priceId: string;
  interval: 'month' | 'year';
  currency: string;
  /** A flat price; null for a per-seat price with tiers. */
  unitAmountCents: number | null;
  /** Volume tiers of a per-seat price (the last one open-ended: maxSeats null); empty for a flat price. */
  tiers: { minSeats: number; maxSeats: number | null; unitAmountCents: number }[];
}

export interface CreatedPlanPrice {
  /** The plan's product at the provider (to store once); null when the provider keeps none (the sandbox). */
  providerProductId: string | null;
  /** The provider's price id; null for the sandbox, which reads our prices from the database. */
  providerPriceId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the provider's customer for a user (once; the caller stores the id). */
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /**
   * Creates a plan's new price at the provider (and the plan's product the first time), with our price id as its
   * lookup key. The sandbox just accepts: it prices checkouts from our own tables.
   */
  createPlanPrice(input: CreatePlanPriceInput): Promise<CreatedPlanPrice>;
  /**
   * Expires an open checkout session so it can no longer be paid (another one of the same buyer was just paid).
   * A session that is no longer open is left as it is. True when it was open and is now expired.
   */
  expireCheckoutSession(sessionId: string): Promise<boolean>;
  /**
   * Ends a subscription at once and refunds what was paid for it: a second membership paid in another tab.
   * Safe to call again for the same subscription.
   */
  cancelAndRefundSubscription(subscriptionId: string): Promise<void>;
  /**
   * Verifies a webhook delivery on its raw body and says what it means to the product (product-events.ts); throws
   * PaymentSignatureError when the signature, timestamp or body does not verify.
   */
  parseEvent(rawBody: Buffer, signatureHeader: string): ReceivedPaymentEvent;
}

/** A webhook whose signature, timestamp or body does not verify. */
export class PaymentSignatureError extends Error {
  override readonly name = 'PaymentSignatureError';
}

/** The provider refused or failed a call (network, bad parameters, unknown object). */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly notFound = false,
  ) {
    super(message);
  }
}
