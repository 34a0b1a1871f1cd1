import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { isUuid } from '@counsel/contracts';
import { grantsAccess } from '@counsel/domain';
import type { UnitOfWork, Work } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import { defineJob } from '../../integrations/jobs/job-registry.js';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type PaymentProvider,
} from '../../integrations/payments/payment-provider.js';
import {
  ProductEventSchema,
  type ProductEvent,
  type ReceivedPaymentEvent,
} from '../../integrations/payments/product-events.js';
import { noMetrics, type Metrics } from '../../integrations/metrics/metrics.js';
import type { Notifications } from '../notifications/notifications.js';
import { PAYMENT_FAILED_EMAIL, RECEIPT_EMAIL } from './billing-emails.js';
import type { BillingRepository, CheckoutIntentRow } from './billing.repository.js';
import type { SecondMembershipRefusal } from './second-membership.js';
import { SecondMembershipRepository } from './second-membership.repository.js';
import type { WebhookEventsRepository } from './webhook-events.repository.js';

/** The job that processes one recorded event (each reads the provider once or twice: seconds). */
export const PAYMENT_EVENT_JOB = defineJob({
  name: 'payment-events',
  payload: z.object({ eventId: z.string().min(1) }),
  policy: { expireInSeconds: 60, policy: 'stately' },
  singletonKey: ({ eventId }) => eventId,
});

/**
 * POST /api/webhooks/stripe and its job: the adapter verifies a delivery on its raw body and says
 * what it means to the product (ADR 013); it is recorded once by event id with its job; the job re-reads the session
 * or subscription from the provider and writes the whole state, so repeated and out-of-order events end in the right
 * state.
 */
export class PaymentEventsService {
  constructor(
    private readonly repository: BillingRepository,
    private readonly events: WebhookEventsRepository,
    private readonly secondMembership: SecondMembershipRefusal,
    private readonly provider: PaymentProvider,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Pick<Notifications, 'enqueue' | 'send'>,
    private readonly log: FastifyBaseLogger,
    private readonly metrics: Metrics = noMetrics,
  ) {}

