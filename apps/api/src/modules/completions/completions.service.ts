import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateVerification,
  type ClaimCreditRequest,
  type Completion,
  type CompletionList,
  type CompletionRequirement,
  type CourseCompletionStatus,
  type EarnedCredit,
} from '@counsel/contracts';
import { earnedCreditHours } from '@counsel/domain';
import type { VerificationEvidence } from '../../db/schema/completions.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Transaction } from '../../db/transaction.js';
import type { JobQueue } from '../../integrations/jobs/job-queue.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { appLink, renderEmail } from '../../integrations/mail/mail-templates.js';
import type { CertificateDocument } from '../certificates/certificate-pdf.js';
import type { ActiveEnrollment, LearningService } from '../learning/learning.service.js';
import type { AttendanceFacts, VideoService } from '../video/video.service.js';
import { certificatePaths, toCompletion, toVerification } from './completions.mapper.js';
import type {
  ApprovedCreditRow,
  CompletionsRepository,
  CompletionWithCourse,
} from './completions.repository.js';

export const CERTIFICATE_QUEUE = 'certificate-issue';
/** A certificate renders in well under a second: an attempt still running after 30 s died with its process. */
export const CERTIFICATE_POLICY = { expireInSeconds: 30, policy: 'stately' } as const;
/** How long a completion may wait for its certificate before the sweeper queues the job again. */
export const CERTIFICATE_SWEEP_GRACE_MS = 3 * 60_000;

/** What the questionnaires module says about a lawyer's course (questionnaires.service.ts). */
export interface QuestionnaireRequirements {
  creditRequirements(
    userId: string,
    courseId: string,
  ): Promise<{
    evaluation: { submittedAt: Date } | null;
    knowledgeCheck:
      { required: false } | { required: true; passed: { scorePercent: number; attempt: number } | null };
  }>;
}

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

interface Assessment {
  requirements: { requirement: CompletionRequirement; met: boolean }[];
  facts: AttendanceFacts | null;
  questionnaires: Awaited<ReturnType<QuestionnaireRequirements['creditRequirements']>>;
}

/**
 * Completion and certificates: the completion rule (watched, codes, evaluation, knowledge check), the credit per
 * jurisdiction, the claim (exactly once per enrollment) and the certificate job (exactly one PDF per completion).
 */
export class CompletionsService {
  constructor(
    private readonly repository: CompletionsRepository,
    private readonly learning: Pick<LearningService, 'activeEnrollment' | 'anyEnrollment'>,
    private readonly video: Pick<VideoService, 'attendanceFacts'>,
    private readonly questionnaires: QuestionnaireRequirements,
    private readonly queue: JobQueue,
    private readonly mailer: Mailer,
    private readonly render: RenderCertificate,
    private readonly appUrl: string,
    private readonly provider: ProviderDetails,
  ) {}

  private async assess({ userId, enrollment, course }: ActiveEnrollment): Promise<Assessment> {
    const [facts, questionnaires] = await Promise.all([
      this.video.attendanceFacts(enrollment.id, course.id),
      this.questionnaires.creditRequirements(userId, course.id),
    ]);
    const requirements: Assessment['requirements'] = [
      { requirement: 'WATCHED', met: facts?.watchRequirementMet ?? false },
      { requirement: 'ATTENDANCE_CODES', met: facts?.codesComplete ?? false },
      { requirement: 'EVALUATION', met: questionnaires.evaluation !== null },
    ];
    if (questionnaires.knowledgeCheck.required) {
      requirements.push({
        requirement: 'KNOWLEDGE_CHECK',
        met: questionnaires.knowledgeCheck.passed !== null,
      });
    }
    return { requirements, facts, questionnaires };
  }

