import { z } from 'zod';
import type { UnitOfWork, Work } from '../../integrations/jobs/unit-of-work.js';
import { defineJob } from '../../integrations/jobs/job-registry.js';
import type { RenderedEmail } from '../../integrations/mail/mail-templates.js';
import type { Mailer } from '../../integrations/mail/mailer.js';

/**
 * One kind of e-mail: its template name (kept in the outbox), the zod schema of its data and how it renders. The
 * module that sends it defines it beside its other code (existing-account-notice.ts, billing-emails.ts, ...).
 */
export interface EmailDefinition<Data extends z.ZodType = z.ZodType> {
  template: string;
  data: Data;
  render(appUrl: string, data: z.output<Data>): RenderedEmail;
}

export function defineEmail<Data extends z.ZodType>(email: EmailDefinition<Data>): EmailDefinition<Data> {
  return email;
}

/** The job that renders and sends one e-mail (at least once, retried by the queue when the mailer fails). */
export const SEND_EMAIL_JOB = defineJob({
  name: 'send-email',
  payload: z.object({ to: z.string().min(1), template: z.string().min(1), data: z.unknown() }),
  // Rendering is instant and one SMTP delivery takes seconds: an attempt still running after a minute died.
  policy: { expireInSeconds: 60 },
});

/**
 * Notifications (ADR 011): services never send e-mail inline. They enqueue a `send-email` job with a typed template
 * and its data, in their own unit of work when the e-mail follows a write (`enqueue`), or on its own when it follows
 * none (`send`); the job renders the e-mail and hands it to the app's one Mailer.
 */
export class Notifications {
  private readonly emails = new Map<string, EmailDefinition>();

  constructor(
    private readonly unitOfWork: Pick<UnitOfWork, 'send'>,
    private readonly mailer: Mailer,
    private readonly appUrl: string,
    emails: EmailDefinition[],
  ) {
    for (const email of emails) this.emails.set(email.template, email);
  }

  /** Enqueues the e-mail in the caller's transaction: it goes out if and only if the write commits. */
  enqueue<Data extends z.ZodType>(
    work: Pick<Work, 'enqueue'>,
    email: EmailDefinition<Data>,
    to: string,
    data: z.input<Data>,
  ): Promise<void> {
    return work.enqueue(SEND_EMAIL_JOB, { to, template: email.template, data: this.checked(email, data) });
  }

  /** Queues the e-mail outside any transaction (it follows no write of ours). */
  send<Data extends z.ZodType>(email: EmailDefinition<Data>, to: string, data: z.input<Data>): Promise<void> {
    return this.unitOfWork.send(SEND_EMAIL_JOB, {
      to,
      template: email.template,
      data: this.checked(email, data),
    });
  }

  /** The `send-email` job: renders the template with its data and sends it. */
  async deliver({ to, template, data }: z.output<typeof SEND_EMAIL_JOB.payload>): Promise<void> {
    const email = this.emails.get(template);
    if (!email) throw new Error(`No e-mail template "${template}" is registered.`);
    const rendered = email.render(this.appUrl, email.data.parse(data));
    await this.mailer.send({ to, template, ...rendered });
  }

  private checked<Data extends z.ZodType>(email: EmailDefinition<Data>, data: z.input<Data>): z.output<Data> {
    if (this.emails.get(email.template) !== email) {
      throw new Error(`The e-mail template "${email.template}" is not registered with the notifications.`);
    }
    return email.data.parse(data);
  }
}
