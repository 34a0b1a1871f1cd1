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
  evaluateCompliance,
  periodContaining,
  type AdmissionDetails,
  type ComplianceCredit as EngineCredit,
  type ComplianceProfile,
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
function creditsFor(rule: ComplianceRule, records: readonly CreditRecord[]) {
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

function neighbourStart(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  day: CalendarDate,
): CalendarDate | null {
  const lookup = periodContaining(rule, profile, day);
  return lookup.ok && lookup.period.end >= profile.admissionDate ? lookup.period.start : null;
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
  const rule = complianceRuleFor(admission.jurisdiction.code);
  if (!rule) return untrackedAdmission(base, 'NOT_COVERED', undefined);
  const placed = complianceProfileFrom(rule, admission);
  if (!placed.ok) return untrackedAdmission(base, 'NEEDS_DETAILS', rule, placed.missing);
  const asOf = calendarDateIn(input.now, rule.timeZone ?? 'UTC');
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
    previousPeriodStart: neighbourStart(rule, placed.profile, shiftDays(result.period.start, -1)),
    nextPeriodStart: neighbourStart(rule, placed.profile, shiftDays(result.period.end, 1)),
  });
}
