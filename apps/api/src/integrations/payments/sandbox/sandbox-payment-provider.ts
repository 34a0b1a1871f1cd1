import { verifyStripeEvent } from '../verify-stripe-event.js';
import type { Database } from '../../../db/database.js';
import {
  PaymentProviderError,
  type CreateCheckoutInput,
  type CreatedCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCheckoutSession,
  type ProviderSubscription,
} from '../payment-provider.js';
import { SandboxCheckout } from './sandbox-checkout.js';
import { isHttpUrl, type SandboxContext } from './sandbox-context.js';
import { SandboxEventDelivery, type SandboxDeliver, type SandboxLogger } from './sandbox-delivery.js';
import { sandboxId } from './sandbox-events.js';
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
  /** Where failed deliveries are logged (the app's logger); the console by default. */
  log?: SandboxLogger;
  /** Waits before each retry of a failed delivery; DEFAULT_RETRY_DELAYS_MS by default. */
  retryDelaysMs?: readonly number[];
  /** The clock (tests). */
  now?: () => Date;
}

export function createSandboxPaymentProvider(options: SandboxPaymentProviderOptions): SandboxPaymentProvider {
  return new SandboxPaymentProvider(options);
}

/**
 * The sandbox adapter of the payment port (DESIGN.md §3), the default: no network, no account. Checkout and the
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
  /** APP_URL without a trailing slash. */
  readonly appUrl: string;
  private readonly webhookSecret: string;
  private readonly now: () => Date;

  constructor(options: SandboxPaymentProviderOptions) {
    if (options.webhookSecret.length < 16) throw new Error('The sandbox webhook secret is too short.');
    this.appUrl = options.appUrl.replace(/\/+$/, '');
    this.webhookSecret = options.webhookSecret;
    this.now = options.now ?? (() => new Date());
    this.store = new SandboxStore(options.db);
    this.delivery = new SandboxEventDelivery({
      webhookSecret: options.webhookSecret,
      deliver: options.deliver,
      ...(options.retryDelaysMs ? { retryDelaysMs: options.retryDelaysMs } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    const context: SandboxContext = {
      store: this.store,
      appUrl: this.appUrl,
      webhookSecret: this.webhookSecret,
      now: this.now,
      emit: (events) => void this.delivery.send(events),
    };
    this.checkout = new SandboxCheckout(context);
    this.portal = new SandboxPortal(context);
  }

  /** Resolves once every queued event has been delivered (or given up after its retries): tests, shutdown. */
  whenDelivered(): Promise<void> {
    return this.delivery.idle();
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
      status: subscription.status,
      priceId: subscription.priceId,
      quantity: subscription.quantity,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      canceledAt: subscription.canceledAt,
      metadata: { ...subscription.metadata },
    };
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

  verifyWebhook(rawBody: Buffer, signatureHeader: string): PaymentEvent {
    return verifyStripeEvent(rawBody, signatureHeader, this.webhookSecret);
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
    paymentStatus: session.paymentStatus,
    customerId: session.customerId,
    subscriptionId: session.subscriptionId,
    clientReferenceId: session.clientReferenceId,
    amountTotalCents: session.amountTotalCents,
    currency: session.currency,
    metadata: { ...session.metadata },
    lastPaymentError: session.lastError,
  };
}