  /** Approved credit by jurisdiction, as earned by this course's length there; the lawyer's admissions first. */
  private async claimable(userId: string, course: ActiveEnrollment['course']) {
    const [rows, barNumbers] = await Promise.all([
      this.repository.approvedCredits(course.id),
      this.repository.barNumbers(userId),
    ]);
    const byJurisdiction = new Map<string, { code: string; name: string; credits: EarnedCredit[] }>();
    for (const row of rows) {
      const hours = earnedFor(row, course.durationMinutes);
      if (hours <= 0) continue;
      const entry = byJurisdiction.get(row.jurisdictionCode) ?? {
        code: row.jurisdictionCode,
        name: row.jurisdictionName,
        credits: [],
      };
      entry.credits.push({
        jurisdictionCode: row.jurisdictionCode,
        jurisdictionName: row.jurisdictionName,
        creditType: row.creditType,
        category: row.category,
        hours,
        accreditationNumber: row.accreditationNumber,
      });
      byJurisdiction.set(row.jurisdictionCode, entry);
    }
    return [...byJurisdiction.values()]
      .map((entry) => ({ ...entry, barNumber: barNumbers.get(entry.code) ?? null }))
      .sort(
        (a, b) => Number(b.barNumber !== null) - Number(a.barNumber !== null) || a.name.localeCompare(b.name),
      );
  }

  async status(identity: VerifiedIdentity, courseKey: string): Promise<CourseCompletionStatus> {
    const enrolled = await this.learning.anyEnrollment(identity, courseKey);
    const [existing, assessment, claimable] = await Promise.all([
      this.repository.findByEnrollment(enrolled.enrollment.id),
      this.assess(enrolled),
      this.claimable(enrolled.userId, enrolled.course),
    ]);
    return {
      courseId: enrolled.course.id,
      requirements: assessment.requirements,
      canClaim: !existing && claimable.length > 0 && assessment.requirements.every((item) => item.met),
      claimableJurisdictions: claimable,
      completion: existing ? toCompletion(existing) : null,
    };
  }

  /** Claims credit once: 201 with the new completion, 200 with the existing one (parallel claims: one wins). */
  async claim(
    identity: VerifiedIdentity,
    courseKey: string,
    request: ClaimCreditRequest,
  ): Promise<{ completion: Completion; created: boolean }> {
    const enrolled = await this.learning.anyEnrollment(identity, courseKey);
    const existing = await this.repository.findByEnrollment(enrolled.enrollment.id);
    if (existing) return { completion: toCompletion(existing), created: false };
    const active = await this.learning.activeEnrollment(identity, courseKey);
    const assessment = await this.assess(active);
    const missing = assessment.requirements.filter((item) => !item.met).map((item) => item.requirement);
    if (missing.length > 0 || !assessment.facts) {
      throw new AppError('REQUIREMENTS_NOT_MET', 'Finish every step of the course before claiming credit.', {
        missing,
      });
    }
    const claimable = await this.claimable(active.userId, active.course);
    const wanted = [...new Set(request.jurisdictionCodes.map((code) => code.trim().toUpperCase()))];
    const unknown = wanted.filter((code) => !claimable.some((entry) => entry.code === code));
    if (unknown.length > 0) {
      throw new AppError('JURISDICTION_NOT_CLAIMABLE', 'This course has no approved credit there.', {
        jurisdictionCodes: unknown,
      });
    }
    const chosen = claimable.filter((entry) => wanted.includes(entry.code));
    const user = await this.repository.userName(active.userId);
    const facts = assessment.facts;
    const evidence = toEvidence(facts, assessment.questionnaires);
    const values = {
      enrollmentId: active.enrollment.id,
      userId: active.userId,
      courseId: active.course.id,
      attendeeName: user?.name ?? '',
      barNumbers: chosen.flatMap((entry) =>
        entry.barNumber
          ? [{ jurisdictionCode: entry.code, jurisdictionName: entry.name, number: entry.barNumber }]
          : [],
      ),
      credits: chosen.flatMap((entry) => entry.credits),
      coveragePercent: facts.coveragePercent,
      verificationMethod: verificationMethodText(evidence),
      evidence,
      attendedFrom: facts.firstPlayedAt ?? active.enrollment.startedAt ?? new Date(),
    };
    // The unit of work: the completion and its certificate job commit together or not at all (ADR 009).
    await this.queue.start();
    const { row, created } = await this.repository.transaction(async (repository, tx) => {
      const result = await repository.complete(values);
      if (result.created) await this.enqueueCertificate(tx, result.row.id);
      return result;
    });
    const stored = await this.repository.findById(row.id);
    if (!stored) throw new Error('completion not readable');
    return { completion: toCompletion(stored), created };
  }

