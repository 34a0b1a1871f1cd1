import type {
  AdmissionCompliance,
  AtRiskMember,
  ComplianceShortfall,
  EnterpriseCompliance,
  EnterpriseComplianceCounts,
  FirmAdmissionStanding,
  FirmMemberCompliance,
} from '@counsel/contracts';
import type { CompletionsRepository, CompletionWithCourse } from '../completions/completions.repository.js';
import type { LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import { admissionStanding, completionRecords, type CreditRecord } from './admission-standing.js';
import { DEADLINE_NEAR_DAYS } from './compliance-report.js';

/**
 * Where a firm's lawyers stand (Manage Firm's compliance view, docs/product-rules.md#compliance): each admission's
 * standing in its current period, computed by admissionStanding as the lawyer's own tracker computes it, from the
 * credit records of every source, read for all the lawyers at once (never one query per lawyer). A lawyer is at risk
 * in a period still short whose deadline is near or recently passed: the current period, or the one before while its
 * deadline falls after its end (Texas's birth month, New York's 30 days) and is still that near.
 */

/** Credit records of many users at once (ours: completions; others: e.g. external credits), by user id. */
export interface CreditRecordSource {
  recordsOfUsers(userIds: readonly string[]): Promise<Map<string, CreditRecord[]>>;
}

/** Our completions as credit records (a revoked certificate earns nothing: completionRecords). */
export class CompletionCreditRecords implements CreditRecordSource {
  constructor(private readonly completions: Pick<CompletionsRepository, 'listByUsers'>) {}

  async recordsOfUsers(userIds: readonly string[]): Promise<Map<string, CreditRecord[]>> {
    const byUser = new Map<string, CompletionWithCourse[]>();
    for (const row of await this.completions.listByUsers(userIds)) {
      const rows = byUser.get(row.completion.userId) ?? [];
      rows.push(row);
      byUser.set(row.completion.userId, rows);
    }
    return new Map([...byUser].map(([userId, rows]) => [userId, completionRecords(rows)]));
  }
}

/** A lawyer of the firm (an ACTIVE member): the firm's member id, the account and what the firm calls them. */
export interface FirmLawyer {
  memberId: string;
  userId: string;
  name: string;
  email: string;
}

type AdmissionRow = Awaited<ReturnType<LawyerProfileRepository['findAdmissionsOfUsers']>>[number];

const SETTLED_STATUSES: readonly (AdmissionCompliance['status'] & string)[] = [
  'COMPLIANT',
  'EXEMPT',
  'NO_HOURS_REQUIRED',
];

/** The standing without what only the lawyer's own page shows (credits, warnings, rule, carry-over). */
function firmStanding(standing: AdmissionCompliance): FirmAdmissionStanding {
  return {
    admissionId: standing.admissionId,
    jurisdictionCode: standing.jurisdictionCode,
    jurisdictionName: standing.jurisdictionName,
    barNumber: standing.barNumber,
    state: standing.state,
    missingDetails: standing.missingDetails,
    status: standing.status,
    period: standing.period,
    deadline: standing.deadline,
    daysToDeadline: standing.daysToDeadline,
    reportBy: standing.reportBy,
    total: standing.total,
    requirements: standing.requirements,
    formatMinimums: standing.formatMinimums,
    hoursStillNeeded: standing.hoursStillNeeded,
  };
}

/**
 * What the lawyer still misses in this period when it puts them at risk: tracked, still short (IN_PROGRESS or OVERDUE
 * with hours still needed) and a deadline at most `withinDays` away or passed at most `withinDays` ago; else null.
 */
export function shortfallOf(standing: FirmAdmissionStanding, withinDays: number): ComplianceShortfall | null {
  const { status, period, deadline, daysToDeadline } = standing;
  if (standing.state !== 'TRACKED' || !period || !deadline || daysToDeadline === null) return null;
  if (status !== 'IN_PROGRESS' && status !== 'OVERDUE') return null;
  if (standing.hoursStillNeeded <= 0 || Math.abs(daysToDeadline) > withinDays) return null;
  return {
    admissionId: standing.admissionId,
    jurisdictionCode: standing.jurisdictionCode,
    jurisdictionName: standing.jurisdictionName,
    barNumber: standing.barNumber,
    status,
    period,
    deadline,
    daysToDeadline,
    total: standing.total,
    hoursStillNeeded: standing.hoursStillNeeded,
    requirements: standing.requirements
      .filter((requirement) => requirement.missing > 0)
      .map(({ id, label, missing }) => ({ id, label, missing })),
    formatMinimums: standing.formatMinimums
      .filter((minimum) => minimum.missing > 0)
      .map(({ formats, missing }) => ({ formats, missing })),
  };
}

/** A lawyer's admissions in their current periods, and what puts them at risk (any period). */
export interface LawyerCompliance {
  member: FirmMemberCompliance;
  shortfalls: ComplianceShortfall[];
}

const byName = (a: { name: string; email: string }, b: { name: string; email: string }) =>
  a.name.localeCompare(b.name, 'en') || a.email.localeCompare(b.email, 'en');

const bySoonestDeadline = (a: ComplianceShortfall, b: ComplianceShortfall) =>
  a.deadline.localeCompare(b.deadline) || a.jurisdictionName.localeCompare(b.jurisdictionName, 'en');

function isCompliant({ admissions }: FirmMemberCompliance): boolean {
  const tracked = admissions.filter((admission) => admission.state === 'TRACKED');
  return (
    tracked.length > 0 &&
    tracked.every(({ status }) => status !== null && SETTLED_STATUSES.includes(status)) &&
    !admissions.some((admission) => admission.state === 'NEEDS_DETAILS')
  );
}

/** The firm's view: every lawyer's standings, the lawyers at risk (soonest deadline first) and the counts. */
export function firmComplianceView(
  lawyers: readonly LawyerCompliance[],
  asOf: string,
  withinDays = DEADLINE_NEAR_DAYS,
): EnterpriseCompliance {
  const sorted = [...lawyers].sort((a, b) => byName(a.member, b.member));
  const counts: EnterpriseComplianceCounts = {
    membersTracked: sorted.length,
    atRisk: 0,
    compliant: 0,
    needsDetails: 0,
    withoutAdmissions: 0,
  };
  const atRisk: AtRiskMember[] = [];
  for (const { member, shortfalls } of sorted) {
    const [soonest, ...rest] = [...shortfalls].sort(bySoonestDeadline);
    if (soonest) {
      const { memberId, name, email } = member;
      const { deadline, daysToDeadline } = soonest;
      atRisk.push({ memberId, name, email, deadline, daysToDeadline, shortfalls: [soonest, ...rest] });
    } else if (isCompliant(member)) {
      counts.compliant += 1;
    }
    if (member.admissions.length === 0) counts.withoutAdmissions += 1;
    if (member.admissions.some((admission) => admission.state === 'NEEDS_DETAILS')) counts.needsDetails += 1;
  }
  // A stable sort: lawyers with the same deadline stay by name.
  atRisk.sort((a, b) => a.deadline.localeCompare(b.deadline));
  counts.atRisk = atRisk.length;
  return { asOf, atRiskWithinDays: withinDays, counts, atRisk, members: sorted.map(({ member }) => member) };
}

/** A firm's lawyers' compliance, from lawyer-profile's admissions and every credit record source. */
export class FirmCompliance {
  constructor(
    private readonly admissions: Pick<LawyerProfileRepository, 'findAdmissionsOfUsers'>,
    private readonly sources: readonly CreditRecordSource[],
    private readonly withinDays = DEADLINE_NEAR_DAYS,
  ) {}

  /** Every source's records of these users, together per user. */
  private async recordsOf(userIds: readonly string[]): Promise<Map<string, CreditRecord[]>> {
    const perSource = await Promise.all(this.sources.map((source) => source.recordsOfUsers(userIds)));
    const records = new Map<string, CreditRecord[]>();
    for (const bySource of perSource) {
      for (const [userId, userRecords] of bySource) {
        records.set(userId, [...(records.get(userId) ?? []), ...userRecords]);
      }
    }
    return records;
  }

  /** One admission: its current period, and what is at risk in it or in the period before. */
  private admissionCompliance(admission: AdmissionRow, records: readonly CreditRecord[], now: Date) {
    const current = admissionStanding({ admission, records, now });
    const shortfalls = [shortfallOf(current, this.withinDays)];
    if (current.previousPeriodStart) {
      const periodDate = current.previousPeriodStart;
      shortfalls.push(
        shortfallOf(admissionStanding({ admission, records, now, periodDate }), this.withinDays),
      );
    }
    return {
      standing: firmStanding(current),
      shortfalls: shortfalls.flatMap((shortfall) => shortfall ?? []),
    };
  }

  /** Each lawyer with every admission's standing in its current period as of `now`, and their shortfalls. */
  async standingsOf(lawyers: readonly FirmLawyer[], now: Date): Promise<LawyerCompliance[]> {
    const userIds = [...new Set(lawyers.map((lawyer) => lawyer.userId))];
    const [rows, records] = await Promise.all([
      this.admissions.findAdmissionsOfUsers(userIds),
      this.recordsOf(userIds),
    ]);
    const admissionsByUser = new Map<string, AdmissionRow[]>();
    for (const row of rows)
      admissionsByUser.set(row.userId, [...(admissionsByUser.get(row.userId) ?? []), row]);
    return lawyers.map(({ memberId, userId, name, email }) => {
      const userRecords = records.get(userId) ?? [];
      const admissions = (admissionsByUser.get(userId) ?? []).map((admission) =>
        this.admissionCompliance(admission, userRecords, now),
      );
      return {
        member: { memberId, name, email, admissions: admissions.map(({ standing }) => standing) },
        shortfalls: admissions.flatMap((admission) => admission.shortfalls),
      };
    });
  }

  /** GET /api/enterprise/compliance's body for these lawyers (the firm's ACTIVE members). */
  async overview(lawyers: readonly FirmLawyer[], now: Date): Promise<EnterpriseCompliance> {
    const standings = await this.standingsOf(lawyers, now);
    return firmComplianceView(standings, now.toISOString().slice(0, 10), this.withinDays);
  }
}
