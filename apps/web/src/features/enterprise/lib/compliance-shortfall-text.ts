import type { ComplianceFormat, ComplianceShortfall } from '@counsel/contracts';

/** Words of Manage Firm's "At risk" section (docs/product-rules.md#compliance). */

// A deadline is a calendar day, not an instant: read in UTC so no time zone moves it to the day before.
const calendarDateFormatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "December 31, 2026" for 2026-12-31. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : calendarDateFormatter.format(parsed);
}

/** "2 hours", "1 hour", "1.5 hours". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "Due today", "1 day left", "36 days left", "1 day overdue", "25 days overdue". */
export function daysLeftText(days: number): string {
  if (days === 0) return 'Due today';
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'day' : 'days'} ${days > 0 ? 'left' : 'overdue'}`;
}

const FORMAT_WORDS: Record<ComplianceFormat, string> = {
  LIVE: 'live',
  ON_DEMAND: 'on-demand',
  SELF_STUDY: 'self-study',
};

/** "Live", "Live or on-demand". */
export function formatsText(formats: readonly ComplianceFormat[]): string {
  const words = formats.map((format) => FORMAT_WORDS[format]).join(' or ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Each requirement and format minimum still short: "Ethics and professionalism: 1 hour", "Live: 3 hours". */
export function shortfallItems(
  shortfall: Pick<ComplianceShortfall, 'requirements' | 'formatMinimums'>,
): string[] {
  return [
    ...shortfall.requirements.map((requirement) => `${requirement.label}: ${hoursText(requirement.missing)}`),
    ...shortfall.formatMinimums.map(
      (minimum) => `${formatsText(minimum.formats)}: ${hoursText(minimum.missing)}`,
    ),
  ];
}
