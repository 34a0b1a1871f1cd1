import { isUuid } from '@counsel/contracts';
import { AppError } from '../../errors/app-error.js';
import type { MailOutboxRepository } from '../../integrations/mail/mail-outbox.repository.js';
import { toMailboxPage, toMessagePage } from './dev-mailbox.mapper.js';

const LIST_LIMIT = 200;

/**
 * The development mailbox over the outbox table (MAIL_OUTBOX_UI, never in production). It reads through the
 * outbox mailer's repository, so `mail_outbox` has one place for its queries.
 */
export class DevMailboxService {
  constructor(
    private readonly repository: MailOutboxRepository,
    private readonly options: { smtpActive: boolean },
  ) {}

  async showMailbox(): Promise<string> {
    const rows = await this.repository.findMany(LIST_LIMIT);
    return toMailboxPage(rows, { smtpActive: this.options.smtpActive, limit: LIST_LIMIT });
  }

  async showMessage(messageId: string): Promise<string> {
    return toMessagePage(await this.message(messageId));
  }

  /** One attachment of a message, by its position, or 404 MESSAGE_NOT_FOUND. */
  async attachment(messageId: string, index: number) {
    const found = (await this.message(messageId)).attachments[index];
    if (!found) throw new AppError('MESSAGE_NOT_FOUND', 'This message has no such attachment.');
    return found;
  }

  private async message(messageId: string) {
    // Anything that is not a UUID cannot name a message: answer 404 without asking the database.
    const row = isUuid(messageId) ? await this.repository.findById(messageId.toLowerCase()) : undefined;
    if (!row) throw new AppError('MESSAGE_NOT_FOUND', 'This message is not in the outbox.');
    return row;
  }
}
