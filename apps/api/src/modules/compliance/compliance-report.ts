import {
  CREDIT_CATEGORIES,
  type AdmissionCompliance,
  type ComplianceCategory,
  type ComplianceCredit,
  type ComplianceRequirement,
  type ComplianceRule,
  type ComplianceRuleSummary,
  type ComplianceWarning,
  type CreditCategory,
} from '@counsel/contracts';
import {
  profileNeeds,
  unconfirmedPoints,
  type ComplianceReport,
  type RequirementResult,
} from '@counsel/domain';

/** Within this many days of the deadline, a period still short says so (the 90-day reminder's horizon). */
export const DEADLINE_NEAR_DAYS = 90;

/** Where a credit comes from and what the tracker shows of it (the engine only sees hours, dates and kinds). */
export interface CreditOrigin {
  source: 'COUNSEL' | 'EXTERNAL';
  title: string;
  certificateNumber: string | null;
  courseId: string | null;
}

export function ruleSummary(rule: ComplianceRule): ComplianceRuleSummary {
  const needs = profileNeeds(rule);
  return {
    jurisdictionCode: rule.jurisdictionCode,
    scheme: rule.scheme,
    name: rule.name,
    version: rule.version,
    creditType: rule.creditType ?? 'CLE',
    details: needs.details,
    groups: needs.groups,
    unconfirmed: unconfirmedPoints(rule),
    sources: Object.entries(rule.sourceList).map(([key, url]) => ({ key, url })),
  };
}

const isCreditCategory = (category: ComplianceCategory): category is CreditCategory =>
  (CREDIT_CATEGORIES as readonly string[]).includes(category);

/** Every requirement of the rule by id, children included. */
function requirementsById(rule: ComplianceRule): Map<string, ComplianceRequirement> {
  const byId = new Map<string, ComplianceRequirement>();
  const visit = (requirement: ComplianceRequirement) => {
    byId.set(requirement.id, requirement);
    requirement.children?.forEach(visit);
  };
  rule.requirements.forEach(visit);
  return byId;
}

function flattenRequirements(
  rule: ComplianceRule,
  results: readonly RequirementResult[],
): AdmissionCompliance['requirements'] {
  const byId = requirementsById(rule);
  const rows: AdmissionCompliance['requirements'] = [];
  const visit = (result: RequirementResult, parentId: string | null) => {
    const categories = byId.get(result.id)?.categories ?? [];
    rows.push({
      id: result.id,
      parentId,
      label: result.label,
      required: result.required,
      earned: result.earned,
      missing: result.missing,
      categories,
      browseCategory: categories.find(isCreditCategory) ?? null,
      unconfirmedNote:
        result.confidence === 'UNCONFIRMED' ? (result.note ?? 'Not confirmed: check with your bar.') : null,
    });
    result.children.forEach((child) => visit(child, result.id));
  };
  results.forEach((result) => visit(result, null));
  return rows;
}

const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

function warningsFor(
  report: ComplianceReport,
  requirements: AdmissionCompliance['requirements'],
  daysToDeadline: number,
): ComplianceWarning[] {
  const warnings: ComplianceWarning[] = [];
  const short = report.hoursStillNeeded > 0 && report.status !== 'EXEMPT';
  if (report.status === 'OVERDUE') {
    warnings.push({
      code: 'OVERDUE',
      message: `The deadline was ${report.deadline} and ${hoursText(report.hoursStillNeeded)} are still missing.`,
    });
  } else if (short && daysToDeadline <= DEADLINE_NEAR_DAYS) {
    warnings.push({
      code: 'DEADLINE_NEAR',
      message: `${daysToDeadline} ${daysToDeadline === 1 ? 'day' : 'days'} to the deadline and ${hoursText(report.hoursStillNeeded)} still to earn.`,
    });
  }
  if (report.status !== 'EXEMPT') {
    for (const requirement of requirements) {
      if (requirement.missing > 0) {
        warnings.push({
          code: 'CATEGORY_MISSING',
          message: `${requirement.label}: ${hoursText(requirement.missing)} more needed.`,
        });
      }
    }
    for (const minimum of report.formatMinimums) {
      if (minimum.missing > 0) {
        warnings.push({
          code: 'LIVE_MINIMUM_MISSING',
          message: `${hoursText(minimum.missing)} more must be ${minimum.formats.map((f) => f.toLowerCase().replace('_', '-')).join(' or ')}.`,
        });
      }
    }
  }
  // The period's caps, those inside requirements included.
  for (const cap of report.capsApplied) {
    warnings.push({
      code: 'CAP_REACHED',
      message: `${cap.description}: ${hoursText(cap.hoursNotCounted)} not counted.`,
    });
  }
  if (report.unconfirmed.length > 0) {
    warnings.push({
      code: 'RULE_UNCONFIRMED',
      message: 'Some points of this rule could not be confirmed from a source: check with your bar.',
    });
  }
  return warnings;
}

