import type { Mailer, MailMessage } from './mailer.js';
import type { MailOutboxRepository } from './mail-outbox.repository.js';

/**
 * The embedded mail adapter: nothing leaves the machine. Each message is stored in `mail_outbox`, where the
 * development mailbox (/dev/mailbox, MAIL_OUTBOX_UI) and tests read it.
 */
export class OutboxMailer implements Mailer {
  constructor(private readonly repository: MailOutboxRepository) {}

  async send(message: MailMessage): Promise<void> {
    await this.repository.create(message);
  }
}
