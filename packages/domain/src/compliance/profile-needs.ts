import type { AdmissionDetail, CalendarDate, ComplianceRule } from '@counsel/contracts';
import { parseDate } from './calendar-date.js';
import type { ComplianceProfile } from './periods.js';

/*
 * The details of an admission (ADMISSION_DETAILS in packages/contracts/src/compliance.ts) a rule reads to place the
 * lawyer's reporting period, as the profile stores them:
 * - admittedOn: every rule (the first period, newly admitted rules, exemptions);
 * - birthDate: BIRTHDAY periods (NY: the registration follows the birthday);
 * - birthMonth: BIRTH_MONTH periods and birth-month groups (TX, NJ): the month only;
 * - complianceGroup: last-name groups (CA, IL, OH: chosen by the letters its label names) and groups the bar
 *   assigns (PA);
 * - cycleEndsOn: periods whose end month the bar assigns (FL): the last day of any one of the lawyer's periods.
 */

export interface AdmissionDetails {
  admittedOn: CalendarDate | null;
  birthDate: CalendarDate | null;
  birthMonth: number | null;
  complianceGroup: string | null;
  cycleEndsOn: CalendarDate | null;
}

export interface ProfileNeeds {
  details: AdmissionDetail[];
  /** complianceGroup: the groups to choose from (id and a label naming who is in it). */
  groups: { id: string; label: string }[];
}

/** Which admission details the rule needs, in the order a form asks for them. */
export function profileNeeds(rule: ComplianceRule): ProfileNeeds {
  const model = rule.period;
  const groups =
    model.anchor === 'GROUP' && model.groupBy !== 'BIRTH_MONTH'
      ? model.groups.map(({ id, label }) => ({ id, label }))
      : [];
  const extra: AdmissionDetail | null = (() => {
    switch (model.anchor) {
      case 'BIRTHDAY':
        return 'birthDate';
      case 'BIRTH_MONTH':
        return 'birthMonth';
      case 'GROUP':
        return model.groupBy === 'BIRTH_MONTH' ? 'birthMonth' : 'complianceGroup';
      case 'ASSIGNED_END_MONTH':
        return 'cycleEndsOn';
      default:
        return null;
    }
  })();
  return { details: extra ? ['admittedOn', extra] : ['admittedOn'], groups };
}

export type ProfileFromDetails =
  { ok: true; profile: ComplianceProfile } | { ok: false; missing: AdmissionDetail[] };

/** The engine's profile from the stored details, or the details the rule still needs. */
export function complianceProfileFrom(rule: ComplianceRule, details: AdmissionDetails): ProfileFromDetails {
  const needs = profileNeeds(rule);
  const groupKnown =
    details.complianceGroup !== null && needs.groups.some((group) => group.id === details.complianceGroup);
  const has: Record<AdmissionDetail, boolean> = {
    admittedOn: details.admittedOn !== null,
    // A full birth date gives the month too.
    birthDate: details.birthDate !== null,
    birthMonth: details.birthMonth !== null || details.birthDate !== null,
    complianceGroup: groupKnown,
    cycleEndsOn: details.cycleEndsOn !== null,
  };
  const missing = needs.details.filter((detail) => !has[detail]);
  if (missing.length > 0 || details.admittedOn === null) return { ok: false, missing };
  const birth = details.birthDate ? parseDate(details.birthDate) : null;
  const birthday = birth
    ? { month: birth.month, day: birth.day }
    : details.birthMonth !== null
      ? { month: details.birthMonth, day: 1 }
      : undefined;
  return {
    ok: true,
    profile: {
      admissionDate: details.admittedOn,
      birthday,
      groupId: groupKnown ? (details.complianceGroup ?? undefined) : undefined,
      assignedPeriodEnd: details.cycleEndsOn ?? undefined,
    },
  };
}