  /** Verifies and records a delivery; a redelivery of a processed event changes nothing. */
  async receiveEvent(rawBody: Buffer, signature: string | undefined): Promise<void> {
    let received: ReceivedPaymentEvent;
    try {
      if (!signature) throw new PaymentSignatureError('missing Stripe-Signature header');
      received = this.provider.parseEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof PaymentSignatureError) {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not verify.');
      }
      throw new AppError('VALIDATION_FAILED', 'The webhook body is not a valid event.');
    }
    const record = {
      id: received.id,
      provider: this.provider.name,
      type: received.providerType,
      payload: received.event,
    };
    try {
      // The event is recorded and its job enqueued in one transaction, so a crash leaves either both or neither. A
      // redelivery of an event that was recorded but never processed is queued again.
      await this.unitOfWork.run(async (work) => {
        if (await this.events.within(work.tx).record(record)) {
          await work.enqueue(PAYMENT_EVENT_JOB, { eventId: received.id });
        }
      });
    } catch (error) {
      this.log.error({ err: error, eventId: received.id }, 'payment event not recorded');
      throw new AppError('SERVICE_UNAVAILABLE', 'The event could not be recorded; deliver it again.');
    }
  }

  /** The job: processes one recorded event (at least once; every step is idempotent). */
  async processEvent({ eventId }: z.output<typeof PAYMENT_EVENT_JOB.payload>): Promise<void> {
    const row = await this.events.find(eventId);
    if (!row || row.processedAt) return;
    const parsed = ProductEventSchema.safeParse(row.payload);
    if (!parsed.success) {
      this.log.warn({ eventId }, 'payment event recorded in an older format: not processed');
      await this.events.markProcessed(eventId, 'unreadable payload');
      this.metrics.webhookEvent(this.provider.name, row.type, 'unreadable');
      return;
    }
    const event = parsed.data;
    try {
      await this.apply(eventId, event);
    } catch (error) {
      this.metrics.webhookEvent(this.provider.name, event.type, 'failed');
      throw error;
    }
    this.metrics.webhookEvent(this.provider.name, event.type, 'processed');
  }

  /** What one event means to the product, then the event marked processed. */
  private async apply(eventId: string, event: ProductEvent): Promise<void> {
    switch (event.type) {
      case 'checkout-completed':
        await this.completeCheckout(event.sessionId);
        break;
      case 'checkout-failed':
        if (isUuid(event.intentId)) await this.repository.markIntentFailed(event.intentId);
        break;
      case 'subscription-changed':
        await this.syncSubscription(event.subscriptionId);
        break;
      case 'invoice-paid':
      case 'invoice-failed': {
        const userId = await this.syncSubscription(event.subscriptionId);
        const user = userId ? await this.repository.findUser(userId) : undefined;
        if (!user) break;
        const data = { name: user.name, amountCents: event.amountCents, currency: event.currency };
        await (event.type === 'invoice-paid'
          ? this.notifications.send(RECEIPT_EMAIL, user.email, { item: 'MEMBERSHIP', ...data })
          : this.notifications.send(PAYMENT_FAILED_EMAIL, user.email, data));
        break;
      }
      case 'refunded':
        // A course bought with this payment stops granting it; any other payment (a subscription's invoice, whose
        // subscription sends its own events when it ends) or an unknown one is recorded and done.
        if (await this.repository.refundCoursePurchase(event.paymentId)) {
          this.log.info({ eventId, paymentId: event.paymentId }, 'course purchase refunded');
        }
        break;
      case 'ignored':
        break;
    }
    await this.events.markProcessed(eventId);
  }

  private async completeCheckout(sessionId: string): Promise<void> {
    const session = await this.readOrSkip(() => this.provider.retrieveCheckoutSession(sessionId));
    if (!session) return;
    const reference = session.clientReferenceId ?? session.metadata.intentId ?? null;
    if (!reference || !isUuid(reference)) return;
    const intent = await this.repository.findIntent(reference);
    if (!intent) return;
    if (!session.paid) return;
    if (session.customerId)
      await this.repository.saveCustomerId(intent.userId, this.provider.name, session.customerId);
    if (session.mode === 'subscription' && session.subscriptionId) {
      await this.syncSubscription(session.subscriptionId, intent);
    }
    // A refunded second membership stays refunded; completing anything else happens once: a course purchase with
    // its receipt (so a redelivered old checkout never revives a refunded course).
    const completedNow = await this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      if (!(await repository.completeIntent(intent.id))) return false;
      if (session.mode === 'payment') await this.recordCoursePurchase(work, intent, session.paymentId);
      if (intent.kind === 'COURSE') await this.enqueueCourseReceipt(work, intent);
      return true;
    });
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
      (metadataIntent && isUuid(metadataIntent)
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
    const isNewAccess = !existing && grantsAccess(remote.status);
    const kept = await this.unitOfWork.run(async ({ tx }) => {
      const repository = this.repository.within(tx);
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

  /** The course bought; refunded at once when its payment's full refund was recorded first (events out of order). */
  private async recordCoursePurchase(
    work: Work,
    intent: CheckoutIntentRow,
    paymentId: string | null,
  ): Promise<void> {
    const repository = this.repository.within(work.tx);
    await repository.recordCoursePurchase(intent, paymentId);
    if (paymentId && (await this.events.within(work.tx).refundRecorded(this.provider.name, paymentId))) {
      await repository.refundCoursePurchase(paymentId);
    }
  }

  private async enqueueCourseReceipt(work: Work, intent: CheckoutIntentRow): Promise<void> {
    const user = await this.repository.within(work.tx).findUser(intent.userId);
    if (!user) return;
    await this.notifications.enqueue(work, RECEIPT_EMAIL, user.email, {
      item: 'COURSE',
      name: user.name,
      amountCents: intent.amountCents,
      currency: intent.currency,
    });
  }
}
