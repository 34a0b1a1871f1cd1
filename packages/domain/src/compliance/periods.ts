import type {
  CalendarDate,
  ComplianceGroup,
  CompliancePeriod,
  ComplianceRule,
  DeadlineRule,
} from '@counsel/contracts';
import {
  addDays,
  addMonths,
  daysInMonth,
  endOfMonth,
  formatDate,
  isWithin,
  parseDate,
} from './calendar-date.js';

/** What the engine needs to know about an admission: only the fields the jurisdiction's period model reads. */
export interface ComplianceProfile {
  admissionDate: CalendarDate;
  /** BIRTHDAY and BIRTH_MONTH models (NY, TX), BIRTH_MONTH groups (NJ). */
  birthday?: { month: number; day: number } | undefined;
  /** LAST_NAME groups (CA, IL, OH): the last name at admission, which fixes the group for good. */
  lastNameAtAdmission?: string | undefined;
  /** ASSIGNED groups (PA): the group id the bar assigned; LAST_NAME groups (CA): the group chosen by letter. */
  groupId?: string | undefined;
  /** ASSIGNED_END_MONTH (FL): the last day of any one of the attorney's periods, e.g. 2026-04-30. */
  assignedPeriodEnd?: CalendarDate | undefined;
}

export type PeriodLookupFailure =
  | 'BEFORE_RULE'
  | 'BEFORE_FIRST_PERIOD'
  | 'NEEDS_BIRTHDAY'
  | 'NEEDS_LAST_NAME'
  | 'NEEDS_GROUP'
  | 'NEEDS_ASSIGNED_PERIOD_END'
  | 'NO_MATCHING_GROUP';

export type PeriodLookup =
  { ok: true; period: CompliancePeriod } | { ok: false; reason: PeriodLookupFailure };

/** The period of `lengthMonths` repeating from `cycleStart` that contains `date` (before or after cycleStart). */
export function cyclePeriodContaining(
  cycleStart: CalendarDate,
  lengthMonths: number,
  date: CalendarDate,
): CompliancePeriod {
  const start = parseDate(cycleStart);
  const target = parseDate(date);
  const monthsApart = (target.year - start.year) * 12 + (target.month - start.month);
  let index = Math.floor(monthsApart / lengthMonths);
  const periodAt = (i: number): CompliancePeriod => ({
    start: addMonths(cycleStart, i * lengthMonths),
    end: addDays(addMonths(cycleStart, (i + 1) * lengthMonths), -1),
  });
  while (date < periodAt(index).start) index -= 1;
  while (date > periodAt(index).end) index += 1;
  return periodAt(index);
}

function groupPeriod(group: ComplianceGroup, date: CalendarDate): PeriodLookup {
  const transition = group.transitionPeriods?.find((period) => isWithin(date, period));
  if (transition) return { ok: true, period: transition };
  const firstTransition = group.transitionPeriods?.map((period) => period.start).sort()[0];
  if (firstTransition !== undefined && date < group.cycleStart)
    return { ok: false, reason: 'BEFORE_FIRST_PERIOD' };
  return { ok: true, period: cyclePeriodContaining(group.cycleStart, group.lengthMonths, date) };
}

function findGroup(
  model: Extract<ComplianceRule['period'], { anchor: 'GROUP' }>,
  profile: ComplianceProfile,
): ComplianceGroup | PeriodLookupFailure {
  if (model.groupBy === 'ASSIGNED') {
    if (!profile.groupId) return 'NEEDS_GROUP';
    return model.groups.find((group) => group.id === profile.groupId) ?? 'NO_MATCHING_GROUP';
  }
  if (model.groupBy === 'BIRTH_MONTH') {
    const month = profile.birthday?.month;
    if (month === undefined) return 'NEEDS_BIRTHDAY';
    return model.groups.find((group) => group.birthMonths?.includes(month)) ?? 'NO_MATCHING_GROUP';
  }
  // LAST_NAME: the group the lawyer chose (its label names the letters) or the one their last name falls in.
  const chosen = model.groups.find((group) => group.id === profile.groupId);
  if (chosen) return chosen;
  const letter = profile.lastNameAtAdmission
    ?.normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toUpperCase();
  if (!letter) return 'NEEDS_LAST_NAME';
  const match = model.groups.find((group) => {
    const [from = '', to = ''] = group.lastNameLetters?.split('-') ?? [];
    return letter >= from && letter <= to;
  });
  return match ?? 'NO_MATCHING_GROUP';
}

function lookup(rule: ComplianceRule, profile: ComplianceProfile, date: CalendarDate): PeriodLookup {
  const model = rule.period;
  const cycle = (cycleStart: CalendarDate, lengthMonths: number): PeriodLookup => ({
    ok: true,
    period: cyclePeriodContaining(cycleStart, lengthMonths, date),
  });
  switch (model.anchor) {
    case 'FIXED':
      return groupPeriod({ id: 'all', label: 'All', ...model }, date);
    case 'GROUP': {
      const group = findGroup(model, profile);
      return typeof group === 'string' ? { ok: false, reason: group } : groupPeriod(group, date);
    }
    case 'BIRTH_MONTH':
      if (!profile.birthday) return { ok: false, reason: 'NEEDS_BIRTHDAY' };
      return cycle(formatDate({ year: 2000, month: profile.birthday.month, day: 1 }), model.lengthMonths);
    case 'BIRTHDAY': {
      if (!profile.birthday) return { ok: false, reason: 'NEEDS_BIRTHDAY' };
      // Periods start on a birthday in a year of the admission year's parity (NY: admitted in an even year,
      // registers in even years).
      const year = parseDate(profile.admissionDate).year;
      const { month, day } = profile.birthday;
      return cycle(
        formatDate({ year, month, day: Math.min(day, daysInMonth(year, month)) }),
        model.lengthMonths,
      );
    }
    case 'ASSIGNED_END_MONTH':
      if (!profile.assignedPeriodEnd) return { ok: false, reason: 'NEEDS_ASSIGNED_PERIOD_END' };
      return cycle(addDays(endOfMonth(profile.assignedPeriodEnd), 1), model.lengthMonths);
    case 'ANNIVERSARY':
      return cycle(profile.admissionDate, model.lengthMonths);
  }
}

/** The compliance period containing `date`, or why there is none. */
export function periodContaining(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  date: CalendarDate,
): PeriodLookup {
  const found = lookup(rule, profile, date);
  if (found.ok && found.period.end < rule.effectiveFrom) return { ok: false, reason: 'BEFORE_RULE' };
  return found;
}

/** A deadline (or report date) counted from a period's last day. */
export function deadlineFor(deadline: DeadlineRule, period: CompliancePeriod): CalendarDate {
  switch (deadline.kind) {
    case 'PERIOD_END':
      return period.end;
    case 'DAYS_AFTER_END':
      return addDays(period.end, deadline.days);
    case 'MONTH_END_AFTER_END':
      return endOfMonth(addMonths(`${period.end.slice(0, 8)}01`, deadline.months));
  }
}
