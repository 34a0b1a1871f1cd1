import type { Clock } from '../../integrations/clock/clock.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import type { Notifications } from '../notifications/notifications.js';
import { admissionStanding } from './admission-standing.js';
import { COMPLIANCE_DEADLINE_EMAIL, DEADLINE_REMINDER_DAYS } from './compliance-emails.js';
import type { ComplianceRemindersRepository } from './compliance-reminders.repository.js';
import type { CreditRecordSource } from './firm-compliance.js';

const PAGE_SIZE = 200;

/** The reminder step due `daysLeft` days before a deadline: the nearest of 90, 30, 7 not yet passed; else none. */
export function reminderStep(daysLeft: number): number | null {
  if (daysLeft < 0) return null;
  const steps = [...DEADLINE_REMINDER_DAYS].sort((a, b) => a - b);
  return steps.find((step) => daysLeft <= step) ?? null;
}

/**
 * Deadline reminders (docs/product-rules.md#compliance): each lawyer's admissions are evaluated as the tracker does;
 * one still short (in progress, hours still needed) with its deadline 90, 30 or 7 days away or less gets that step's
 * e-mail once. The claim (a row per admission, period end and step) and the e-mail job are written in one
 * transaction, so several API instances running the sweep send it once. A step passed while nothing was due (the
 * details were added 20 days before) is not sent late: only the nearest step is.
 */
export class ComplianceReminders {
  constructor(
    private readonly admissions: Pick<LawyerProfileRepository, 'listAdmittedUsers' | 'findAdmissionsOfUsers'>,
    private readonly sources: readonly CreditRecordSource[],
    private readonly reminders: ComplianceRemindersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly notifications: Notifications,
    private readonly clock: Clock,
  ) {}

  /** Sends the reminders due now; the number sent. */
  async sendDue(): Promise<number> {
    let sent = 0;
    let after: string | null = null;
    for (;;) {
      const lawyers = await this.admissions.listAdmittedUsers(after, PAGE_SIZE);
      if (lawyers.length === 0) return sent;
      after = lawyers[lawyers.length - 1]?.id ?? null;
      const ids = lawyers.map((lawyer) => lawyer.id);
      const [rows, ...bySource] = await Promise.all([
        this.admissions.findAdmissionsOfUsers(ids),
        ...this.sources.map((source) => source.recordsOfUsers(ids)),
      ]);
      const now = this.clock.now();
      for (const lawyer of lawyers) {
        const records = bySource.flatMap((byUser) => byUser.get(lawyer.id) ?? []);
        for (const admission of rows.filter((row) => row.userId === lawyer.id)) {
          const standing = admissionStanding({ admission, records, now });
          if (standing.status !== 'IN_PROGRESS' || standing.hoursStillNeeded <= 0) continue;
          if (standing.daysToDeadline === null || !standing.period || !standing.deadline) continue;
          const step = reminderStep(standing.daysToDeadline);
          if (step === null) continue;
          const deadline = standing.deadline;
          const periodEnd = standing.period.end;
          const claimed = await this.unitOfWork.run(async (work) => {
            if (!(await this.reminders.within(work.tx).claim(admission.id, periodEnd, step))) return false;
            await this.notifications.enqueue(work, COMPLIANCE_DEADLINE_EMAIL, lawyer.email, {
              name: lawyer.name,
              jurisdictionName: standing.jurisdictionName,
              deadline,
              daysLeft: standing.daysToDeadline ?? 0,
              hoursStillNeeded: standing.hoursStillNeeded,
              missing: [
                ...standing.requirements
                  .filter((requirement) => requirement.missing > 0)
                  .map((requirement) => `${requirement.label}: ${requirement.missing} h`),
                ...standing.formatMinimums
                  .filter((minimum) => minimum.missing > 0)
                  .map(
                    (minimum) =>
                      `${minimum.formats.join(' or ').toLowerCase().replaceAll('_', '-')}: ${minimum.missing} h`,
                  ),
              ],
            });
            return true;
          });
          if (claimed) sent += 1;
        }
      }
    }
  }
}
