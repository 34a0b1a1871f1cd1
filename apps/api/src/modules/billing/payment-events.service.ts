import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../../integrations/jobs/job-queue.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { renderEmail } from '../../integrations/mail/mail-templates.js';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type PaymentEvent,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.js';
import { ACCESS_STATUSES, type BillingRepository, type CheckoutIntentRow } from './billing.repository.js';
import type { SecondMembershipRefusal } from './second-membership.js';
import { SecondMembershipRepository } from './second-membership.repository.js';
import type { WebhookEventsRepository } from './webhook-events.repository.js';

/** The pg-boss queue that processes verified webhook events (each reads the provider once or twice: seconds). */
export const PAYMENT_EVENTS_QUEUE = 'payment-events';
export const PAYMENT_EVENTS_POLICY = { expireInSeconds: 60, policy: 'stately' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function stringField(object: Record<string, unknown>, key: string): string | null {
  const value = object[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** An invoice's subscription: `parent.subscription_details.subscription` (API 2026), else the legacy field. */
function invoiceSubscriptionId(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const nested = parent?.subscription_details?.subscription;
  if (typeof nested === 'string') return nested;
  if (nested && typeof nested === 'object' && 'id' in nested && typeof nested.id === 'string')
    return nested.id;
  return stringField(invoice, 'subscription');
}

/**
 * POST /api/webhooks/stripe and its job (payments issue): a delivery is verified on its raw body, recorded once by
 * event id and handed to pg-boss; the job re-reads the session or subscription from the provider and writes the
 * whole state, so repeated and out-of-order events end in the right state.
 */
export class PaymentEventsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly events: WebhookEventsRepository,
    private readonly secondMembership: SecondMembershipRefusal,
    private readonly provider: PaymentProvider,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Verifies and records a delivery; a redelivery of a processed event changes nothing. */
  async receive(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let event: PaymentEvent;
    try {
      if (!signature) throw new PaymentSignatureError('missing Stripe-Signature header');
      event = this.provider.verifyWebhook(rawBody, signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify.');
      }
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not a valid event.');
    }
    // The adapters check the shape, but this is what gets stored and replayed: check it once more.
    const shape = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
    if (
      typeof shape.id !== 'string' ||
      typeof shape.type !== 'string' ||
      typeof shape.data?.object !== 'object'
    ) {
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not a valid event.');
    }
    const record = { id: event.id, provider: this.provider.name, type: event.type, payload: event };
    try {
      await this.queue.start();
      // The unit of work: the event is recorded and its job enqueued in one transaction, so a crash leaves either
      // both or neither. A redelivery of an event that was recorded but never processed is queued again.
      await this.events.transaction(async (events, tx) => {
        if (await events.record(record)) {
          await this.queue.enqueue(
            tx,
            PAYMENT_EVENTS_QUEUE,
            { eventId: event.id },
            { singletonKey: event.id },
          );
        }
      });
    } catch (error) {
      this.log.error({ err: error, eventId: event.id }, 'payment event not recorded');
      throw new AppError('SERVICE_UNAVAILABLE', 'The event could not be recorded; deliver it again.');
    }
  }

  /** The job: processes one recorded event (at least once; every step is idempotent). */
  async process(data: unknown): Promise<void> {
    const eventId = (data as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'string') return;
    const row = await this.events.find(eventId);
    if (!row || row.processedAt) return;
    const event = row.payload as PaymentEvent;
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const sessionId = stringField(object, 'id');
        if (sessionId) await this.completeCheckout(sessionId);
        break;
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const reference = stringField(object, 'client_reference_id');
        if (reference && UUID.test(reference)) await this.repository.markIntentFailed(reference);
        break;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscriptionId = stringField(object, 'id');
        if (subscriptionId) await this.syncSubscription(subscriptionId);
        break;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const subscriptionId = invoiceSubscriptionId(object);
        if (subscriptionId) {
          const userId = await this.syncSubscription(subscriptionId);
          if (userId) await this.sendInvoiceMail(event.type, object, userId);
        }
        break;
      }
      default:
        // Not one we act on: recorded and done.
        break;
    }
    await this.events.markProcessed(eventId);
  }

  private async completeCheckout(sessionId: string): Promise<void> {
    const session = await this.readOrSkip(() => this.provider.retrieveCheckoutSession(sessionId));
    if (!session) return;
    const reference = session.clientReferenceId ?? session.metadata.intentId ?? null;
    if (!reference || !UUID.test(reference)) return;
    const intent = await this.repository.findIntent(reference);
    if (!intent) return;
    if (session.paymentStatus !== 'paid' && session.paymentStatus !== 'no_payment_required') return;
    if (session.customerId)
      await this.repository.saveCustomerId(intent.userId, this.provider.name, session.customerId);
    if (session.mode === 'payment') await this.repository.recordCoursePurchase(intent);
    if (session.mode === 'subscription' && session.subscriptionId) {
      await this.syncSubscription(session.subscriptionId, intent);
    }
    // A refunded second membership stays refunded; completing anything else happens once.
    const completedNow = await this.repository.completeIntent(intent.id);
    if (completedNow && intent.kind === 'COURSE') await this.sendCourseReceipt(intent);
    if (completedNow && intent.kind !== 'COURSE') await this.secondMembership.expireOtherCheckouts(intent);
  }

  /** Re-reads the subscription and writes its whole state; answers the owner's user id. */
  private async syncSubscription(subscriptionId: string, intent?: CheckoutIntentRow): Promise<string | null> {
    const remote = await this.readOrSkip(() => this.provider.retrieveSubscription(subscriptionId));
    if (!remote?.priceId) return null;
    const existing = await this.repository.findSubscription(this.provider.name, remote.id);
    const metadataIntent = remote.metadata.intentId;
    const fromIntent =
      intent ??
      (metadataIntent && UUID.test(metadataIntent)
        ? await this.repository.findIntent(metadataIntent)
        : undefined);
    const userId =
      existing?.userId ??
      fromIntent?.userId ??
      (await this.repository.findUserIdByCustomer(this.provider.name, remote.customerId));
    if (!userId) {
      this.log.warn({ subscriptionId }, 'subscription of an unknown customer ignored');
      return null;
    }
    const price = await this.repository.findAnyPrice(remote.priceId);
    if (!price) {
      this.log.warn({ subscriptionId, priceId: remote.priceId }, 'subscription of an unknown price ignored');
      return null;
    }
    const state = {
      provider: this.provider.name,
      providerSubscriptionId: remote.id,
      providerCustomerId: remote.customerId,
      userId,
      priceId: remote.priceId,
      status: remote.status,
      seats: remote.quantity,
      currentPeriodEnd: remote.currentPeriodEnd,
      cancelAtPeriodEnd: remote.cancelAtPeriodEnd,
      canceledAt: remote.canceledAt,
    };
    // One membership per person: a new one that grants access while another does is the second, refused.
    const isNewAccess = !existing && ACCESS_STATUSES.includes(remote.status);
    const kept = await this.repository.transaction(async (repository, tx) => {
      if (isNewAccess) {
        await repository.lockUser(userId);
        const others = new SecondMembershipRepository(tx);
        if (await others.findOtherAccessSubscription(userId, this.provider.name, remote.id)) return false;
      }
      const stored = await repository.upsertSubscription(state);
      if (price.planKind === 'ENTERPRISE') {
        const owner = await repository.findUser(userId);
        const firm = await repository.upsertOwnedFirm(
          userId,
          `${owner?.name ?? 'Your'}'s firm`,
          remote.quantity,
        );
        await repository.linkSubscriptionToFirm(stored.id, firm.id);
      }
      return true;
    });
    if (!kept) {
      await this.secondMembership.refuse(remote.id, fromIntent);
      return null;
    }
    return userId;
  }

  /** A provider object that no longer exists is skipped (the event is stale); other failures retry the job. */
  private async readOrSkip<T>(read: () => Promise<T>): Promise<T | null> {
    try {
      return await read();
    } catch (error) {
      if (error instanceof PaymentProviderError && error.notFound) return null;
      throw error;
    }
  }

  private async sendInvoiceMail(
    type: string,
    invoice: Record<string, unknown>,
    userId: string,
  ): Promise<void> {
    const user = await this.repository.findUser(userId);
    if (!user) return;
    const amount =
      typeof invoice.amount_paid === 'number' ? invoice.amount_paid : Number(invoice.amount_due ?? 0);
    const currency = stringField(invoice, 'currency') ?? 'usd';
    const rendered =
      type === 'invoice.paid'
        ? renderEmail(this.appUrl, {
            subject: `Your Counsel CLE receipt: ${formatCents(amount, currency)}`,
            heading: 'Thank you: your payment went through',
            paragraphs: [
              `Hi ${user.name}, we received ${formatCents(amount, currency)} for your Counsel CLE membership.`,
              'Invoices and billing details are under "Manage billing" in Settings.',
            ],
            action: { label: 'Open Settings', url: '/dashboard/settings' },
          })
        : renderEmail(this.appUrl, {
            subject: 'Your Counsel CLE payment did not go through',
            heading: 'We could not take your payment',
            paragraphs: [
              `Hi ${user.name}, the payment of ${formatCents(amount, currency)} for your membership failed.`,
              'Update your card under "Manage billing" in Settings to keep your access to courses and certificates.',
            ],
            action: { label: 'Update your card', url: '/dashboard/settings' },
          });
    await this.mailer.send({
      to: user.email,
      template: type === 'invoice.paid' ? 'receipt' : 'payment-failed',
      ...rendered,
    });
  }

  private async sendCourseReceipt(intent: CheckoutIntentRow): Promise<void> {
    const user = await this.repository.findUser(intent.userId);
    if (!user) return;
    const amount = formatCents(intent.amountCents, intent.currency);
    const rendered = renderEmail(this.appUrl, {
      subject: `Your Counsel CLE receipt: ${amount}`,
      heading: 'Thank you: the course is yours',
      paragraphs: [
        `Hi ${user.name}, we received ${amount} for your course. It stays in My Learning for good.`,
      ],
      action: { label: 'Open My Learning', url: '/dashboard/learning' },
    });
    await this.mailer.send({ to: user.email, template: 'receipt', ...rendered });
  }
}
