import {
  CERTIFICATE_NUMBER_PATTERN,
  type CertificateVerification,
  type ClaimCreditRequest,
  type Completion,
  type CompletionList,
  type CourseCompletionStatus,
  type EarnedCredit,
} from '@counsel/contracts';
import {
  canClaimCredit,
  chooseJurisdictions,
  claimableJurisdictions,
  earnedCreditHours,
  missingRequirements,
  requirementChecklist,
  type RequirementStatus,
} from '@counsel/domain';
import type { VerificationEvidence } from '../../db/schema/completions.js';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { ActiveEnrollment, LearningService } from '../learning/learning.service.js';
import type { AttendanceFacts, VideoService } from '../video/video.service.js';
import { enqueueCertificate } from './certificate-issuer.js';
import { toCompletion, toVerification } from './completions.mapper.js';
import type { ApprovedCreditRow, CompletionsRepository } from './completions.repository.js';

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

interface Assessment {
  requirements: RequirementStatus[];
  facts: AttendanceFacts | null;
  questionnaires: Awaited<ReturnType<QuestionnaireRequirements['creditRequirements']>>;
}

/**
 * Completion and certificates: the completion rule (watched, codes, evaluation, knowledge check), the credit per
 * jurisdiction, the claim (exactly once per enrollment, its certificate job in the same unit of work: the job
 * itself is certificate-issuer.ts), the lawyer's certificates and the public verification.
 */
export class CompletionsService {
  constructor(
    private readonly repository: CompletionsRepository,
    private readonly learning: Pick<LearningService, 'requireActiveEnrollment' | 'requireEnrollment'>,
    private readonly video: Pick<VideoService, 'attendanceFacts'>,
    private readonly questionnaires: QuestionnaireRequirements,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    /** The provider's name, shown by the public verification. */
    private readonly providerName: string,
  ) {}

  private async assess({ userId, enrollment, course }: ActiveEnrollment): Promise<Assessment> {
    const [facts, questionnaires] = await Promise.all([
      this.video.attendanceFacts(enrollment.id, course.id),
      this.questionnaires.creditRequirements(userId, course.id),
    ]);
    const requirements = requirementChecklist({
      watched: facts?.watchRequirementMet ?? false,
      codesComplete: facts?.codesComplete ?? false,
      evaluationSubmitted: questionnaires.evaluation !== null,
      knowledgeCheckPassed: questionnaires.knowledgeCheck.required
        ? questionnaires.knowledgeCheck.passed !== null
        : null,
    });
    return { requirements, facts, questionnaires };
  }

  /** Approved credit by jurisdiction, as earned by this course's length there; the lawyer's admissions first. */
  private async claimable(userId: string, course: ActiveEnrollment['course']) {
    const [rows, barNumbers] = await Promise.all([
      this.repository.listApprovedCredits(course.id),
      this.repository.findBarNumbersByJurisdiction(userId),
    ]);
    const earned = rows.map((row): EarnedCredit => ({
      jurisdictionCode: row.jurisdictionCode,
      jurisdictionName: row.jurisdictionName,
      creditType: row.creditType,
      category: row.category,
      hours: earnedFor(row, course.durationMinutes),
      accreditationNumber: row.accreditationNumber,
    }));
    return claimableJurisdictions(earned, barNumbers);
  }

  async getCompletionStatus(identity: VerifiedIdentity, courseKey: string): Promise<CourseCompletionStatus> {
    const enrolled = await this.learning.requireEnrollment(identity, courseKey);
    const [existing, assessment, claimable] = await Promise.all([
      this.repository.findByEnrollment(enrolled.enrollment.id),
      this.assess(enrolled),
      this.claimable(enrolled.userId, enrolled.course),
    ]);
    return {
      courseId: enrolled.course.id,
      requirements: assessment.requirements,
      canClaim: canClaimCredit({
        alreadyCompleted: existing !== undefined,
        checklist: assessment.requirements,
        claimable,
      }),
      claimableJurisdictions: claimable,
      completion: existing ? toCompletion(existing) : null,
    };
  }

