import type {
  AdmissionCompliance,
  CalendarDate,
  ComplianceOverview,
  ComplianceRuleList,
} from '@counsel/contracts';
import { COMPLIANCE_RULES, type CalendarEvent } from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CompletionsRepository } from '../completions/completions.repository.js';
import type { LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import { admissionStanding, completionRecords, type CreditRecord } from './admission-standing.js';
import { ruleSummary } from './compliance-report.js';
import type { ExternalCreditsService } from './external-credits.service.js';

/** A deadline's calendar reminder: a week before. */
const DEADLINE_ALARM_MINUTES = 7 * 24 * 60;

/**
 * The signed-in lawyer's compliance tracker: each admission's standing from the credits earned here (completions)
 * and elsewhere (external credits). A lawyer only ever reads their own.
 */
export class ComplianceService {
  constructor(
    private readonly admissions: LawyerProfileRepository,
    private readonly completions: CompletionsRepository,
    private readonly externalCredits: Pick<ExternalCreditsService, 'records'>,
    private readonly clock: Clock,
  ) {}

  listRules(): ComplianceRuleList {
    return { items: COMPLIANCE_RULES.map(ruleSummary) };
  }

  /** Every credit the lawyer holds: completions and external credits. */
  async creditRecords(userId: string): Promise<CreditRecord[]> {
    const [completions, external] = await Promise.all([
      this.completions.listByUser(userId),
      this.externalCredits.records(userId),
    ]);
    return [...completionRecords(completions), ...external];
  }

  async overview(identity: VerifiedIdentity): Promise<ComplianceOverview> {
    const userId = identity.subject;
    const [rows, records] = await Promise.all([
      this.admissions.findAdmissions(userId),
      this.creditRecords(userId),
    ]);
    const now = this.clock.now();
    return {
      asOf: now.toISOString().slice(0, 10),
      items: rows.map((admission) => admissionStanding({ admission, records, now })),
    };
  }

  /**
   * Each tracked admission's deadline as an all-day calendar event with a reminder a week before (the lawyer's
   * calendar feed, live-calendar.ts): "New York CLE deadline · 8 hours to go".
   */
  async deadlineEvents(userId: string, appUrl: string): Promise<CalendarEvent[]> {
    const [rows, records] = await Promise.all([
      this.admissions.findAdmissions(userId),
      this.creditRecords(userId),
    ]);
    const now = this.clock.now();
    const page = `${appUrl}/dashboard/compliance`;
    return rows.flatMap((admission) => {
      const standing = admissionStanding({ admission, records, now });
      if (standing.state !== 'TRACKED' || !standing.deadline || !standing.period || !standing.total)
        return [];
      const still = standing.hoursStillNeeded;
      const progress =
        standing.status === 'COMPLIANT' || standing.status === 'EXEMPT'
          ? 'complete'
          : `${still} ${still === 1 ? 'hour' : 'hours'} to go`;
      return [
        {
          uid: `compliance-deadline-${admission.id}-${standing.period.end}@counsel-cle`,
          day: standing.deadline,
          start: now,
          end: now,
          summary: `${standing.jurisdictionName} CLE deadline · ${progress}`,
          description:
            `The ${standing.jurisdictionName} reporting period ${standing.period.start} – ${standing.period.end} ` +
            `ends with this deadline. Where you stand and the courses that fill each gap: ${page}`,
          url: page,
          alarmMinutesBefore: DEADLINE_ALARM_MINUTES,
        },
      ];
    });
  }

  async forAdmission(
    identity: VerifiedIdentity,
    admissionId: string,
    periodDate: CalendarDate | undefined,
  ): Promise<AdmissionCompliance> {
    const userId = identity.subject;
    const admission = await this.admissions.findAdmission(userId, admissionId);
    if (!admission) throw new AppError('ADMISSION_NOT_FOUND', 'You have no admission with this id.');
    const records = await this.creditRecords(userId);
    return admissionStanding({ admission, records, now: this.clock.now(), periodDate });
  }
}
