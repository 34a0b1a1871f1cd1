import type { CalendarDate } from '@counsel/contracts';

/**
 * Calendar-date arithmetic on YYYY-MM-DD strings, in whole days: no Date object, no time zone, so a result never
 * depends on where the code runs. ISO dates compare correctly as strings. The one way in from an instant is
 * `calendarDateIn`, which names the zone.
 */

export interface YearMonthDay {
  year: number;
  month: number;
  day: number;
}

export function parseDate(date: CalendarDate): YearMonthDay {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day))
    throw new RangeError(`Not a calendar date: ${date}`);
  return { year, month, day };
}

export function formatDate({ year, month, day }: YearMonthDay): CalendarDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day number since 1970-01-01 (proleptic Gregorian; H. Hinnant's days_from_civil). */
function toDayNumber({ year, month, day }: YearMonthDay): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(days: number): YearMonthDay {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return formatDate(fromDayNumber(toDayNumber(parseDate(date)) + days));
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return formatDate({ year: newYear, month: newMonth, day: Math.min(day, daysInMonth(newYear, newMonth)) });
}

export function endOfMonth(date: CalendarDate): CalendarDate {
  const { year, month } = parseDate(date);
  return formatDate({ year, month, day: daysInMonth(year, month) });
}

export function isWithin(date: CalendarDate, period: { start: CalendarDate; end: CalendarDate }): boolean {
  return date >= period.start && date <= period.end;
}

/** Hours rounded to 1/100: credit sums stay exact for halves, quarters and tenths. */
export function roundHours(hours: number): number {
  return Math.round(hours * 100) / 100;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter of the day (Gregorian, Latin digits) in `timeZone`; RangeError when the zone is unknown. */
function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date an instant falls on in an IANA time zone: the day a completion at that moment counts on there.
 * 23:30 on 13 May in New York is 13 May, though it is already 14 May in UTC; summer time is the zone's own.
 * Throws a RangeError for an invalid instant or an unknown zone.
 */
export function calendarDateIn(instant: Date, timeZone: string): CalendarDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Not a valid instant');
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  const ymd = { year: part('year'), month: part('month'), day: part('day') };
  if (!Object.values(ymd).every(Number.isInteger)) throw new RangeError(`Not a date in ${timeZone}`);
  return formatDate(ymd);
}