  /** Claims credit once: 201 with the new completion, 200 with the existing one (parallel claims: one wins). */
  async claimCredit(
    identity: VerifiedIdentity,
    courseKey: string,
    request: ClaimCreditRequest,
  ): Promise<{ completion: Completion; created: boolean }> {
    const enrolled = await this.learning.requireEnrollment(identity, courseKey);
    const existing = await this.repository.findByEnrollment(enrolled.enrollment.id);
    if (existing) return { completion: toCompletion(existing), created: false };
    const active = await this.learning.requireActiveEnrollment(identity, courseKey);
    const assessment = await this.assess(active);
    const missing = missingRequirements(assessment.requirements);
    const evaluation = assessment.questionnaires.evaluation;
    if (missing.length > 0 || !assessment.facts || !evaluation) {
      throw new AppError('REQUIREMENTS_NOT_MET', 'Finish every step of the course before claiming credit.', {
        missing,
      });
    }
    const claimable = await this.claimable(active.userId, active.course);
    const { chosen, unknown } = chooseJurisdictions(claimable, request.jurisdictionCodes);
    if (unknown.length > 0) {
      throw new AppError('JURISDICTION_NOT_CLAIMABLE', 'This course has no approved credit there.', {
        jurisdictionCodes: unknown,
      });
    }
    const user = await this.repository.findAttendee(active.userId);
    const facts = assessment.facts;
    const evidence = toEvidence(facts, evaluation.submittedAt, assessment.questionnaires);
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
      attendedFrom: facts.firstPlayedAt ?? active.enrollment.startedAt ?? active.enrollment.enrolledAt,
    };
    // The unit of work: the completion and its certificate job commit together or not at all (ADR 009).
    const { row, created } = await this.unitOfWork.run(async (work) => {
      const result = await this.repository.within(work.tx).insertCompletion(values);
      if (result.created) await enqueueCertificate(work, result.row.id);
      return result;
    });
    const stored = await this.repository.findById(row.id);
    if (!stored) throw new Error('completion not readable');
    return { completion: toCompletion(stored), created };
  }

  async listCompletedCourses(identity: VerifiedIdentity): Promise<CompletionList> {
    const rows = await this.repository.listByUser(identity.subject);
    return { items: rows.map(toCompletion) };
  }

  async downloadCertificate(identity: VerifiedIdentity, number: string): Promise<Buffer> {
    const pdf = CERTIFICATE_NUMBER_PATTERN.test(number)
      ? await this.repository.findPdfForOwner(number, identity.subject)
      : undefined;
    if (!pdf) throw new AppError('CERTIFICATE_NOT_FOUND', 'You have no certificate with this number.');
    return pdf;
  }

  async verifyCertificate(number: string): Promise<CertificateVerification> {
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
    return toVerification({ ...found, certificate: found.certificate }, this.providerName);
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

/** The proof kept with a completion; called once every requirement is met (each checkpoint verified). */
function toEvidence(
  facts: AttendanceFacts,
  evaluationSubmittedAt: Date,
  questionnaires: Assessment['questionnaires'],
): VerificationEvidence {
  return {
    method: 'ATTENDANCE_CODES',
    coveragePercent: facts.coveragePercent,
    watchedSeconds: facts.watchedSeconds,
    durationSeconds: facts.durationSeconds,
    heartbeats: facts.heartbeats,
    checkpoints: facts.checkpoints.flatMap((checkpoint) =>
      checkpoint.verifiedAt
        ? [
            {
              ordinal: checkpoint.ordinal,
              momentSeconds: checkpoint.momentSeconds,
              codesShown: checkpoint.codesShown,
              verifiedAt: checkpoint.verifiedAt.toISOString(),
            },
          ]
        : [],
    ),
    evaluationSubmittedAt: evaluationSubmittedAt.toISOString(),
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
