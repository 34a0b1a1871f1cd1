import { and, asc, desc, eq } from 'drizzle-orm';
import { findPlanPrice, type PlanPriceWithTiers } from '../../../db/queries/plan-price.js';
import type { Executor, Transaction } from '../../../db/transaction.js';
import {
  planPrices,
  sandboxCheckoutSessions,
  sandboxInvoices,
  sandboxSubscriptions,
} from '../../../db/schema/billing.js';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;
export type NewSandboxSession = typeof sandboxCheckoutSessions.$inferInsert;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type NewSandboxSubscription = typeof sandboxSubscriptions.$inferInsert;
export type SandboxInvoiceRow = typeof sandboxInvoices.$inferSelect;
export type NewSandboxInvoice = typeof sandboxInvoices.$inferInsert;

/** What the sandbox changes on a subscription (the portal's actions). */
export type SandboxSubscriptionPatch = Partial<
  Pick<
    SandboxSubscriptionRow,
    | 'priceId'
    | 'quantity'
    | 'status'
    | 'currentPeriodStart'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'canceledAt'
    | 'cardLast4'
  >
>;

/** A recurring price as the sandbox needs it: Stripe would know its interval, amount and product. */
/** One of our recurring prices with its plan and tiers (db/queries/plan-price.ts). */
export type SandboxPrice = PlanPriceWithTiers;

/**
 * The sandbox payment provider's own store: what Stripe keeps on its side (checkout sessions, subscriptions,
 * invoices). The only code that touches the sandbox_* tables; it also reads the plan prices (as Stripe knows its
 * prices). Rows are always read back whole.
 */
export class SandboxStore {
  constructor(private readonly db: Executor) {}

  /** Runs `work` in one transaction; the events it emits are queued in the same transaction (SandboxContext.commit). */
  async transaction<T>(work: (store: SandboxStore, tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new SandboxStore(tx), tx));
  }

  async createSession(values: NewSandboxSession): Promise<SandboxSessionRow> {
    const [row] = await this.db.insert(sandboxCheckoutSessions).values(values).returning();
    if (!row) throw new Error('The sandbox store did not return the checkout session.');
    return row;
  }

  async findSession(id: string): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id))
      .limit(1);
    return row;
  }

  /** The session created for an intent (a repeated create with the same intent returns it, like an idempotent replay). */
  async findSessionByClientReference(clientReferenceId: string): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.clientReferenceId, clientReferenceId))
      .orderBy(desc(sandboxCheckoutSessions.createdAt))
      .limit(1);
    return row;
  }

  /** open → expired; undefined when the session was no longer open. */
  async expireSession(id: string): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    return row;
  }

  /** Why the last card was refused (null clears it), only while the session is open. */
  async recordPaymentError(id: string, message: string | null): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ lastError: message })
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    return row;
  }

  /**
   * open → complete and paid, with the subscription it created. The condition on `status` makes this the claim:
   * of two concurrent payments of the same session only one gets the row back.
   */
  async completeSession(id: string, subscriptionId: string | null): Promise<SandboxSessionRow | undefined> {
    const [row] = await this.db
      .update(sandboxCheckoutSessions)
      .set({ status: 'complete', paymentStatus: 'paid', subscriptionId, lastError: null })
      .where(and(eq(sandboxCheckoutSessions.id, id), eq(sandboxCheckoutSessions.status, 'open')))
      .returning();
    return row;
  }

  async createSubscription(values: NewSandboxSubscription): Promise<SandboxSubscriptionRow> {
    const [row] = await this.db.insert(sandboxSubscriptions).values(values).returning();
    if (!row) throw new Error('The sandbox store did not return the subscription.');
    return row;
  }

  async findSubscription(id: string): Promise<SandboxSubscriptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
      .limit(1);
    return row;
  }

  /** A customer's subscriptions, newest first. */
  async findSubscriptionsOf(customerId: string): Promise<SandboxSubscriptionRow[]> {
    return this.db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.customerId, customerId))
      .orderBy(desc(sandboxSubscriptions.createdAt), asc(sandboxSubscriptions.id));
  }

  /** Changes a subscription of this customer; undefined when there is no such subscription of theirs. */
  async updateSubscription(
    id: string,
    customerId: string,
    patch: SandboxSubscriptionPatch,
  ): Promise<SandboxSubscriptionRow | undefined> {
    const [row] = await this.db
      .update(sandboxSubscriptions)
      .set(patch)
      .where(and(eq(sandboxSubscriptions.id, id), eq(sandboxSubscriptions.customerId, customerId)))
      .returning();
    return row;
  }

  async createInvoice(values: NewSandboxInvoice): Promise<SandboxInvoiceRow> {
    const [row] = await this.db.insert(sandboxInvoices).values(values).returning();
    if (!row) throw new Error('The sandbox store did not return the invoice.');
    return row;
  }

  /** A customer's invoices, newest first. */
  /** paid → refunded for every invoice of a subscription; answers the invoices it refunded. */
  async refundInvoicesOf(subscriptionId: string): Promise<SandboxInvoiceRow[]> {
    return this.db
      .update(sandboxInvoices)
      .set({ status: 'refunded' })
      .where(and(eq(sandboxInvoices.subscriptionId, subscriptionId), eq(sandboxInvoices.status, 'paid')))
      .returning();
  }

  async findInvoicesOf(customerId: string): Promise<SandboxInvoiceRow[]> {
    return this.db
      .select()
      .from(sandboxInvoices)
      .where(eq(sandboxInvoices.customerId, customerId))
      .orderBy(desc(sandboxInvoices.createdAt), asc(sandboxInvoices.id));
  }

  /** One of our recurring prices, with its plan and volume tiers. */
  findPrice(priceId: string): Promise<SandboxPrice | undefined> {
    return findPlanPrice(this.db, priceId, { onSale: false });
  }

  /** The active prices of a plan (its monthly and annual price), for switching between them. */
  async findActivePriceIdsOfPlan(planId: string): Promise<{ id: string; interval: 'month' | 'year' }[]> {
    return this.db
      .select({ id: planPrices.id, interval: planPrices.interval })
      .from(planPrices)
      .where(and(eq(planPrices.planId, planId), eq(planPrices.active, true)))
      .orderBy(asc(planPrices.interval));
  }
}
