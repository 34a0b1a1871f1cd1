import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/mail.js';
import type { MailMessage } from './mailer.js';

export type OutboxMessageRow = typeof mailOutbox.$inferSelect;
export type OutboxMessageSummary = Pick<
  OutboxMessageRow,
  'id' | 'toAddress' | 'subject' | 'template' | 'createdAt'
>;

/**
 * The only Drizzle user of `mail_outbox`: the outbox mailer writes through it and the development mailbox
 * (modules/dev-mailbox) reads through it.
 */
export class MailOutboxRepository {
  constructor(private readonly db: Database) {}

  async create(message: MailMessage): Promise<OutboxMessageRow> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({
        toAddress: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        template: message.template,
        attachments: message.attachments ?? [],
      })
      .returning();
    if (!row) throw new Error('The outbox did not return the stored message.');
    return row;
  }

  /** The newest messages first, without their bodies. */
  async findMany(limit: number): Promise<OutboxMessageSummary[]> {
    return this.db
      .select({
        id: mailOutbox.id,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        template: mailOutbox.template,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
  }

  /** `id` must already be a well-formed UUID (the caller checks), so a bad id never reaches the database. */
  async findById(id: string): Promise<OutboxMessageRow | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row;
  }
}
