import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { roundHours } from './calendar-date.js';
import {
  evaluateCompliance,
  type ComplianceInput,
  type ComplianceReport,
  type ComplianceResult,
} from './evaluate.js';
import { flattenResults } from './requirements.js';
import type { CapApplied, ComplianceCredit } from './types.js';

/** A course's credit a lawyer is thinking of taking: its category, hours and format in the jurisdiction. */
export interface CandidateCredit {
  category: ComplianceCategory;
  hours: number;
  format: ComplianceFormat;
  approval: 'APPROVED' | 'PENDING';
}

export type Applicability =
  | {
      counts: true;
      /** The hours it adds to the period's total (less than its own hours when a cap cuts it). */
      hours: number;
      /** Labels of the requirements (and children) it adds hours to; empty: the total only */
      toward: { id: string; label: string; hours: number }[];
      /** Some of its hours were cut by a cap */
      partlyCapped: boolean;
    }
  | {
      counts: false;
      reason:
        | 'PENDING_APPROVAL'
        | 'CAP_REACHED'
        | 'FORMAT_NOT_ACCEPTED'
        | 'CATEGORY_NOT_COUNTED'
        | 'NO_HOURS_REQUIRED'
        | 'PERIOD_UNKNOWN';
      detail: string;
    };

const FORMAT_WORDS: Record<ComplianceFormat, string> = {
  LIVE: 'live',
  ON_DEMAND: 'on-demand',
  SELF_STUDY: 'self-study',
};

const CATEGORY_WORDS: Record<ComplianceCategory, string> = {
  GENERAL: 'general',
  ETHICS: 'ethics',
  ELIMINATION_OF_BIAS: 'elimination-of-bias',
  TECHNOLOGY: 'technology',
  SKILLS: 'skills',
  LAW_PRACTICE_MANAGEMENT: 'law practice management',
  WELLNESS: 'wellness',
  PROFESSIONALISM: 'professionalism',
  MENTAL_HEALTH_SUBSTANCE_USE: 'mental health and substance use',
  IMPLICIT_BIAS: 'implicit-bias',
  CYBERSECURITY: 'cybersecurity',
  CYBERSECURITY_ETHICS: 'cybersecurity ethics',
  CIVILITY: 'civility',
  ACCESS_TO_JUSTICE: 'access-to-justice',
  SEXUAL_HARASSMENT_PREVENTION: 'sexual harassment prevention',
  BAR_PROFESSIONALISM_COURSE: 'Bar professionalism course',
  SUBSTANTIVE_LAW: 'substantive law',
};

const PERIOD_UNKNOWN_DETAIL: Record<Extract<ComplianceResult, { ok: false }>['reason'], string> = {
  NEEDS_BIRTHDAY: 'Add your birth date to this admission to place your reporting period.',
  NEEDS_LAST_NAME:
    'Add your last name at admission (or your compliance group) to place your reporting period.',
  NEEDS_GROUP: 'Add the compliance group your bar assigned you to place your reporting period.',
  NEEDS_ASSIGNED_PERIOD_END:
    'Add the last day of one of your reporting periods to place your reporting period.',
  NO_MATCHING_GROUP: 'Your compliance group does not match one of this rule’s groups.',
  BEFORE_RULE: 'Today’s reporting period falls under an earlier rule than the one tracked.',
  BEFORE_FIRST_PERIOD: 'Your first reporting period under the current rule has not started yet.',
  OUTSIDE_ADMISSION_WINDOW: 'Today is outside the newly admitted years this rule covers.',
};