  async list(identity: VerifiedIdentity): Promise<CompletionList> {
    const rows = await this.repository.listByUser(identity.subject);
    return { items: rows.map(toCompletion) };
  }

  async pdf(identity: VerifiedIdentity, number: string): Promise<Buffer> {
    const pdf = CERTIFICATE_NUMBER_PATTERN.test(number)
      ? await this.repository.pdfForOwner(number, identity.subject)
      : undefined;
    if (!pdf) throw new AppError('CERTIFICATE_NOT_FOUND', 'You have no certificate with this number.');
    return pdf;
  }

  async verify(number: string): Promise<CertificateVerification> {
    const normalized = number.trim().toUpperCase();
    const found = CERTIFICATE_NUMBER_PATTERN.test(normalized)
      ? await this.repository.findByNumber(normalized)
      : undefined;
    if (!found?.certificate) {
      throw new AppError(
        'CERTIFICATE_NOT_FOUND',
        `No certificate has the number ${normalized.slice(0, 40)}.`,
      );
    }
    return toVerification({ ...found, certificate: found.certificate }, this.provider.name);
  }

  private async enqueueCertificate(tx: Transaction, completionId: string): Promise<void> {
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
  async requeueMissingCertificates(now: Date, graceMs = CERTIFICATE_SWEEP_GRACE_MS): Promise<number> {
    const missing = await this.repository.withoutCertificate(new Date(now.getTime() - graceMs));
    if (missing.length === 0) return 0;
    await this.queue.start();
    await this.repository.transaction(async (_repository, tx) => {
      for (const completionId of missing) await this.enqueueCertificate(tx, completionId);
    });
    return missing.length;
  }

  /** The certificate job: renders and stores the PDF once per completion, and mails the lawyer once. */
  async issueCertificate(data: unknown): Promise<void> {
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

function earnedFor(row: ApprovedCreditRow, durationMinutes: number): number {
  return earnedCreditHours({
    approvedHours: row.hours,
    durationMinutes,
    minutesPerCreditHour: row.minutesPerCreditHour,
    jurisdictionCode: row.jurisdictionCode,
  });
}

function toEvidence(
  facts: AttendanceFacts,
  questionnaires: Assessment['questionnaires'],
): VerificationEvidence {
  return {
    method: 'ATTENDANCE_CODES',
    coveragePercent: facts.coveragePercent,
    watchedSeconds: facts.watchedSeconds,
    durationSeconds: facts.durationSeconds,
    heartbeats: facts.heartbeats,
    checkpoints: facts.checkpoints.map((checkpoint) => ({
      ordinal: checkpoint.ordinal,
      momentSeconds: checkpoint.momentSeconds,
      codesShown: checkpoint.codesShown,
      verifiedAt: (checkpoint.verifiedAt ?? new Date()).toISOString(),
    })),
    evaluationSubmittedAt: (questionnaires.evaluation?.submittedAt ?? new Date()).toISOString(),
    knowledgeCheck:
      questionnaires.knowledgeCheck.required && questionnaires.knowledgeCheck.passed
        ? questionnaires.knowledgeCheck.passed
        : null,
  };
}

/** The sentence printed on the certificate and kept with the completion (NY: proof of the sponsor's verification). */
export function verificationMethodText(evidence: VerificationEvidence): string {
  const codes = evidence.checkpoints.length;
  const parts = [
    `Provider-verified attendance: ${codes} attendance ${codes === 1 ? 'code' : 'codes'} shown at random, undisclosed moments of the recording and entered by the attendee`,
    `${Math.min(100, evidence.coveragePercent)}% of the recording watched, checked against the server clock`,
    'course evaluation submitted',
  ];
  if (evidence.knowledgeCheck)
    parts.push(`knowledge check passed (${evidence.knowledgeCheck.scorePercent}%)`);
  return `${parts.join('; ')}.`;
}
