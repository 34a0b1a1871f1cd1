import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { PaymentProviderError, PaymentSignatureError, type PaymentProvider } from './payment-provider.js';
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from './sandbox/sandbox-payment-provider.js';
import type { SandboxLogger } from './sandbox/sandbox-delivery.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Clock } from '../clock/clock.js';
import { createStripePaymentProvider } from './stripe/stripe-payment-provider.js';

export interface PaymentProviderChoice {
  provider: PaymentProvider;
  /** Set when the sandbox is the provider: its checkout and portal pages must be registered. */
  sandbox: SandboxPaymentProvider | null;
  /** What GET /api/ready reports: `off` (production without Stripe or PAYMENTS_SANDBOX) makes the instance not ready. */
  mode: 'stripe' | 'sandbox' | 'off';
}

/** Production without Stripe and without PAYMENTS_SANDBOX: nothing can be bought, and every attempt says so. */
function disabledPaymentProvider(): PaymentProvider {
  const refuse = (): never => {
    throw new PaymentProviderError('payments are not configured on this server');
  };
  return {
    name: 'stripe',
    createCustomer: async () => refuse(),
    createCheckoutSession: async () => refuse(),
    retrieveCheckoutSession: async () => refuse(),
    retrieveSubscription: async () => refuse(),
    createPortalSession: async () => refuse(),
    createPlanPrice: async () => refuse(),
    expireCheckoutSession: async () => refuse(),
    cancelAndRefundSubscription: async () => refuse(),
    parseEvent: () => {
      throw new PaymentSignatureError('payments are not configured on this server');
    },
  };
}

/**
 * The payment port's adapter: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set;
 * otherwise the sandbox — in development and tests always, in production only with PAYMENTS_SANDBOX=true (its
 * test cards would hand out memberships for nothing); else payments are off.
 */
export function createPaymentProvider(options: {
  config: AppConfig;
  db: Database;
  sandboxWebhookSecret: string;
  deliver: (rawBody: string, signatureHeader: string) => Promise<unknown>;
  queue: JobQueue;
  log: SandboxLogger;
  clock: Clock;
}): PaymentProviderChoice {
  const { config } = options;
  if (config.stripe)
    return { provider: createStripePaymentProvider(config.stripe), sandbox: null, mode: 'stripe' };
  if (config.isProduction && !config.PAYMENTS_SANDBOX) {
    options.log.warn(
      {},
      'Payments are off: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or PAYMENTS_SANDBOX=true).',
    );
    return { provider: disabledPaymentProvider(), sandbox: null, mode: 'off' };
  }
  const sandbox = createSandboxPaymentProvider({
    db: options.db,
    appUrl: config.APP_URL,
    webhookSecret: options.sandboxWebhookSecret,
    deliver: options.deliver,
    queue: options.queue,
    log: options.log,
    clock: options.clock,
  });
  return { provider: sandbox, sandbox, mode: 'sandbox' };
}
