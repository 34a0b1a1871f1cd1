/**
 * The mail port (docs/engineering-rules.md#ports-and-adapters). Services build a message from a template (mail-templates.ts) and hand it to the
 * one Mailer the app was built with: SMTP through nodemailer when SMTP_URL is set, else the outbox table that the
 * development mailbox (/dev/mailbox) reads. Choosing between them is create-mailer.ts's job alone.
 */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** The HTML part, a whole document. */
  html: string;
  /** The plain-text alternative, always sent beside the HTML part. */
  text: string;
  /** Which template produced it (`verification`, `password-reset`, ...): kept in the outbox and sent as a header. */
  template: string;
  /** Files sent with it, e.g. a live session's invite.ics. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  /** e.g. `text/calendar; charset=utf-8; method=PUBLISH` */
  contentType: string;
  /** The file's text. */
  content: string;
}

export interface Mailer {
  /** Delivers (or stores) the message; rejects when it could not. */
  send(message: MailMessage): Promise<void>;
}
