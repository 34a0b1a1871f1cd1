import type {
  AdmissionCompliance,
  CalendarDate,
  ComplianceCategory,
  ComplianceFormat,
  ComplianceRule,
  CreditType,
} from '@counsel/contracts';
import {
  calendarDateIn,
  complianceProfileFrom,
  complianceRuleFor,
  complianceRuleForAdmission,
  evaluateCompliance,
  rulePeriodContaining,
  type AdmissionDetails,
  type ComplianceCredit as EngineCredit,
} from '@counsel/domain';
import type { CompletionWithCourse } from '../completions/completions.repository.js';
import { trackedAdmission, untrackedAdmission, type CreditOrigin } from './compliance-report.js';

/** An admission as the tracker reads it: who, where, and the details its rule may need. */
export interface TrackedAdmissionRow extends AdmissionDetails {
  id: string;
  barNumber: string;
  jurisdiction: { code: string; name: string };
}

/**
 * A credit the lawyer holds, from us (a completion) or from another provider (an external credit), with one line
 * per jurisdiction, credit type and category it carries.
 */
export interface CreditRecord {
  id: string;
  origin: CreditOrigin;
  /** Ours: the instant of the completion (its day depends on the jurisdiction); external: the day entered. */
  earned: { instant: Date } | { day: CalendarDate };
  format: ComplianceFormat;
  lines: { jurisdictionCode: string; creditType: CreditType; category: ComplianceCategory; hours: number }[];
}

const DAY_MS = 86_400_000;

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function shiftDays(date: CalendarDate, days: number): CalendarDate {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Our completions as credit records; a revoked certificate earns nothing. */
export function completionRecords(completions: readonly CompletionWithCourse[]): CreditRecord[] {
  return completions
    .filter(({ certificate }) => !certificate?.revokedAt)
    .map(({ completion, course, certificate }) => ({
      id: completion.id,
      origin: {
        source: 'COUNSEL',
        title: course.title,
        certificateNumber: certificate?.number ?? null,
        courseId: course.id,
      },
      earned: { instant: completion.completedAt },
      format: completion.format,
      lines: completion.credits.map(({ jurisdictionCode, creditType, category, hours }) => ({
        jurisdictionCode,
        creditType,
        category,
        hours,
      })),
    }));
}

/** The engine's credits for one rule: the lines of its jurisdiction and credit type, on the day they count there. */
export function creditsFor(rule: ComplianceRule, records: readonly CreditRecord[]) {
  const creditType = rule.creditType ?? 'CLE';
  const timeZone = rule.timeZone ?? 'UTC';
  const credits: EngineCredit[] = [];
  const origins = new Map<string, CreditOrigin>();
  for (const record of records) {
    const date = 'day' in record.earned ? record.earned.day : calendarDateIn(record.earned.instant, timeZone);
    record.lines.forEach((line, index) => {
      if (line.jurisdictionCode !== rule.jurisdictionCode || line.creditType !== creditType) return;
      if (line.hours <= 0) return;
      const id = `${record.id}:${index}`;
      credits.push({ id, hours: line.hours, date, format: record.format, category: line.category });
      origins.set(id, record.origin);
    });
  }
  return { credits, origins };
}

/**
 * The rule in force for the admission on `day`: the newly admitted rule inside its window after admission (NY's
 * first two years), else the jurisdiction's rule for its lawyers; undefined where the tracker has none.
 */
export function ruleOn(admission: TrackedAdmissionRow, day: CalendarDate): ComplianceRule | undefined {
  const code = admission.jurisdiction.code;
  return admission.admittedOn
    ? complianceRuleForAdmission(code, admission.admittedOn, day)
    : complianceRuleFor(code);
}

/**
 * The first day of the period containing `day` under the rule in force then, or null where there is none. A
 * regular period that began while the newly admitted rule was still in force is entered on `day` (the window's end):
 * before it, the newly admitted rule applies.
 */
function periodStartOn(admission: TrackedAdmissionRow, day: CalendarDate): CalendarDate | null {
  const rule = ruleOn(admission, day);
  const placed = rule ? complianceProfileFrom(rule, admission) : null;
  if (!rule || !placed?.ok || day < placed.profile.admissionDate) return null;
  const lookup = rulePeriodContaining(rule, placed.profile, day);
  if (!lookup.ok) return null;
  const start = lookup.period.start;
  return ruleOn(admission, start)?.scheme === rule.scheme ? start : day;
}

/**
 * Where a lawyer stands in one admission (docs/product-rules.md#compliance): the admission's details place the
 * reporting period, the rule file says what it requires, and every credit of that jurisdiction and credit type
 * counts on the day it was earned in the jurisdiction's time zone. `periodDate`: any day of another period.
 */
export function admissionStanding(input: {
  admission: TrackedAdmissionRow;
  records: readonly CreditRecord[];
  now: Date;
  periodDate?: CalendarDate | undefined;
}): AdmissionCompliance {
  const { admission, records } = input;
  const base = {
    admissionId: admission.id,
    jurisdictionCode: admission.jurisdiction.code,
    jurisdictionName: admission.jurisdiction.name,
    barNumber: admission.barNumber,
  };
  const regular = complianceRuleFor(admission.jurisdiction.code);
  if (!regular) return untrackedAdmission(base, 'NOT_COVERED', undefined);
  const asOf = calendarDateIn(input.now, regular.timeZone ?? 'UTC');
  const rule = ruleOn(admission, input.periodDate ?? asOf) ?? regular;
  const placed = complianceProfileFrom(rule, admission);
  if (!placed.ok) return untrackedAdmission(base, 'NEEDS_DETAILS', rule, placed.missing);
  const { credits, origins } = creditsFor(rule, records);
  const result = evaluateCompliance({
    rule,
    profile: placed.profile,
    credits,
    asOf,
    periodDate: input.periodDate,
  });
  if (!result.ok) return untrackedAdmission(base, 'OUTSIDE_RULE', rule);
  return trackedAdmission({
    base,
    rule,
    report: result,
    origins,
    daysToDeadline: daysBetween(asOf, result.deadline),
    previousPeriodStart: periodStartOn(admission, shiftDays(result.period.start, -1)),
    nextPeriodStart: periodStartOn(admission, shiftDays(result.period.end, 1)),
  });
}
