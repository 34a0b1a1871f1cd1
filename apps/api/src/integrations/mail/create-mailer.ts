import type { AppConfig } from '../../config/env.js';
import type { Database } from '../../db/database.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export type MailerKind = 'smtp' | 'outbox';

/** The mail adapter the configuration names: SMTP when SMTP_URL is set, else the outbox table. */
export function mailerKind(config: Pick<AppConfig, 'SMTP_URL'>): MailerKind {
  return config.SMTP_URL ? 'smtp' : 'outbox';
}

/**
 * What GET /api/ready reports of mail: the adapter, and whether it is enough. Production without SMTP only writes
 * e-mails to the outbox table, so nobody could verify an address: not ready.
 */
export function mailReadiness(config: Pick<AppConfig, 'SMTP_URL' | 'isProduction'>): {
  ready: boolean;
  detail: MailerKind;
} {
  const kind = mailerKind(config);
  return { ready: kind === 'smtp' || !config.isProduction, detail: kind };
}

export function createMailer(config: Pick<AppConfig, 'SMTP_URL' | 'MAIL_FROM'>, db: Database): Mailer {
  if (config.SMTP_URL) return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return new OutboxMailer(new MailOutboxRepository(db));
}
