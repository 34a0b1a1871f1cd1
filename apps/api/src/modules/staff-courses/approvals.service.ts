import type { ExpiringApprovalList, ExpiringApprovalsQuery } from '@counsel/contracts';
import type { Clock } from '../../integrations/clock/clock.js';
import type { UnitOfWork } from '../../integrations/jobs/unit-of-work.js';
import type { Notifications } from '../notifications/notifications.js';
import type { StaffAudit } from '../staff/staff.service.js';
import type { StaffActor } from '../staff/staff.repository.js';
import { APPROVAL_EXPIRED_EMAIL } from './approval-emails.js';
import type { ApprovalsRepository } from './approvals.repository.js';
import { utcDay } from './credit-lines.service.js';
import { withCreditVersioning } from './credit-versions.js';
import type { StaffCoursesRepository } from './staff-courses.repository.js';

const DAY_MS = 86_400_000;
/** Who the audit log names for what the approval-expiry sweep does. */
export const SYSTEM_ACTOR: StaffActor = { userId: null, email: 'system' };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * Credit approvals over time (docs/product-rules.md#credit-approvals): the queue of approvals that run out soon, and
 * the hourly sweep that marks lapsed ones EXPIRED and tells the lawyers it affects.
 */
export class ApprovalsService {
  constructor(
    private readonly approvals: ApprovalsRepository,
    private readonly courses: StaffCoursesRepository,
    private readonly audit: Pick<StaffAudit, 'record'>,
    private readonly unitOfWork: Pick<UnitOfWork, 'run'>,
    private readonly notifications: Pick<Notifications, 'enqueue'>,
    private readonly clock: Clock,
  ) {}

  /** Approved lines whose last day is within `withinDays` (and those past it the sweep has not reached yet). */
  async expiring(query: ExpiringApprovalsQuery): Promise<ExpiringApprovalList> {
    const today = utcDay(this.clock.now());
    const lastDay = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) + query.withinDays * DAY_MS));
    const rows = await this.approvals.expiringBy(lastDay);
    return {
      withinDays: query.withinDays,
      items: rows.flatMap(({ credit, jurisdiction, course }) =>
        credit.expiresOn
          ? [
              {
                creditId: credit.id,
                courseId: course.id,
                courseTitle: course.title,
                courseStatus: course.published ? ('published' as const) : ('draft' as const),
                jurisdiction,
                creditType: credit.creditType,
                category: credit.category,
                hours: credit.hours,
                accreditationNumber: credit.accreditationNumber,
                expiresOn: credit.expiresOn,
                daysLeft: daysBetween(today, credit.expiresOn),
              },
            ]
          : [],
      ),
    };
  }

  /**
   * The sweep: each approved line whose last day has passed becomes EXPIRED (claims there stop at once: they read
   * approved lines still within their dates), the course's credit version moves, and in the same transaction each
   * lawyer enrolled who has not completed the course and is admitted there gets an e-mail. Answers the lines expired.
   */
  async expireLapsedApprovals(): Promise<number> {
    const now = this.clock.now();
    const today = utcDay(now);
    let expired = 0;
    for (const courseId of await this.approvals.coursesWithLapsedApprovals(today)) {
      expired += await this.unitOfWork.run(async (work) => {
        const courses = this.courses.within(work.tx);
        const approvals = this.approvals.within(work.tx);
        const course = await courses.lockCourse(courseId);
        if (!course) return 0;
        let lines: Awaited<ReturnType<ApprovalsRepository['expireLapsed']>> = [];
        const version = await withCreditVersioning(courses, course, { userId: null, now }, async () => {
          lines = await approvals.expireLapsed(courseId, today, now);
        });
        if (lines.length === 0) return 0;
        const jurisdictionIds = [...new Set(lines.map((line) => line.jurisdictionId))];
        // One after the other: a transaction is one connection, which runs one query at a time (pg@9 refuses more).
        const places = await approvals.findJurisdictions(jurisdictionIds);
        const lawyers = await approvals.lawyersToTell(courseId, jurisdictionIds);
        for (const line of lines) {
          const place = places.find((entry) => entry.id === line.jurisdictionId);
          await this.audit.record(work.tx, SYSTEM_ACTOR, {
            action: 'credit.expire',
            subjectType: 'course',
            subjectId: courseId,
            summary: `${place?.name ?? 'A'} ${line.creditType} ${line.category} approval of “${course.title}” expired`,
            before: { creditId: line.id, approvalStatus: 'APPROVED', creditVersion: course.creditVersion },
            after: {
              creditId: line.id,
              approvalStatus: 'EXPIRED',
              expiresOn: line.expiresOn,
              creditVersion: version ?? course.creditVersion,
            },
          });
        }
        for (const lawyer of lawyers) {
          const place = places.find((entry) => entry.id === lawyer.jurisdictionId);
          const lastDay = lines.find((line) => line.jurisdictionId === lawyer.jurisdictionId)?.expiresOn;
          if (!place || !lastDay) continue;
          await this.notifications.enqueue(work, APPROVAL_EXPIRED_EMAIL, lawyer.email, {
            name: lawyer.name,
            courseTitle: course.title,
            courseSlug: course.slug,
            jurisdictionName: place.name,
            lastDay,
          });
        }
        return lines.length;
      });
    }
    return expired;
  }
}
