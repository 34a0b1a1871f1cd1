import { productSubscriptionStatus } from '../stripe-wire/stripe-subscription-status.js';
import { parseStripeEvent } from '../stripe-wire/stripe-events.js';
import type { ReceivedPaymentEvent } from '../product-events.js';
import type { Database } from '../../../db/database.js';
import {
  PaymentProviderError,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type CreatedPlanPrice,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';
import { SandboxCheckout } from './sandbox-checkout.js';
import { isHttpUrl, type SandboxContext } from './sandbox-context.js';
import type { JobQueue, QueuePolicy } from '../../jobs/job-queue.js';
import { systemClock, type Clock } from '../../clock/clock.js';
import {
  SANDBOX_WEBHOOKS_POLICY,
  SANDBOX_WEBHOOKS_QUEUE,
  SandboxEventDelivery,
  type SandboxDeliver,
  type SandboxLogger,
} from './sandbox-delivery.js';
import { sandboxId, sandboxPaymentIdOf } from './sandbox-events.js';
import { isSandboxCustomerId, PORTAL_SESSION_TTL_MS, signPortalToken } from './sandbox-portal-token.js';
import { SandboxPortal } from './sandbox-portal.js';
import { SandboxStore, type SandboxSessionRow } from './sandbox-store.js';

export interface SandboxPaymentProviderOptions {
  db: Database;
  /** APP_URL: the hosted pages' links start with it. */
  appUrl: string;
  /** Signs the events and verifies them on the webhook route (SANDBOX_WEBHOOK_SECRET or the one kept in DATA_DIR). */
  webhookSecret: string;
  /** Hands a signed event to the real webhook route (the app: `injectInto(app)` from sandbox-delivery.ts). */
  deliver: SandboxDeliver;
  /** The job queue its webhooks are delivered from (kept in the database, retried: ADR 009). */
  queue: JobQueue;
  /** Where failed deliveries are logged (the app's logger); the console by default. */
  log?: SandboxLogger;
  /** The app's clock: subscription periods, portal links and event times follow it (the system clock by default). */
  clock?: Clock;
}

export function createSandboxPaymentProvider(options: SandboxPaymentProviderOptions): SandboxPaymentProvider {
  return new SandboxPaymentProvider(options);
}

/**
 * The sandbox adapter of the payment port, the default: no network, no account. Checkout and the
 * customer portal are pages of the app (sandbox-routes.ts); its state lives in the sandbox_* tables
 * (sandbox-store.ts); every change goes out as a Stripe-format event, signed the Stripe way, to the same webhook
 * route the Stripe adapter uses, which reads the whole state back through retrieveCheckoutSession /
 * retrieveSubscription.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  /** The hosted checkout page's operations. */
  readonly checkout: SandboxCheckout;
  /** The hosted portal page's operations. */
  readonly portal: SandboxPortal;
  private readonly store: SandboxStore;
  private readonly delivery: SandboxEventDelivery;
  private readonly queue: JobQueue;
  /** APP_URL without a trailing slash. */
  readonly appUrl: string;
  private readonly webhookSecret: string;
  private readonly now: () => Date;

  constructor(options: SandboxPaymentProviderOptions) {
    if (options.webhookSecret.length < 16) throw new Error('The sandbox webhook secret is too short.');
    this.appUrl = options.appUrl.replace(/\/+$/, '');
    this.webhookSecret = options.webhookSecret;
    const clock = options.clock ?? systemClock;
    this.now = () => clock.now();
    this.store = new SandboxStore(options.db);
    this.queue = options.queue;
    this.delivery = new SandboxEventDelivery({
      webhookSecret: options.webhookSecret,
      deliver: options.deliver,
      ...(options.log ? { log: options.log } : {}),
    });
    const context: SandboxContext = {
      store: this.store,
      appUrl: this.appUrl,
      webhookSecret: this.webhookSecret,
      now: this.now,
      commit: async (work) => {
        await this.queue.start();
        return this.store.transaction(async (store, tx) => {
          const { value, events } = await work(store);
          const [first] = events;
          if (first) {
            await this.queue.enqueue(tx, SANDBOX_WEBHOOKS_QUEUE, { events }, { singletonKey: first.id });
          }
          return value;
        });
      },
    };
    this.checkout = new SandboxCheckout(context);
    this.portal = new SandboxPortal(context);
  }

  /** Registers the job that delivers the sandbox's webhooks (the app, at start; tests may speed up its retries). */
  startDelivery(policy: QueuePolicy = SANDBOX_WEBHOOKS_POLICY): Promise<void> {
    return this.queue.work(SANDBOX_WEBHOOKS_QUEUE, policy, (data) => this.delivery.deliverJob(data));
  }

  async createCustomer(_input: { userId: string; email: string; name: string }): Promise<string> {
    return sandboxId('cus');
  }

  async createCheckoutSession(input: CreateCheckoutInput): Promise<CreatedCheckout> {
    const { lineItem } = input;
    if (!isHttpUrl(input.successUrl) || !isHttpUrl(input.cancelUrl)) {
      throw new PaymentProviderError('The success and cancel URLs must be absolute http(s) URLs');
    }
    if (!Number.isSafeInteger(lineItem.amountTotalCents) || lineItem.amountTotalCents < 0) {
      throw new PaymentProviderError('The amount must be a whole number of cents');
    }
    if (lineItem.kind === 'payment' && lineItem.amountTotalCents < 1) {
      throw new PaymentProviderError('The amount of a payment must be a whole number of cents above zero');
    }
    if (lineItem.kind === 'subscription') {
      if (!Number.isInteger(lineItem.quantity) || lineItem.quantity < 1) {
        throw new PaymentProviderError('The quantity of a subscription must be a whole number of at least 1');
      }
      if (!(await this.store.findPrice(lineItem.priceId))) {
        throw new PaymentProviderError(`No price with the lookup key ${lineItem.priceId}`);
      }
    }
    // The intent is the idempotency key: a repeated create answers the session made the first time.
    const existing = await this.store.findSessionByClientReference(input.intentId);
    if (existing) {
      return { sessionId: existing.id, url: this.checkoutUrl(existing.id), customerId: existing.customerId };
    }
    const customerId =
      input.customer.providerCustomerId ??
      (await this.createCustomer({
        userId: input.customer.userId,
        email: input.customer.email,
        name: input.customer.name,
      }));
    const session = await this.store.createSession({
      id: sandboxId('cs'),
      mode: lineItem.kind,
      customerId,
      clientReferenceId: input.intentId,
      priceId: lineItem.kind === 'subscription' ? lineItem.priceId : null,
      productName: lineItem.description,
      quantity: lineItem.kind === 'subscription' ? lineItem.quantity : 1,
      amountTotalCents: lineItem.amountTotalCents,
      currency: lineItem.currency.toLowerCase(),
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: { ...input.metadata, intentId: input.intentId },
      status: 'open',
      paymentStatus: 'unpaid',
      createdAt: this.now(),
    });
    return { sessionId: session.id, url: this.checkoutUrl(session.id), customerId };
  }

  async retrieveCheckoutSession(sessionId: string): Promise<ProviderCheckoutSession> {
    const session = await this.checkout.find(sessionId);
    if (!session) throw new PaymentProviderError(`No such checkout session: ${sessionId}`, true);
    return toProviderSession(session);
  }

  async retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.store.findSubscription(subscriptionId);
    if (!subscription) throw new PaymentProviderError(`No such subscription: ${subscriptionId}`, true);
    return {
      id: subscription.id,
      customerId: subscription.customerId,
      status: productSubscriptionStatus(subscription.status),
      priceId: subscription.priceId,
      quantity: subscription.quantity,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      canceledAt: subscription.canceledAt,
      metadata: { ...subscription.metadata },
    };
  }

  /** The sandbox prices checkouts from our own tables: a new price needs nothing on its side. */
  createPlanPrice(): Promise<CreatedPlanPrice> {
    return Promise.resolve({ providerProductId: null, providerPriceId: null });
  }

  async createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }> {
    if (!isSandboxCustomerId(input.customerId)) {
      throw new PaymentProviderError(`No such customer: ${input.customerId}`, true);
    }
    if (!isHttpUrl(input.returnUrl)) {
      throw new PaymentProviderError('The return URL must be an absolute http(s) URL');
    }
    const token = signPortalToken(this.webhookSecret, {
      customerId: input.customerId,
      returnUrl: input.returnUrl,
      expiresAt: new Date(this.now().getTime() + PORTAL_SESSION_TTL_MS),
    });
    return { url: `${this.appUrl}${portalPath(token, input.returnUrl)}` };
  }

  expireCheckoutSession(sessionId: string): Promise<boolean> {
    return this.checkout.expire(sessionId);
  }

  async cancelAndRefundSubscription(subscriptionId: string): Promise<void> {
    const found = await this.store.findSubscription(subscriptionId);
    if (!found) throw new PaymentProviderError(`No such subscription: ${subscriptionId}`, true);
    await this.portal.endAndRefund(found);
  }

  parseEvent(rawBody: Buffer, signatureHeader: string): ReceivedPaymentEvent {
    return parseStripeEvent(rawBody, signatureHeader, this.webhookSecret);
  }

  private checkoutUrl(sessionId: string): string {
    return `${this.appUrl}/sandbox/checkout/${sessionId}`;
  }
}

/** The path of a portal page (or, with `action`, of one of its forms), return URL included. */
export function portalPath(token: string, returnUrl: string, action?: string): string {
  return `/sandbox/portal/${token}${action ? `/${action}` : ''}?return_url=${encodeURIComponent(returnUrl)}`;
}

function toProviderSession(session: SandboxSessionRow): ProviderCheckoutSession {
  return {
    id: session.id,
    mode: session.mode === 'subscription' ? 'subscription' : 'payment',
    status: session.status,
    paid: session.paymentStatus === 'paid',
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    paymentId: sandboxPaymentIdOf(session),
    clientReferenceId: session.clientReferenceId,
    amountTotalCents: session.amountTotalCents,
    currency: session.currency,
    metadata: { ...session.metadata },
    lastPaymentError: session.lastError,
  };
}
