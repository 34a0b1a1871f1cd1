import type { AdmissionDetail, ComplianceRuleSummary } from '@counsel/contracts';

/** The details beyond the admission date that a jurisdiction's rule reads to place the reporting period. */
export type ReportingPeriodField = Exclude<AdmissionDetail, 'admittedOn'>;

export interface ReportingPeriodNeeds {
  /** The rule's name ("New York CLE (experienced attorneys)"); null where the tracker has no rule. */
  ruleName: string | null;
  fields: ReportingPeriodField[];
  groups: { id: string; label: string }[];
}

const NONE: ReportingPeriodNeeds = { ruleName: null, fields: [], groups: [] };

/**
 * What the admission form asks for a jurisdiction, from the tracker's rule for its lawyers (GET /api/compliance/rules,
 * docs/product-rules.md#compliance): NY a birth date, TX and NJ a birth month, CA and PA a compliance group, FL
 * the end of a reporting cycle; nothing more where the tracker has no rule.
 */
export function reportingPeriodNeeds(
  rules: readonly ComplianceRuleSummary[] | undefined,
  jurisdictionCode: string | null | undefined,
): ReportingPeriodNeeds {
  const rule = rules?.find(
    (entry) => entry.jurisdictionCode === jurisdictionCode && entry.scheme === 'ATTORNEY',
  );
  if (!rule) return NONE;
  return {
    ruleName: rule.name,
    fields: rule.details.filter((detail): detail is ReportingPeriodField => detail !== 'admittedOn'),
    groups: rule.groups,
  };
}

/** Why the form asks, in the lawyer's terms. */
export function reportingPeriodHint(field: ReportingPeriodField, jurisdictionName: string): string {
  switch (field) {
    case 'birthDate':
      return `${jurisdictionName} sets your reporting cycle by your birthday.`;
    case 'birthMonth':
      return `${jurisdictionName} sets your reporting year by your birth month; only the month is kept.`;
    case 'complianceGroup':
      return `${jurisdictionName} places each lawyer in a compliance group, which sets the reporting deadline.`;
    case 'cycleEndsOn':
      return `${jurisdictionName} assigns each lawyer a reporting cycle: enter the last day of your current cycle, as your bar shows it.`;
  }
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const MONTH_OPTIONS = MONTHS.map((label, index) => ({ value: String(index + 1), label }));

/** A group's label ("Group 3 (N–Z)") from the rule, else the stored id. */
export function complianceGroupLabel(
  groups: readonly { id: string; label: string }[],
  value: string,
): string {
  return groups.find((group) => group.id === value)?.label ?? value;
}

const dateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/**
 * "May 1, 2015" for an ISO date ("2015-05-01"). Read as a local date: `new Date('2015-05-01')` is midnight UTC,
 * which is still April 30 west of Greenwich.
 */
export function formatIsoDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateFormatter.format(new Date(year, month - 1, day));
}

/** Today as an ISO date in the viewer's time zone ("2026-11-22"), the latest a past date may be. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
