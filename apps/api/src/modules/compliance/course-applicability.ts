import type {
  AdmissionApplicability,
  AdmissionDetail,
  CourseApplicability,
  CourseCredit,
  CreditApplicability,
} from '@counsel/contracts';
import { applicability, calendarDateIn, complianceProfileFrom, complianceRuleFor } from '@counsel/domain';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CoursesService } from '../courses/courses.service.js';
import type { LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import { creditsFor, ruleOn, type CreditRecord, type TrackedAdmissionRow } from './admission-standing.js';
import type { ComplianceService } from './compliance.service.js';

const DETAIL_WORDS: Record<AdmissionDetail, string> = {
  admittedOn: 'admission date',
  birthDate: 'date of birth',
  birthMonth: 'birth month',
  complianceGroup: 'compliance group',
  cycleEndsOn: 'reporting cycle end',
};

const hoursWord = (hours: number) => `${Math.round(hours * 100) / 100} ${hours === 1 ? 'hour' : 'hours'}`;
const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** One admission's answer for the course's credit lines in its jurisdiction. */
export function admissionApplicability(input: {
  admission: TrackedAdmissionRow;
  courseCredits: readonly CourseCredit[];
  format: 'LIVE' | 'ON_DEMAND';
  records: readonly CreditRecord[];
  now: Date;
}): AdmissionApplicability {
  const { admission, courseCredits } = input;
  const name = admission.jurisdiction.name;
  const base = {
    admissionId: admission.id,
    jurisdictionCode: admission.jurisdiction.code,
    jurisdictionName: name,
    missingDetails: [] as AdmissionDetail[],
    credits: [] as CreditApplicability[],
  };
  const here = courseCredits.filter((credit) => credit.jurisdiction.code === admission.jurisdiction.code);
  const regular = complianceRuleFor(admission.jurisdiction.code);
  if (!regular) {
    const carried = here.reduce((sum, credit) => sum + credit.hours, 0);
    return {
      ...base,
      state: 'NOT_COVERED',
      message:
        here.length > 0
          ? `We do not track ${name}’s requirements yet; this course carries ${hoursWord(carried)} there.`
          : `This course is not approved in ${name}.`,
    };
  }
  const asOf = calendarDateIn(input.now, regular.timeZone ?? 'UTC');
  const rule = ruleOn(admission, asOf) ?? regular;
  const creditType = rule.creditType ?? 'CLE';
  const lines = here.filter((credit) => credit.creditType === creditType);
  if (lines.length === 0) {
    return { ...base, state: 'NOT_APPROVED_HERE', message: `This course is not approved in ${name}.` };
  }
  const placed = complianceProfileFrom(rule, admission);
  if (!placed.ok) {
    return {
      ...base,
      state: 'NEEDS_DETAILS',
      missingDetails: placed.missing,
      message: `Add your ${listed(placed.missing.map((detail) => DETAIL_WORDS[detail]))} to your ${name} admission to see how this course counts.`,
    };
  }
  const { credits } = creditsFor(rule, input.records);
  const answers = lines.map((line): CreditApplicability => {
    const answer = applicability({
      rule,
      profile: placed.profile,
      credits,
      asOf,
      candidate: {
        category: line.category,
        hours: line.hours,
        format: input.format,
        approval: line.approvalStatus,
      },
    });
    const common = {
      creditType: line.creditType,
      category: line.category,
      hours: line.hours,
      approvalStatus: line.approvalStatus,
    };
    if (!answer.counts) {
      return {
        ...common,
        counts: false,
        countedHours: 0,
        toward: [],
        partlyCapped: false,
        reason: answer.reason,
        message: answer.detail,
      };
    }
    const toward = answer.toward.length > 0 ? listed(answer.toward.map((t) => t.label)) : 'your total';
    const capped = answer.partlyCapped ? ' (a cap leaves the rest uncounted)' : '';
    return {
      ...common,
      counts: true,
      countedHours: answer.hours,
      toward: answer.toward,
      partlyCapped: answer.partlyCapped,
      reason: null,
      message: `Counts as ${hoursWord(answer.hours)} toward ${toward} in ${name}${capped}.`,
    };
  });
  const counting = answers.filter((answer) => answer.counts);
  const total = counting.reduce((sum, answer) => sum + answer.countedHours, 0);
  return {
    ...base,
    state: 'ANSWERED',
    credits: answers,
    message:
      counting.length > 0
        ? `Counts for ${hoursWord(total)} in ${name} this reporting period.`
        : (answers[0]?.message ?? `This course does not count in ${name}.`),
  };
}

/** "Will this count for me?" for the signed-in lawyer and one published course, per admission. */
export class CourseApplicabilityService {
  constructor(
    private readonly courses: Pick<CoursesService, 'getCourse'>,
    private readonly admissions: Pick<LawyerProfileRepository, 'findAdmissions'>,
    private readonly compliance: Pick<ComplianceService, 'creditRecords'>,
    private readonly clock: Clock,
  ) {}

  async forCourse(identity: VerifiedIdentity, courseIdOrSlug: string): Promise<CourseApplicability> {
    const course = await this.courses.getCourse(courseIdOrSlug);
    const [rows, records] = await Promise.all([
      this.admissions.findAdmissions(identity.subject),
      this.compliance.creditRecords(identity.subject),
    ]);
    const now = this.clock.now();
    return {
      courseId: course.id,
      items: rows.map((admission) =>
        admissionApplicability({
          admission,
          courseCredits: course.credits,
          format: course.format,
          records,
          now,
        }),
      ),
    };
  }
}
