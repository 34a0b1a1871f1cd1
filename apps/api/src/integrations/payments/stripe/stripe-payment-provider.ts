import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { productSubscriptionStatus } from '../stripe-wire/stripe-subscription-status.js';
import { parseStripeEvent } from '../stripe-wire/stripe-events.js';
import type { ReceivedPaymentEvent } from '../product-events.js';
import { call } from './stripe-call.js';
import { cancelAndRefundSubscription, expireCheckoutSession } from './stripe-refunds.js';

export { redactSecrets } from './stripe-call.js';
import {
  PaymentProviderError,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type CreatedPlanPrice,
  type CreatePlanPriceInput,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderSubscription,
  type SubscriptionLineItem,
} from '../payment-provider.js';

/**
 * The Stripe adapter of the payment port, over the official SDK. Our price id is the Stripe price's
 * lookup key; every POST carries an idempotency key derived from our own intent; every read maps the whole Stripe
 * object. With API version 2026-10-28.endive the billing period lives on the subscription items
 * (items.data[].current_period_end), not on the subscription (Stripe's SubscriptionItems type).
 */

/** The API version stripe@23.1.0 is pinned to; a typed literal, so upgrading the SDK without revisiting fails tsc. */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies typeof Stripe.API_VERSION;

/** Stripe's own default tolerance: a signature older than five minutes is refused (replay protection). */
export { WEBHOOK_TOLERANCE_SECONDS } from '../stripe-wire/verify-stripe-event.js';

/** How long a resolved lookup key → Stripe price is reused. */
export const DEFAULT_PRICE_CACHE_TTL_MS = 5 * 60 * 1000;

export interface StripePaymentProviderOptions {
  /** STRIPE_SECRET_KEY (sk_… or rk_…). Unused when `stripe` is given. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of our webhook endpoint. */
  webhookSecret: string;
  /** A client built elsewhere (tests: one over a fake HTTP client); built from secretKey otherwise. */
  stripe?: Stripe;
  /** Lifetime of the lookup-key cache; five minutes by default. */
  priceCacheTtlMs?: number;
  /** Clock in milliseconds, for the cache (tests). */
  now?: () => number;
}

/**
 * The production client: pinned API version, two network retries (POSTs carry idempotency keys), 20 s timeout,
 * no telemetry. `httpClient` is for tests only.
 */
export function createStripeClient(
  secretKey: string,
  httpClient?: Stripe.StripeConfig['httpClient'],
): Stripe {
  return new Stripe(secretKey, {
    ...(httpClient ? { httpClient } : {}),
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'counsel-cle' },
  });
}

export function createStripePaymentProvider(options: StripePaymentProviderOptions): PaymentProvider {
  return new StripePaymentProvider(options);
}

interface CachedPrice {
  expiresAt: number;
  price: Promise<Stripe.Price>;
}

