import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
  url: string;
  /** The sender of every message (MAIL_FROM). */
  from: string;
}

/** The production mail adapter: SMTP through nodemailer, one connection per message. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = nodemailer.createTransport(options.url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers: { 'X-Counsel-Template': message.template },
      attachments: (message.attachments ?? []).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    });
  }
}
