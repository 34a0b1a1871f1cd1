import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Transaction } from '../../db/transaction.js';
import { AppError } from '../../errors/app-error.js';
import type { JobQueue } from '../../integrations/jobs/job-queue.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { appLink, renderEmail } from '../../integrations/mail/mail-templates.js';
import type { CertificateDocument } from '../certificates/certificate-pdf.js';
import { certificatePaths } from './completions.mapper.js';
import type { CompletionsRepository, CompletionWithCourse } from './completions.repository.js';

export const CERTIFICATE_QUEUE = 'certificate-issue';
/** A certificate renders in well under a second: an attempt still running after 30 s died with its process. */
export const CERTIFICATE_POLICY = { expireInSeconds: 30, policy: 'stately' } as const;
/** How long a completion may wait for its certificate before the sweeper queues the job again. */
export const CERTIFICATE_SWEEP_GRACE_MS = 3 * 60_000;

/** The provider's facts printed on every certificate (CERTIFICATE_PROVIDER_* settings). */
export interface ProviderDetails {
  name: string;
  address: string;
  email: string;
  phone: string;
  website: string;
}

export type RenderCertificate = (document: CertificateDocument) => Promise<Buffer>;

const CertificateJobSchema = z.object({ completionId: z.uuid() });
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newCertificateNumber(now = new Date()): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1)
    suffix += NUMBER_ALPHABET.charAt(randomInt(0, NUMBER_ALPHABET.length));
  return `CCLE-${now.getUTCFullYear()}-${suffix}`;
}

/**
 * The certificate job (exactly one PDF per completion, mailed once), how a claim enqueues it, and the sweep that
 * queues it again for a completion left without a certificate (ADR 009).
 */
export class CertificateIssuer {
  constructor(
    private readonly repository: CompletionsRepository,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly render: RenderCertificate,
    private readonly appUrl: string,
    private readonly provider: ProviderDetails,
  ) {}

  /** Starts the queue: call it before opening the transaction `enqueue` writes into. */
  ready(): Promise<void> {
    return this.queue.start();
  }

  /** Enqueues the certificate job in the claim's transaction (ADR 009); a failure rolls the claim back. */
  async enqueue(tx: Transaction, completionId: string): Promise<void> {
    try {
      await this.queue.enqueue(tx, CERTIFICATE_QUEUE, { completionId }, { singletonKey: completionId });
    } catch {
      // The whole claim rolls back with it: nothing is kept, and claiming again is safe.
      throw new AppError('SERVICE_UNAVAILABLE', 'We could not record your claim just now. Please try again.');
    }
  }

  /**
   * The sweeper: queues the certificate job again for every completion still without a certificate after
   * `graceMs` (a job that failed every retry, or a completion from before jobs were transactional). Answers how
   * many it queued; a job already waiting for one of them is not doubled (one queued job per completion).
   */
  async requeueMissing(now: Date, graceMs = CERTIFICATE_SWEEP_GRACE_MS): Promise<number> {
    const missing = await this.repository.withoutCertificate(new Date(now.getTime() - graceMs));
    if (missing.length === 0) return 0;
    await this.queue.start();
    await this.repository.transaction(async (_repository, tx) => {
      for (const completionId of missing) await this.enqueue(tx, completionId);
    });
    return missing.length;
  }

  /** The certificate job: renders and stores the PDF once per completion, and mails the lawyer once. */
  async issue(data: unknown): Promise<void> {
    const { completionId } = CertificateJobSchema.parse(data);
    const found = await this.repository.findById(completionId);
    if (!found || (await this.repository.certificateExists(completionId))) return;
    let number = newCertificateNumber();
    while (await this.repository.numberTaken(number)) number = newCertificateNumber();
    const issuedAt = new Date();
    const pdf = await this.render(this.certificateDocument(found, number, issuedAt));
    const inserted = await this.repository.insertCertificate(completionId, number, pdf, issuedAt);
    if (inserted) await this.mailCertificate(found, number);
  }

  certificateDocument(found: CompletionWithCourse, number: string, issuedAt: Date): CertificateDocument {
    const { completion, course } = found;
    return {
      certificateNumber: number,
      issuedAt,
      attendee: { name: completion.attendeeName, barNumbers: completion.barNumbers },
      course: {
        title: course.title,
        courseNumber:
          completion.credits.find((credit) => credit.accreditationNumber)?.accreditationNumber ?? null,
        format: course.format,
        durationMinutes: course.durationMinutes,
      },
      attendedFrom: completion.attendedFrom,
      completedAt: completion.completedAt,
      credits: completion.credits,
      verificationMethod: completion.verificationMethod,
      provider: this.provider,
      verifyUrl: appLink(this.appUrl, certificatePaths(number).verifyPath),
    };
  }

  private async mailCertificate({ completion, course }: CompletionWithCourse, number: string): Promise<void> {
    const user = await this.repository.userName(completion.userId);
    if (!user) return;
    const verifyUrl = appLink(this.appUrl, certificatePaths(number).verifyPath);
    const credits = completion.credits
      .map((credit) => `${credit.jurisdictionName}: ${credit.hours} ${credit.creditType.replace('_', ' ')}`)
      .join('; ');
    const rendered = renderEmail(this.appUrl, {
      subject: `Your certificate for “${course.title}”`,
      heading: 'Your certificate is ready',
      paragraphs: [
        `Hello ${completion.attendeeName || 'there'},`,
        `You completed “${course.title}”. Your certificate of attendance (number ${number}) is ready to download and keep for your records.`,
        `Credit: ${credits}.`,
      ],
      action: { label: 'Open your certificates', url: '/dashboard/certificates' },
      notes: [`Anyone can confirm this certificate at ${verifyUrl}.`],
    });
    await this.mailer.send({ to: user.email, template: 'certificate', ...rendered });
  }
}