class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;
  private readonly priceCacheTtlMs: number;
  private readonly now: () => number;
  private readonly prices = new Map<string, CachedPrice>();

  constructor(options: StripePaymentProviderOptions) {
    this.stripe = options.stripe ?? createStripeClient(options.secretKey);
    this.webhookSecret = options.webhookSecret;
    this.priceCacheTtlMs = options.priceCacheTtlMs ?? DEFAULT_PRICE_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
  }

  async createCustomer(input: { userId: string; email: string; name: string }): Promise<string> {
    const customer = await call('customer creation', () =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: `customer:${input.userId}` },
      ),
    );
    return customer.id;
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const { lineItem } = input;
    const customerId =
      input.customer.providerCustomerId ??
      (await this.createCustomer({
        userId: input.customer.userId,
        email: input.customer.email,
        name: input.customer.name,
      }));
    const metadata = { ...input.metadata, intentId: input.intentId };
    const common = {
      customer: customerId,
      client_reference_id: input.intentId,
      metadata,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    } satisfies Stripe.Checkout.SessionCreateParams;

    let params: Stripe.Checkout.SessionCreateParams;
    if (lineItem.kind === 'subscription') {
      if (!Number.isInteger(lineItem.quantity) || lineItem.quantity < 1) {
        throw new PaymentProviderError('The quantity of a subscription must be a whole number of at least 1');
      }
      const price = await this.resolvePrice(lineItem);
      params = {
        ...common,
        mode: 'subscription',
        line_items: [{ price: price.id, quantity: lineItem.quantity }],
        subscription_data: { metadata },
      };
    } else {
      if (!Number.isInteger(lineItem.amountTotalCents) || lineItem.amountTotalCents < 1) {
        throw new PaymentProviderError('The amount of a payment must be a whole number of cents above zero');
      }
      params = {
        ...common,
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: lineItem.currency.toLowerCase(),
              unit_amount: lineItem.amountTotalCents,
              product_data: { name: lineItem.description },
            },
            quantity: 1,
          },
        ],
        payment_intent_data: { metadata },
      };
    }

    const session = await call('checkout session creation', () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout:${input.intentId}` }),
    );
    if (!session.url) throw new PaymentProviderError('Stripe created a checkout session without a URL');
    return { sessionId: session.id, url: session.url, customerId: idOf(session.customer) ?? customerId };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    const session = await call('checkout session lookup', () =>
      this.stripe.checkout.sessions.retrieve(sessionId),
    );
    const mode: ProviderCheckoutSession['mode'] | null =
      session.mode === 'subscription' ? 'subscription' : session.mode === 'payment' ? 'payment' : null;
    if (mode === null) throw new PaymentProviderError(`Unexpected checkout session mode: ${session.mode}`);
    return {
      id: session.id,
      mode,
      status: session.status ?? 'open',
      paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      paymentId: idOf(session.payment_intent),
      clientReferenceId: session.client_reference_id,
      amountTotalCents: session.amount_total,
      currency: session.currency,
      metadata: { ...session.metadata },
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await call('subscription lookup', () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    return mapSubscription(subscription);
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    const session = await call('portal session creation', () =>
      this.stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
    );
    return { url: session.url };
  }

  /**
   * The plan's product (created once: the caller stores its id), then the recurring price with our price id as its
   * lookup key (`transfer_lookup_key`: a price left over from an attempt we did not store gives the key up); a
   * per-seat price is tiered in volume mode. Both POSTs carry idempotency keys: the product's is the plan's id (one
   * product however often this is tried); the price's is new at every attempt, since Stripe replays a saved failure
   * for the same key for a day and a price that was not stored is tried again under the same price id.
   */
  async createPlanPrice(input: CreatePlanPriceInput): Promise<CreatedPlanPrice> {
    const productId =
      input.plan.providerProductId ??
      (
        await call('product creation', () =>
          this.stripe.products.create(
            {
              name: input.plan.name,
              description: input.plan.description,
              metadata: { planId: input.plan.id, productId: input.plan.slug },
            },
            { idempotencyKey: `product:${input.plan.id}` },
          ),
        )
      ).id;
    const common = {
      product: productId,
      currency: input.currency.toLowerCase(),
      recurring: { interval: input.interval },
      lookup_key: input.priceId,
      transfer_lookup_key: true,
      metadata: { priceId: input.priceId },
    } satisfies Stripe.PriceCreateParams;
    const params: Stripe.PriceCreateParams =
      input.tiers.length > 0
        ? {
            ...common,
            billing_scheme: 'tiered',
            tiers_mode: 'volume',
            tiers: input.tiers.map((tier) => ({
              up_to: tier.maxSeats ?? 'inf',
              unit_amount: tier.unitAmountCents,
            })),
          }
        : { ...common, unit_amount: input.unitAmountCents ?? 0 };
    const price = await call('price creation', () =>
      this.stripe.prices.create(params, { idempotencyKey: `price:${input.priceId}:${randomUUID()}` }),
    );
    return { providerProductId: productId, providerPriceId: price.id };
  }

  expireCheckoutSession(sessionId: string): Promise<boolean> {
    return expireCheckoutSession(this.stripe, sessionId);
  }

  cancelAndRefundSubscription(subscriptionId: string): Promise<void> {
    return cancelAndRefundSubscription(this.stripe, subscriptionId);
  }

  parseEvent(rawBody: Buffer, signatureHeader: string): ReceivedPaymentEvent {
    return parseStripeEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  /**
   * Our price id is the Stripe price's lookup key: the active recurring price that carries it. Found prices are
   * reused for a few minutes (concurrent checkouts share one lookup); a miss is not cached.
   */
  private async resolvePrice(lineItem: SubscriptionLineItem): Promise<Stripe.Price> {
    const lookupKey = lineItem.priceId;
    const now = this.now();
    const cached = this.prices.get(lookupKey);
    if (cached && cached.expiresAt > now) return cached.price;

    const price = this.lookUpPrice(lookupKey);
    this.prices.set(lookupKey, { expiresAt: now + this.priceCacheTtlMs, price });
    try {
      return await price;
    } catch (error) {
      if (this.prices.get(lookupKey)?.price === price) this.prices.delete(lookupKey);
      throw error;
    }
  }

  private async lookUpPrice(lookupKey: string): Promise<Stripe.Price> {
    const list = await call('price lookup', () =>
      this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, expand: ['data.product'] }),
    );
    const price = list.data.find((candidate) => candidate.lookup_key === lookupKey);
    if (!price) throw new PaymentProviderError(`No active Stripe price has the lookup key "${lookupKey}"`);
    if (price.type !== 'recurring') {
      throw new PaymentProviderError(`The Stripe price with lookup key "${lookupKey}" is not recurring`);
    }
    if (typeof price.product === 'object' && (price.product.deleted === true || !price.product.active)) {
      throw new PaymentProviderError(`The Stripe product of the price "${lookupKey}" is archived`);
    }
    return price;
  }
}

/** A Stripe subscription as the port sees it; period end and seats come from the first item. */
export function mapSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  const periodEnd = item?.current_period_end ?? null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: productSubscriptionStatus(subscription.status),
    priceId: item?.price.lookup_key ?? null,
    quantity: item ? (item.quantity ?? 1) : 0,
    currentPeriodEnd: periodEnd === null ? null : fromUnixSeconds(periodEnd),
    // Newer cancellation flows may schedule `cancel_at` at the period end instead of setting the flag.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      (subscription.cancel_at !== null && subscription.cancel_at === periodEnd),
    canceledAt: subscription.canceled_at === null ? null : fromUnixSeconds(subscription.canceled_at),
    metadata: { ...subscription.metadata },
  };
}

function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? value : value.id;
}
