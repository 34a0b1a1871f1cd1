import { and, eq, sql } from 'drizzle-orm';
import { webhookEvents } from '../../db/schema/billing.js';
import type { Executor, Transaction } from '../../db/transaction.js';

export type WebhookEventRow = typeof webhookEvents.$inferSelect;

/** Verified payment-provider events, kept by event id: the only place with webhook_events queries. */
export class WebhookEventsRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): WebhookEventsRepository {
    return new WebhookEventsRepository(tx);
  }

  /**
   * Records a verified event once by id. Answers whether it still has to be processed: true for a new event and for
   * a redelivery of one that was recorded but never processed; false once it was processed.
   */
  async record(event: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
    const inserted = await this.db
      .insert(webhookEvents)
      .values(event)
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (inserted.length > 0) return true;
    const existing = await this.find(event.id);
    return existing !== undefined && existing.processedAt === null;
  }

  async find(eventId: string): Promise<WebhookEventRow | undefined> {
    const [row] = await this.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId)).limit(1);
    return row;
  }

  /** Whether a full refund of this payment was recorded (it may arrive before its checkout completes). */
  async refundRecorded(provider: string, paymentId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: webhookEvents.id })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.provider, provider),
          sql`${webhookEvents.payload} ->> 'type' = 'refunded'`,
          sql`${webhookEvents.payload} ->> 'paymentId' = ${paymentId}`,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  async markProcessed(eventId: string, error: string | null = null): Promise<void> {
    await this.db
      .update(webhookEvents)
      .set({ processedAt: sql`now()`, error })
      .where(eq(webhookEvents.id, eventId));
  }
}
