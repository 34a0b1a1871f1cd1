/** The extra detail a bar needs to place a lawyer's reporting period. */
export type ReportingPeriodField = 'birthDate' | 'complianceGroup';

/**
 * Neither the Jurisdiction contract nor the seed data says which jurisdictions need an extra detail (there is no
 * such field), so it is keyed on the code here (docs/product-rules.md#reporting-periods):
 * - NY: the two-year registration, and the CLE cycle with it, follows the lawyer's birthday.
 * - CA: lawyers report in one of three compliance groups, chosen by the first letter of the last name.
 */
const FIELD_BY_JURISDICTION: Partial<Record<string, ReportingPeriodField>> = {
  NY: 'birthDate',
  CA: 'complianceGroup',
};

export function reportingPeriodField(
  jurisdictionCode: string | null | undefined,
): ReportingPeriodField | null {
  return jurisdictionCode ? (FIELD_BY_JURISDICTION[jurisdictionCode] ?? null) : null;
}

/** California's compliance groups (stored as "1", "2", "3"). */
export const CA_COMPLIANCE_GROUPS = [
  { value: '1', label: 'Group 1 (last names A–G)' },
  { value: '2', label: 'Group 2 (last names H–M)' },
  { value: '3', label: 'Group 3 (last names N–Z)' },
];

export function complianceGroupLabel(value: string): string {
  return CA_COMPLIANCE_GROUPS.find((group) => group.value === value)?.label ?? value;
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