const listed = (words: readonly string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;

function hoursWord(hours: number): string {
  return `${roundHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "at most 1 self-study ethics hour toward Legal ethics": the cap in a lawyer's words. */
function capWords(cap: CapApplied, report: ComplianceReport): string {
  const formats = cap.formats ? `${listed(cap.formats.map((f) => FORMAT_WORDS[f]))} ` : '';
  const categories = cap.categories ? `${listed(cap.categories.map((c) => CATEGORY_WORDS[c]))} ` : '';
  const noun = cap.maxHours === 1 ? 'hour' : 'hours';
  const requirement = cap.requirementId
    ? flattenResults(report.requirements).find((result) => result.id === cap.requirementId)
    : undefined;
  const where = requirement ? ` toward ${requirement.label}` : '';
  const when = cap.acrossWindow ? ' in your newly admitted years' : ' in a reporting period';
  return `at most ${roundHours(cap.maxHours)} ${formats}${categories}${noun}${where}${when}`;
}

/** The caps that left more hours uncounted once the candidate was added: the ones it ran into. */
function capsHit(before: ComplianceReport, after: ComplianceReport): CapApplied[] {
  const key = (cap: CapApplied) => `${cap.requirementId ?? ''}|${cap.description}`;
  const previously = new Map(before.capsApplied.map((cap) => [key(cap), cap.hoursNotCounted]));
  return after.capsApplied.filter((cap) => cap.hoursNotCounted > (previously.get(key(cap)) ?? 0));
}

/** Why a credit that adds nothing does not count: a closed format, a full cap, or (no cap at all) its category. */
function notCounted(
  rule: ComplianceRule,
  candidate: CandidateCredit,
  hit: readonly CapApplied[],
  after: ComplianceReport,
): Applicability {
  const closed = hit.find((cap) => cap.maxHours === 0 && cap.formats);
  if (closed) {
    const category = closed.categories ? ` ${CATEGORY_WORDS[candidate.category]}` : '';
    return {
      counts: false,
      reason: 'FORMAT_NOT_ACCEPTED',
      detail: `${rule.name} does not count ${FORMAT_WORDS[candidate.format]}${category} credit.`,
    };
  }
  const full = hit[0];
  if (full) {
    const pronoun = full.maxHours === 1 ? 'it' : 'them';
    return {
      counts: false,
      reason: 'CAP_REACHED',
      detail: `${rule.name} counts ${capWords(full, after)}, and you already have ${pronoun}.`,
    };
  }
  return {
    counts: false,
    reason: 'CATEGORY_NOT_COUNTED',
    detail: `${rule.name} does not count ${CATEGORY_WORDS[candidate.category]} credit.`,
  };
}

/**
 * "Will this count for me?": what a course's credit would add to the lawyer's standing in the period containing
 * `asOf` (`periodDate` is not read), found by evaluating the standing without and with the credit (dated `asOf`,
 * under a fresh id) and comparing the total, each requirement and the caps. A credit still pending approval is
 * PENDING_APPROVAL only when it would count once approved; otherwise the reason it would not is given.
 */
export function applicability(input: ComplianceInput & { candidate: CandidateCredit }): Applicability {
  const { candidate, rule, credits, asOf } = input;
  if (!(candidate.hours > 0)) throw new RangeError('A candidate credit has a positive number of hours');
  const base = { rule, profile: input.profile, asOf, periodDate: undefined };
  const before = evaluateCompliance({ ...base, credits });
  if (!before.ok)
    return { counts: false, reason: 'PERIOD_UNKNOWN', detail: PERIOD_UNKNOWN_DETAIL[before.reason] };
  if (!before.total)
    return {
      counts: false,
      reason: 'NO_HOURS_REQUIRED',
      detail: `${rule.name} sets no hours to earn: keep the course in your record of learning.`,
    };
  let id = 'candidate';
  while (credits.some((credit) => credit.id === id)) id = `${id}'`;
  const { category, hours: candidateHours, format } = candidate;
  const credit: ComplianceCredit = { id, category, hours: candidateHours, format, date: asOf };
  const after = evaluateCompliance({ ...base, credits: [...credits, credit] });
  if (!after.ok || !after.total)
    throw new Error('Unreachable: the period of asOf is found with the credit as without it');

  const hours = roundHours(after.total.earned - before.total.earned);
  const earnedBefore = new Map(flattenResults(before.requirements).map((r) => [r.id, r.earned]));
  const toward = flattenResults(after.requirements)
    .map((r) => ({ id: r.id, label: r.label, hours: roundHours(r.earned - (earnedBefore.get(r.id) ?? 0)) }))
    .filter((r) => r.hours > 0);
  const hit = capsHit(before, after);
  if (hours <= 0 && toward.length === 0) return notCounted(rule, candidate, hit, after);
  if (candidate.approval === 'PENDING') {
    const where = toward.length > 0 ? ` toward ${listed(toward.map((r) => r.label))}` : '';
    return {
      counts: false,
      reason: 'PENDING_APPROVAL',
      detail: `Its approval for ${rule.name} is still pending: once approved it would add ${hoursWord(hours)}${where}.`,
    };
  }
  return { counts: true, hours, toward, partlyCapped: hit.length > 0 };
}
