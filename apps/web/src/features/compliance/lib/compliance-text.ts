import type { AdmissionDetail, CompliancePeriod, ComplianceFormat } from '@counsel/contracts';
import { ADMISSION_DETAIL_WORDS, COMPLIANCE_FORMAT_LABELS } from './compliance-labels';

// Calendar dates (YYYY-MM-DD) carry no time or zone: they are read and written in UTC so that a viewer west of
// Greenwich never sees the day before (docs/product-rules.md#display-formats for the en-US long form).
const calendarDateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const hoursFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const andList = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
const orList = new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' });

/** "2024-08-01" → "August 1, 2024"; the value itself when it is not a calendar date. */
export function formatCalendarDate(date: string): string {
  const time = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(time)
    ? calendarDateFormatter.format(new Date(time))
    : date;
}

/** "August 1, 2024 – July 31, 2026". */
export function formatPeriod(period: CompliancePeriod): string {
  return `${formatCalendarDate(period.start)} – ${formatCalendarDate(period.end)}`;
}

/** 2 → "2", 1.5 → "1.5", 0.1 + 0.2 → "0.3". */
export function formatHours(hours: number): string {
  return hoursFormatter.format(hours);
}

/** 1 → "1 hour", 6 → "6 hours". */
export function hoursPhrase(hours: number): string {
  return `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "6 of 24 hours": the words a progress ring or bar is named by. */
export function progressPhrase(earned: number, required: number): string {
  return `${formatHours(earned)} of ${formatHours(required)} ${required === 1 ? 'hour' : 'hours'}`;
}

/** "2 of 4 h": the short text beside a bar. */
export function progressShort(earned: number, required: number): string {
  return `${formatHours(earned)} of ${formatHours(required)} h`;
}

const daysPhrase = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** "Deadline September 1, 2026 · 280 days left", "… · today", "… · passed 3 days ago". */
export function deadlineText(deadline: string, daysToDeadline: number | null): string {
  const base = `Deadline ${formatCalendarDate(deadline)}`;
  if (daysToDeadline === null) return base;
  if (daysToDeadline > 0) return `${base} · ${daysPhrase(daysToDeadline)} left`;
  if (daysToDeadline === 0) return `${base} · today`;
  return `${base} · passed ${daysPhrase(-daysToDeadline)} ago`;
}

/** "To track New York, we need your date of birth and your admission date." */
export function missingDetailsSentence(
  jurisdictionName: string,
  details: readonly AdmissionDetail[],
): string {
  const wanted = details.map((detail) => ADMISSION_DETAIL_WORDS[detail]);
  const what = wanted.length > 0 ? andList.format(wanted) : 'more details of your admission';
  return `To track ${jurisdictionName}, we need ${what}.`;
}

/** A format minimum's name: "Live minimum", "Live or on demand minimum". */
export function formatMinimumLabel(formats: readonly ComplianceFormat[]): string {
  const names = formats.map((format, index) => {
    const label = COMPLIANCE_FORMAT_LABELS[format];
    return index === 0 ? label : label.toLowerCase();
  });
  return `${orList.format(names)} minimum`;
}

/** "law.cornell.edu" for a source address; the address itself when it cannot be read. */
export function sourceHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in the viewer's own calendar, YYYY-MM-DD: the latest day a course can have been completed on. */
export function todayCalendarDate(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
