import { randomBytes } from 'node:crypto';
import { registerJob } from '../integrations/jobs/job-registry.js';
import { createPaymentProvider } from '../integrations/payments/create-payment-provider.js';
import { injectInto } from '../integrations/payments/sandbox/sandbox-delivery.js';
import { BillingRepository } from '../modules/billing/billing.repository.js';
import { BillingService } from '../modules/billing/billing.service.js';
import { PAYMENT_EVENT_JOB, PaymentEventsService } from '../modules/billing/payment-events.service.js';
import { SecondMembershipRefusal } from '../modules/billing/second-membership.js';
import { SecondMembershipRepository } from '../modules/billing/second-membership.repository.js';
import { WebhookEventsRepository } from '../modules/billing/webhook-events.repository.js';
import type { EntitlementsService } from '../modules/entitlements/entitlements.service.js';
import type { CompositionInput, Platform } from './platform.js';

/**
 * Payments: the adapter (a test's, Stripe, or the sandbox with its in-process webhook delivery), checkout and the
 * portal, and the job that processes each webhook event once.
 */
export async function composePayments(
  { app, config, db, clock, queue, unitOfWork, notifications, metrics }: Platform,
  {
    sandboxWebhookSecret,
    paymentProvider,
  }: Pick<CompositionInput, 'sandboxWebhookSecret' | 'paymentProvider'>,
  entitlements: EntitlementsService,
) {
  const payments = paymentProvider
    ? { provider: paymentProvider, sandbox: null, mode: paymentProvider.name }
    : createPaymentProvider({
        config,
        db,
        sandboxWebhookSecret: sandboxWebhookSecret ?? randomBytes(32).toString('hex'),
        deliver: injectInto(app),
        queue,
        log: app.log,
        clock,
      });
  await payments.sandbox?.startDelivery();
  const billingRepository = new BillingRepository(db);
  const billing = new BillingService(
    billingRepository,
    entitlements,
    payments.provider,
    config.APP_URL,
    clock,
  );
  const paymentEvents = new PaymentEventsService(
    billingRepository,
    new WebhookEventsRepository(db),
    new SecondMembershipRefusal(
      billingRepository,
      new SecondMembershipRepository(db),
      payments.provider,
      notifications,
      app.log,
    ),
    payments.provider,
    unitOfWork,
    notifications,
    app.log,
    metrics,
  );
  await registerJob(queue, PAYMENT_EVENT_JOB, (payload) => paymentEvents.processEvent(payload));
  return { ...payments, billing, paymentEvents };
}