/** The tracked admission: the engine's report with each credit's origin, the warnings and the neighbours. */
export function trackedAdmission(input: {
  base: Pick<AdmissionCompliance, 'admissionId' | 'jurisdictionCode' | 'jurisdictionName' | 'barNumber'>;
  rule: ComplianceRule;
  report: ComplianceReport;
  origins: ReadonlyMap<string, CreditOrigin>;
  daysToDeadline: number;
  previousPeriodStart: string | null;
  nextPeriodStart: string | null;
}): AdmissionCompliance {
  const { rule, report, origins } = input;
  const requirements = flattenRequirements(rule, report.requirements);
  const credits: ComplianceCredit[] = report.counted.map((credit) => {
    const origin = origins.get(credit.id);
    return {
      id: credit.id,
      source: credit.carriedIn ? 'CARRIED_IN' : (origin?.source ?? 'EXTERNAL'),
      title: credit.carriedIn
        ? 'Carried over from the previous period'
        : (origin?.title ?? 'Credit from another provider'),
      date: credit.date,
      format: credit.format,
      category: credit.category,
      hours: credit.hours,
      countedHours: credit.countedHours,
      certificateNumber: origin?.certificateNumber ?? null,
      courseId: origin?.courseId ?? null,
    };
  });
  return {
    ...input.base,
    state: 'TRACKED',
    missingDetails: [],
    rule: ruleSummary(rule),
    status: report.status,
    period: report.period,
    deadline: report.deadline,
    daysToDeadline: input.daysToDeadline,
    reportBy: report.reportBy ?? null,
    total: report.total,
    requirements,
    formatMinimums: report.formatMinimums.map(({ formats, required, earned, missing }) => ({
      formats,
      required,
      earned,
      missing,
    })),
    capsApplied: report.capsApplied.map((cap) => ({
      description: cap.description,
      hoursNotCounted: cap.hoursNotCounted,
    })),
    hoursStillNeeded: report.hoursStillNeeded,
    carryIn: report.carryIn.hours,
    carryOut: { carried: report.carryOut.carriedHours, lost: report.carryOut.lostHours },
    credits,
    warnings: warningsFor(report, requirements, input.daysToDeadline),
    previousPeriodStart: input.previousPeriodStart,
    nextPeriodStart: input.nextPeriodStart,
  };
}

/** An admission the tracker cannot place yet (no rule file, details missing, before the rule's first period). */
export function untrackedAdmission(
  base: Pick<AdmissionCompliance, 'admissionId' | 'jurisdictionCode' | 'jurisdictionName' | 'barNumber'>,
  state: 'NEEDS_DETAILS' | 'NOT_COVERED' | 'OUTSIDE_RULE',
  rule: ComplianceRule | undefined,
  missingDetails: AdmissionCompliance['missingDetails'] = [],
): AdmissionCompliance {
  return {
    ...base,
    state,
    missingDetails,
    rule: rule ? ruleSummary(rule) : null,
    status: null,
    period: null,
    deadline: null,
    daysToDeadline: null,
    reportBy: null,
    total: null,
    requirements: [],
    formatMinimums: [],
    capsApplied: [],
    hoursStillNeeded: 0,
    carryIn: 0,
    carryOut: { carried: 0, lost: 0 },
    credits: [],
    warnings: [],
    previousPeriodStart: null,
    nextPeriodStart: null,
  };
}
