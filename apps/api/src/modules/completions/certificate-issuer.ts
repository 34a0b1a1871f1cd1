import type { Clock } from '../../integrations/clock/clock.js';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { UnitOfWork, Work } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import { defineJob } from '../../integrations/jobs/job-registry.js';
import { appLink, renderEmail } from '../../integrations/mail/mail-templates.js';
import type { CertificateDocument } from '../certificates/certificate-pdf.js';
import { defineEmail, type Notifications } from '../notifications/notifications.js';
import { certificatePaths } from './completions.mapper.js';
import type { CompletionsRepository, CompletionWithCourse } from './completions.repository.js';

/** The certificate job: numbers, renders and stores one completion's certificate, and mails it (ADR 009). */
export const CERTIFICATE_JOB = defineJob({
  name: 'certificate-issue',
  payload: z.object({ completionId: z.uuid() }),
  // A certificate renders in well under a second: an attempt still running after 30 s died with its process.
  policy: { expireInSeconds: 30, policy: 'stately' },
  singletonKey: ({ completionId }) => completionId,
});
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

/** The e-mail that tells the lawyer their certificate is ready. */
export const CERTIFICATE_EMAIL = defineEmail({
  template: 'certificate',
  data: z.object({ name: z.string(), courseTitle: z.string(), number: z.string(), credits: z.string() }),
  render(appUrl, { name, courseTitle, number, credits }) {
    const verifyUrl = appLink(appUrl, certificatePaths(number).verifyPath);
    return renderEmail(appUrl, {
      subject: `Your certificate for “${courseTitle}”`,
      heading: 'Your certificate is ready',
      paragraphs: [
        `Hello ${name || 'there'},`,
        `You completed “${courseTitle}”. Your certificate of attendance (number ${number}) is ready to download and keep for your records.`,
        `Credit: ${credits}.`,
      ],
      action: { label: 'Open your certificates', url: '/dashboard/certificates' },
      notes: [`Anyone can confirm this certificate at ${verifyUrl}.`],
    });
  },
});

/** Enqueues the certificate job in a claim's unit of work (ADR 009); a failure rolls the claim back. */
export async function enqueueCertificate(work: Pick<Work, 'enqueue'>, completionId: string): Promise<void> {
  try {
    await work.enqueue(CERTIFICATE_JOB, { completionId });
  } catch {
    // The whole claim rolls back with it: nothing is kept, and claiming again is safe.
    throw new AppError('SERVICE_UNAVAILABLE', 'We could not record your claim just now. Please try again.');
  }
}
const NUMBER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newCertificateNumber(now: Date): string {
  let suffix = '';
  for (let index = 0; index < 8; index += 1)
    suffix += NUMBER_ALPHABET.charAt(randomInt(0, NUMBER_ALPHABET.length));
  return `CCLE-${now.getUTCFullYear()}-${suffix}`;
}

/**
 * The certificate job (exactly one PDF per completion, its e-mail queued in the same transaction) and the sweep
 * that queues it again for a completion left without a certificate (ADR 009).
 */
export class CertificateIssuer {
  constructor(
    private readonly repository: CompletionsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Pick<Notifications, 'enqueue'>,
    private readonly render: RenderCertificate,
    /** The provider printed on every certificate; its `website` (APP_URL) is also where certificates are verified. */
    private readonly provider: ProviderDetails,
    private readonly clock: Clock,
  ) {}

  /**
   * The sweeper: queues the certificate job again for every completion still without a certificate after
   * `graceMs` (a job that failed every retry, or a completion from before jobs were transactional). Answers how
   * many it queued; a job already waiting for one of them is not doubled (one queued job per completion).
   */
  async requeueMissingCertificates(graceMs = CERTIFICATE_SWEEP_GRACE_MS): Promise<number> {
    const missing = await this.repository.listCompletionIdsWithoutCertificate(
      new Date(this.clock.now().getTime() - graceMs),
    );
    if (missing.length === 0) return 0;
    await this.unitOfWork.run(async (work) => {
      for (const completionId of missing) await work.enqueue(CERTIFICATE_JOB, { completionId });
    });
    return missing.length;
  }

  /**
   * The certificate job: renders and stores the PDF once per completion, and mails the lawyer once. True when this
   * call issued it (false: already issued, or no such completion).
   */
  async issueCertificate({ completionId }: { completionId: string }): Promise<boolean> {
    const found = await this.repository.findById(completionId);
    if (!found || (await this.repository.certificateExists(completionId))) return false;
    const issuedAt = this.clock.now();
    let number = newCertificateNumber(issuedAt);
    while (await this.repository.certificateNumberTaken(number)) number = newCertificateNumber(issuedAt);
    const pdf = await this.render(this.certificateDocument(found, number, issuedAt));
    return this.unitOfWork.run(async (work) => {
      const repository = this.repository.within(work.tx);
      if (!(await repository.insertCertificate(completionId, number, pdf, issuedAt))) return false;
      await this.mailCertificate(work, repository, found, number);
      return true;
    });
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
        format: completion.format,
        durationMinutes: course.durationMinutes,
      },
      attendedFrom: completion.attendedFrom,
      completedAt: completion.completedAt,
      credits: completion.credits,
      verificationMethod: completion.verificationMethod,
      provider: this.provider,
      verifyUrl: appLink(this.provider.website, certificatePaths(number).verifyPath),
    };
  }

  private async mailCertificate(
    work: Work,
    repository: CompletionsRepository,
    { completion, course }: CompletionWithCourse,
    number: string,
  ): Promise<void> {
    const user = await repository.findAttendee(completion.userId);
    if (!user) return;
    await this.notifications.enqueue(work, CERTIFICATE_EMAIL, user.email, {
      name: completion.attendeeName,
      courseTitle: course.title,
      number,
      credits: completion.credits
        .map((credit) => `${credit.jurisdictionName}: ${credit.hours} ${credit.creditType.replace('_', ' ')}`)
        .join('; '),
    });
  }
}
