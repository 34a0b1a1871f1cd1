import type {
  AdmissionCompliance,
  CalendarDate,
  ComplianceOverview,
  ComplianceRule,
  ComplianceRuleList,
} from '@counsel/contracts';
import {
  calendarDateIn,
  COMPLIANCE_RULES,
  complianceProfileFrom,
  complianceRuleFor,
  evaluateCompliance,
  periodContaining,
  type ComplianceCredit as EngineCredit,
  type ComplianceProfile,
} from '@counsel/domain';
import { AppError } from '../../errors/app-error.js';
import type { VerifiedIdentity } from '../../integrations/auth/auth-verifier.js';
import type { Clock } from '../../integrations/clock/clock.js';
import type { CompletionsRepository } from '../completions/completions.repository.js';
import type { AdmissionRow, LawyerProfileRepository } from '../lawyer-profile/lawyer-profile.repository.js';
import { ruleSummary, trackedAdmission, untrackedAdmission, type CreditOrigin } from './compliance-report.js';

const DAY_MS = 86_400_000;

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function shiftDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The lawyer's credits as the engine reads them, with where each came from. */
interface CreditBook {
  credits: EngineCredit[];
  origins: Map<string, CreditOrigin>;
}

/**
 * Where the signed-in lawyer stands in each jurisdiction they are admitted in (docs/product-rules.md#compliance):
 * the admission's details place the reporting period, the rule file says what it requires, and every credit earned
 * here (a completion's credit in that jurisdiction and credit type, its certificate not revoked) counts, on the day
 * it was earned in the jurisdiction's time zone.
 */
export class ComplianceService {
  constructor(
    private readonly admissions: LawyerProfileRepository,
    private readonly completions: CompletionsRepository,
    private readonly clock: Clock,
  ) {}

  listRules(): ComplianceRuleList {
    return { items: COMPLIANCE_RULES.map(ruleSummary) };
  }

  async overview(identity: VerifiedIdentity): Promise<ComplianceOverview> {
    const userId = identity.subject;
    const [rows, completions] = await Promise.all([
      this.admissions.findAdmissions(userId),
      this.completions.listByUser(userId),
    ]);
    const items = rows.map((row) => this.evaluate(row, completions, undefined));
    return { asOf: this.clock.now().toISOString().slice(0, 10), items };
  }

  async forAdmission(
    identity: VerifiedIdentity,
    admissionId: string,
    periodDate: CalendarDate | undefined,
  ): Promise<AdmissionCompliance> {
    const userId = identity.subject;
    const row = await this.admissions.findAdmission(userId, admissionId);
    if (!row) throw new AppError('ADMISSION_NOT_FOUND', 'You have no admission with this id.');
    return this.evaluate(row, await this.completions.listByUser(userId), periodDate);
  }

  private evaluate(
    row: AdmissionRow,
    completions: Awaited<ReturnType<CompletionsRepository['listByUser']>>,
    periodDate: CalendarDate | undefined,
  ): AdmissionCompliance {
    const base = {
      admissionId: row.id,
      jurisdictionCode: row.jurisdiction.code,
      jurisdictionName: row.jurisdiction.name,
      barNumber: row.barNumber,
    };
    const rule = complianceRuleFor(row.jurisdiction.code);
    if (!rule) return untrackedAdmission(base, 'NOT_COVERED', undefined);
    const placed = complianceProfileFrom(rule, row);
    if (!placed.ok) return untrackedAdmission(base, 'NEEDS_DETAILS', rule, placed.missing);
    const asOf = calendarDateIn(this.clock.now(), rule.timeZone ?? 'UTC');
    const book = creditBook(rule, completions);
    const result = evaluateCompliance({
      rule,
      profile: placed.profile,
      credits: book.credits,
      asOf,
      periodDate,
    });
    if (!result.ok) return untrackedAdmission(base, 'OUTSIDE_RULE', rule);
    return trackedAdmission({
      base,
      rule,
      report: result,
      origins: book.origins,
      daysToDeadline: daysBetween(asOf, result.deadline),
      previousPeriodStart: neighbourStart(rule, placed.profile, shiftDays(result.period.start, -1)),
      nextPeriodStart: neighbourStart(rule, placed.profile, shiftDays(result.period.end, 1)),
    });
  }
}

function neighbourStart(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  day: CalendarDate,
): CalendarDate | null {
  const lookup = periodContaining(rule, profile, day);
  return lookup.ok && lookup.period.end >= profile.admissionDate ? lookup.period.start : null;
}

/**
 * The credits of this jurisdiction and credit type from the lawyer's completions. A completion earns one credit
 * per category it carries; a revoked certificate earns nothing.
 */
function creditBook(
  rule: ComplianceRule,
  completions: Awaited<ReturnType<CompletionsRepository['listByUser']>>,
): CreditBook {
  const creditType = rule.creditType ?? 'CLE';
  const timeZone = rule.timeZone ?? 'UTC';
  const book: CreditBook = { credits: [], origins: new Map() };
  for (const { completion, course, certificate } of completions) {
    if (certificate?.revokedAt) continue;
    completion.credits.forEach((credit, index) => {
      if (credit.jurisdictionCode !== rule.jurisdictionCode || credit.creditType !== creditType) return;
      if (credit.hours <= 0) return;
      const id = `${completion.id}:${index}`;
      book.credits.push({
        id,
        hours: credit.hours,
        date: calendarDateIn(completion.completedAt, timeZone),
        format: completion.format,
        category: credit.category,
      });
      book.origins.set(id, {
        source: 'COUNSEL',
        title: course.title,
        certificateNumber: certificate?.number ?? null,
        courseId: course.id,
      });
    });
  }
  return book;
}
