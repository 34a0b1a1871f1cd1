import {
  CERTIFICATE_NUMBER_PATTERN,
  type AttendedFormat,
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
  liveCreditHours,
  liveRequirementChecklist,
  missingRequirements,
  requirementChecklist,
  type RequirementStatus,
} from '@counsel/domain';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { ActiveEnrollment, LearningService } from '../learning/learning.service.js';
import type { LiveAttendanceFacts } from '../live/live-attendance.js';
import type { AttendanceFacts, VideoService } from '../video/video.service.js';
import { enqueueCertificate } from './certificate-issuer.js';
import {
  liveProof,
  onDemandProof,
  toLiveSummary,
  verificationMethodText,
  type QuestionnaireRequirements,
  type Questionnaires,
} from './completion-evidence.js';
import { toCompletion, toVerification } from './completions.mapper.js';
import type { ApprovedCreditRow, CompletionsRepository } from './completions.repository.js';

/** What the live module says about a lawyer's attendance at a live course (live/live-attendance.ts). */
export interface LiveAttendanceSource {
  attendanceFacts(userId: string, courseId: string): Promise<LiveAttendanceFacts | null>;
}

/** The way to credit the checklist follows: watching the recording, or the live session. */
type Assessment = {
  requirements: RequirementStatus[];
  questionnaires: Questionnaires;
} & (
  | { format: 'ON_DEMAND'; facts: AttendanceFacts | null }
  | { format: 'LIVE'; live: LiveAttendanceFacts | null }
);

/**
 * A live course is completed through its live session, unless the lawyer watched its recording instead (a live
 * course with a recording is an on-demand course too) and has no live attendance that meets the minimum.
 */
function attendedFormat(
  courseFormat: AttendedFormat,
  live: LiveAttendanceFacts | null,
  video: AttendanceFacts | null,
): AttendedFormat {
  if (courseFormat === 'ON_DEMAND') return 'ON_DEMAND';
  if (live?.attendance.minimumMet) return 'LIVE';
  if (video && (video.watchRequirementMet || video.heartbeats > 0 || !live)) return 'ON_DEMAND';
  return 'LIVE';
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
    private readonly live: LiveAttendanceSource,
    private readonly questionnaires: QuestionnaireRequirements,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    /** The provider's name, shown by the public verification. */
    private readonly providerName: string,
    /** Today's date decides which approvals still earn credit. */
    private readonly clock: Clock,
  ) {}

  private async assess({ userId, enrollment, course }: ActiveEnrollment): Promise<Assessment> {
    const [facts, live, questionnaires] = await Promise.all([
      this.video.attendanceFacts(enrollment.id, course.id),
      course.format === 'LIVE' ? this.live.attendanceFacts(userId, course.id) : Promise.resolve(null),
      this.questionnaires.creditRequirements(userId, course.id),
    ]);
    const evaluationSubmitted = questionnaires.evaluation !== null;
    const knowledgeCheckPassed = questionnaires.knowledgeCheck.required
      ? questionnaires.knowledgeCheck.passed !== null
      : null;
    if (attendedFormat(course.format, live, facts) === 'LIVE') {
      const attended = live !== null && live.ended && live.attendance.minimumMet;
      return {
        format: 'LIVE',
        live,
        questionnaires,
        requirements: liveRequirementChecklist({ attended, evaluationSubmitted, knowledgeCheckPassed }),
      };
    }
    const requirements = requirementChecklist({
      watched: facts?.watchRequirementMet ?? false,
      codesComplete: facts?.codesComplete ?? false,
      evaluationSubmitted,
      knowledgeCheckPassed,
    });
    return { format: 'ON_DEMAND', facts, questionnaires, requirements };
  }

  /**
   * Approved credit by jurisdiction, the lawyer's admissions first: on demand as earned by the course's length there,
   * live by the minutes the lawyer's attendance verified.
   */
  private async claimable(userId: string, course: ActiveEnrollment['course'], assessment: Assessment) {
    const [rows, barNumbers] = await Promise.all([
      this.repository.listApprovedCredits(course.id, this.clock.now().toISOString().slice(0, 10)),
      this.repository.findBarNumbersByJurisdiction(userId),
    ]);
    const hoursFor = (row: ApprovedCreditRow) => {
      if (assessment.format === 'ON_DEMAND') return earnedFor(row, course.durationMinutes);
      if (!assessment.live) return 0;
      return liveCreditHours(assessment.live.attendance, {
        approvedHours: row.hours,
        minutesPerCreditHour: row.minutesPerCreditHour,
        jurisdictionCode: row.jurisdictionCode,
      });
    };
    const earned = rows.map((row): EarnedCredit => ({
      jurisdictionCode: row.jurisdictionCode,
      jurisdictionName: row.jurisdictionName,
      creditType: row.creditType,
      category: row.category,
      hours: hoursFor(row),
      accreditationNumber: row.accreditationNumber,
    }));
    return claimableJurisdictions(earned, barNumbers);
  }

  async getCompletionStatus(identity: VerifiedIdentity, courseKey: string): Promise<CourseCompletionStatus> {
    const enrolled = await this.learning.requireEnrollment(identity, courseKey);
    const [existing, assessment] = await Promise.all([
      this.repository.findByEnrollment(enrolled.enrollment.id),
      this.assess(enrolled),
    ]);
    const claimable = await this.claimable(enrolled.userId, enrolled.course, assessment);
    return {
      courseId: enrolled.course.id,
      format: assessment.format,
      liveAttendance: assessment.format === 'LIVE' && assessment.live ? toLiveSummary(assessment.live) : null,
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
    const attendance = assessment.format === 'LIVE' ? assessment.live : assessment.facts;
    if (missing.length > 0 || !attendance || !evaluation) {
      throw new AppError('REQUIREMENTS_NOT_MET', 'Finish every step of the course before claiming credit.', {
        missing,
      });
    }
    const claimable = await this.claimable(active.userId, active.course, assessment);
    const { chosen, unknown } = chooseJurisdictions(claimable, request.jurisdictionCodes);
    if (unknown.length > 0) {
      throw new AppError('JURISDICTION_NOT_CLAIMABLE', 'This course has no approved credit there.', {
        jurisdictionCodes: unknown,
      });
    }
    const user = await this.repository.findAttendee(active.userId);
    const proof =
      assessment.format === 'LIVE' && assessment.live
        ? liveProof(assessment.live, evaluation.submittedAt, assessment.questionnaires)
        : assessment.format === 'ON_DEMAND' && assessment.facts
          ? onDemandProof(
              assessment.facts,
              evaluation.submittedAt,
              assessment.questionnaires,
              active.enrollment.startedAt ?? active.enrollment.enrolledAt,
            )
          : null;
    if (!proof) throw new Error('an assessment with every requirement met has its attendance');
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
      format: assessment.format,
      coveragePercent: proof.coveragePercent,
      verificationMethod: verificationMethodText(proof.evidence),
      evidence: proof.evidence,
      attendedFrom: proof.attendedFrom,
      // The credit version the completion was earned under (docs/product-rules.md#courses-and-versions).
      courseVersion: active.course.creditVersion,
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
