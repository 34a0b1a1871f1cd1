import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ContactInboxQuery, ContactMessageStatus, ContactTopic } from '@counsel/contracts';
import type { Executor, Transaction } from '../../db/transaction.js';
import { contactMessages, contactReplies } from '../../db/schema/contact.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;

export interface NewContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  firmName: string | null;
  seats: number | null;
  userId: string | null;
  at: Date;
}

/** Characters that `like` treats as wildcards, escaped so a search matches them literally. */
function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The contact form's messages and the staff's replies (docs/product-rules.md#contact-form). */
export class ContactRepository {
  constructor(private readonly db: Executor) {}

  /** The same queries inside a service's unit of work (integrations/jobs/unit-of-work.ts). */
  within(tx: Transaction): ContactRepository {
    return new ContactRepository(tx);
  }

  async create(input: NewContactMessage): Promise<ContactMessageRow> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        topic: input.topic,
        message: input.message,
        firmName: input.firmName,
        seats: input.seats,
        userId: input.userId,
        createdAt: input.at,
        updatedAt: input.at,
      })
      .returning();
    if (!row) throw new Error('The contact message was not stored.');
    return row;
  }

  /** The message, locked for the rest of the transaction when `forUpdate` (a status change or a reply). */
  async findById(id: string, { forUpdate = false } = {}): Promise<ContactMessageRow | undefined> {
    const query = this.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  replies(messageId: string): Promise<ContactReplyRow[]> {
    return this.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, messageId))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  }

  async page(
    query: ContactInboxQuery,
  ): Promise<{ rows: (ContactMessageRow & { replyCount: number })[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.status) conditions.push(eq(contactMessages.status, query.status));
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      const matches = or(
        ilike(contactMessages.name, pattern),
        ilike(contactMessages.email, pattern),
        ilike(contactMessages.firmName, pattern),
        ilike(contactMessages.message, pattern),
      );
      if (matches) conditions.push(matches);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(query.pageSize)
        .offset((query.currentPage - 1) * query.pageSize),
      this.db.select({ value: count() }).from(contactMessages).where(where),
    ]);
    const ids = rows.map((row) => row.id);
    const counts =
      ids.length === 0
        ? []
        : await this.db
            .select({ messageId: contactReplies.messageId, value: count() })
            .from(contactReplies)
            .where(inArray(contactReplies.messageId, ids))
            .groupBy(contactReplies.messageId);
    const replyCounts = new Map(counts.map((entry) => [entry.messageId, entry.value]));
    return {
      rows: rows.map((row) => ({ ...row, replyCount: replyCounts.get(row.id) ?? 0 })),
      total: totals[0]?.value ?? 0,
    };
  }

  async setStatus(id: string, status: ContactMessageStatus, at: Date): Promise<void> {
    await this.db.update(contactMessages).set({ status, updatedAt: at }).where(eq(contactMessages.id, id));
  }

  async addReply(input: {
    messageId: string;
    staffUserId: string | null;
    staffEmail: string;
    body: string;
    at: Date;
  }): Promise<ContactReplyRow> {
    const [row] = await this.db
      .insert(contactReplies)
      .values({
        messageId: input.messageId,
        staffUserId: input.staffUserId,
        staffEmail: input.staffEmail,
        body: input.body,
        createdAt: input.at,
      })
      .returning();
    if (!row) throw new Error('The reply was not stored.');
    return row;
  }
}
