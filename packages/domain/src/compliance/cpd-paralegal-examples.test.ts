import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateCompliance, type ComplianceReport } from './evaluate.js';
import type { ComplianceProfile } from './periods.js';
import { complianceRuleFor } from './rules/index.js';
import type { ComplianceCredit } from './types.js';

/** The worked examples of the rule research (each rule file cites its sources), one row each. */

let next = 0;
function credit(
  hours: number,
  category: ComplianceCategory,
  date: string,
  format: ComplianceFormat = 'LIVE',
): ComplianceCredit {
  next += 1;
  return { id: `p${String(next).padStart(3, '0')}`, hours, category, date, format };
}

function rule(code: string, scheme?: string): ComplianceRule {
  const found = complianceRuleFor(code, scheme);
  if (!found) throw new Error(`no rule for ${code} ${scheme ?? ''}`);
  return found;
}

interface Case {
  code: string;
  scheme?: string;
  profile: ComplianceProfile;
  credits: ComplianceCredit[];
  asOf: string;
  /** A day of the period to evaluate when `asOf` is past it. */
  periodDate?: string;
}

function report({ code, scheme, profile, credits, asOf, periodDate }: Case): ComplianceReport {
  const result = evaluateCompliance({ rule: rule(code, scheme), profile, credits, asOf, periodDate });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const missing = (r: ComplianceReport) =>
  Object.fromEntries(
    r.requirements
      .flatMap(function all(x): (typeof r.requirements)[number][] {
        return [x, ...x.children.flatMap(all)];
      })
      .filter((x) => x.missing > 0)
      .map((x) => [x.id, x.missing]),
  );

interface Row {
  name: string;
  input: Case;
  expected: Partial<{
    period: { start: string; end: string };
    deadline: string;
    reportBy: string;
    status: ComplianceReport['status'];
    hoursStillNeeded: number;
    total: ComplianceReport['total'];
    missing: Record<string, number>;
    carryIn: number;
    carryOut: Partial<{ surplusHours: number; carriedHours: number; lostHours: number }>;
  }>;
}

const nswFields = (substantiveDate: string) => [
  credit(1, 'ETHICS', '2025-05-10'),
  credit(1, 'LAW_PRACTICE_MANAGEMENT', '2025-06-10'),
  credit(1, 'SKILLS', '2025-07-10'),
  credit(5, 'SUBSTANTIVE_LAW', '2025-08-10'),
  credit(4, 'SUBSTANTIVE_LAW', substantiveDate),
];

const rows: Row[] = [
  {
    name: 'ON 1: 2026, 15 Substantive + 2 Professionalism (1 EDI) → 1 Professionalism hour missing; by 31 Dec, report by 31 Mar 2027',
    input: {
      code: 'CA-ON',
      profile: { admissionDate: '2015-06-01' },
      credits: [
        credit(15, 'SUBSTANTIVE_LAW', '2026-03-01'),
        credit(1, 'PROFESSIONALISM', '2026-04-01'),
        credit(1, 'ELIMINATION_OF_BIAS', '2026-05-01'),
      ],
      asOf: '2026-06-01',
    },
    expected: {
      period: { start: '2026-01-01', end: '2026-12-31' },
      deadline: '2026-12-31',
      reportBy: '2027-03-31',
      status: 'IN_PROGRESS',
      hoursStillNeeded: 1,
      total: { required: 12, earned: 17, missing: 0 },
      missing: { professionalism: 1 },
    },
  },
  {
    name: 'ON (rule): excess Professionalism counts as Substantive → 12 Professionalism (1 EDI) is compliant',
    input: {
      code: 'CA-ON',
      profile: { admissionDate: '2015-06-01' },
      credits: [credit(11, 'PROFESSIONALISM', '2026-02-01'), credit(1, 'ELIMINATION_OF_BIAS', '2026-02-02')],
      asOf: '2026-06-01',
    },
    expected: { status: 'COMPLIANT', hoursStillNeeded: 0, missing: {} },
  },
  {
    name: 'ON (rule): never the reverse → 12 Substantive + 3 Professionalism without EDI still misses 1 EDI',
    input: {
      code: 'CA-ON',
      profile: { admissionDate: '2015-06-01' },
      credits: [credit(12, 'SUBSTANTIVE_LAW', '2026-02-01'), credit(3, 'PROFESSIONALISM', '2026-02-02')],
      asOf: '2027-01-05',
      periodDate: '2026-12-31',
    },
    expected: { status: 'OVERDUE', hoursStillNeeded: 1, missing: { edi: 1 } },
  },
  {
    name: 'SRA 2: no hours computed; the practice year ends 31 Oct',
    input: {
      code: 'GB-EAW',
      profile: { admissionDate: '2012-09-01' },
      credits: [credit(3, 'GENERAL', '2026-02-01')],
      asOf: '2026-06-01',
    },
    expected: {
      period: { start: '2025-11-01', end: '2026-10-31' },
      deadline: '2026-10-31',
      status: 'NO_HOURS_REQUIRED',
      total: null,
      hoursStillNeeded: 0,
      missing: {},
      carryOut: { carriedHours: 0 },
    },
  },
  {
    name: 'NSW 3: 2025–26, 12 units, all fields, 4 earned Feb 2026 → 2 surplus units carry to 2026–27',
    input: {
      code: 'AU-NSW',
      profile: { admissionDate: '2010-02-01' },
      credits: nswFields('2026-02-10'),
      asOf: '2026-03-31',
    },
    expected: {
      period: { start: '2025-04-01', end: '2026-03-31' },
      status: 'COMPLIANT',
      total: { required: 10, earned: 12, missing: 0 },
      carryOut: { surplusHours: 2, carriedHours: 2, lostHours: 0 },
    },
  },
  {
    name: 'NSW 3 (next year): the 2 carried units arrive in 2026–27',
    input: {
      code: 'AU-NSW',
      profile: { admissionDate: '2010-02-01' },
      credits: nswFields('2026-02-10'),
      asOf: '2026-06-01',
    },
    expected: { period: { start: '2026-04-01', end: '2027-03-31' }, carryIn: 2 },
  },
  {
    name: 'NSW (rule): the same 4 units earned in Dec 2025 → nothing carries (only Jan–Mar units do)',
    input: {
      code: 'AU-NSW',
      profile: { admissionDate: '2010-02-01' },
      credits: nswFields('2025-12-10'),
      asOf: '2026-03-31',
    },
    expected: { carryOut: { surplusHours: 2, carriedHours: 0, lostHours: 2 } },
  },
  {
    name: 'NSW (rule): 9 units with no practice-management unit → 1 unit and the field missing',
    input: {
      code: 'AU-NSW',
      profile: { admissionDate: '2010-02-01' },
      credits: [
        credit(1, 'ETHICS', '2025-05-10'),
        credit(1, 'SKILLS', '2025-06-10'),
        credit(7, 'GENERAL', '2025-07-10'),
      ],
      asOf: '2026-04-02',
      periodDate: '2026-03-31',
    },
    expected: { status: 'OVERDUE', hoursStillNeeded: 1, missing: { 'practice-management': 1 } },
  },
  {
    name: 'CA paralegal 1: 2025–26 biennium, 6 ethics + 1 general → 1 general/specialized hour missing',
    input: {
      code: 'CA',
      scheme: 'PARALEGAL',
      profile: { admissionDate: '2018-03-01' },
      credits: [credit(6, 'ETHICS', '2025-04-01'), credit(1, 'GENERAL', '2026-02-01')],
      asOf: '2026-06-01',
    },
    expected: {
      period: { start: '2025-01-01', end: '2026-12-31' },
      deadline: '2026-12-31',
      status: 'IN_PROGRESS',
      hoursStillNeeded: 1,
      total: { required: 8, earned: 7, missing: 1 },
      missing: {},
    },
  },
  {
    name: 'CA paralegal (rule): 3 ethics + 5 general → 1 ethics hour missing',
    input: {
      code: 'CA',
      scheme: 'PARALEGAL',
      profile: { admissionDate: '2018-03-01' },
      credits: [credit(3, 'ETHICS', '2025-04-01'), credit(5, 'GENERAL', '2026-02-01')],
      asOf: '2026-06-01',
    },
    expected: { hoursStillNeeded: 1, missing: { ethics: 1 } },
  },
  {
    name: 'NFPA RP 2: PACE exam 15 Sep 2024 → renewal due 15 Sep 2026, 12 h incl. 1 ethics',
    input: {
      code: 'US',
      scheme: 'NFPA_RP',
      profile: { admissionDate: '2024-09-15' },
      credits: [credit(11, 'GENERAL', '2025-03-01')],
      asOf: '2026-06-01',
    },
    expected: {
      period: { start: '2024-09-15', end: '2026-09-14' },
      deadline: '2026-09-15',
      status: 'IN_PROGRESS',
      hoursStillNeeded: 1,
      total: { required: 12, earned: 11, missing: 1 },
      missing: { ethics: 1 },
    },
  },
  {
    name: 'NFPA CRP (rule): 8 h incl. 1 ethics every 2 years from the exam anniversary',
    input: {
      code: 'US',
      scheme: 'NFPA_CRP',
      profile: { admissionDate: '2024-09-15' },
      credits: [credit(1, 'ETHICS', '2025-03-01'), credit(7, 'GENERAL', '2025-04-01')],
      asOf: '2026-06-01',
    },
    expected: { status: 'COMPLIANT', total: { required: 8, earned: 8, missing: 0 } },
  },
  {
    name: 'NALA CP (rule): 5 years from certification, 50 h with ≥5 ethics',
    input: {
      code: 'US',
      scheme: 'NALA_CP',
      profile: { admissionDate: '2022-07-01' },
      credits: [credit(4, 'ETHICS', '2023-01-01'), credit(46, 'GENERAL', '2024-01-01')],
      asOf: '2026-06-01',
    },
    expected: {
      period: { start: '2022-07-01', end: '2027-06-30' },
      deadline: '2027-06-30',
      status: 'IN_PROGRESS',
      hoursStillNeeded: 1,
      missing: { ethics: 1 },
    },
  },
];

describe('worked examples, paralegal credentials and CPD regimes', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    const r = report(row.input);
    const { expected } = row;
    if (expected.period) expect(r.period).toEqual(expected.period);
    if (expected.deadline) expect(r.deadline).toBe(expected.deadline);
    if (expected.reportBy) expect(r.reportBy).toBe(expected.reportBy);
    if (expected.status) expect(r.status).toBe(expected.status);
    if (expected.hoursStillNeeded !== undefined) expect(r.hoursStillNeeded).toBe(expected.hoursStillNeeded);
    if (expected.total !== undefined) expect(r.total).toEqual(expected.total);
    if (expected.missing) expect(missing(r)).toEqual(expected.missing);
    if (expected.carryIn !== undefined) expect(r.carryIn.hours).toBe(expected.carryIn);
    if (expected.carryOut) expect(r.carryOut).toMatchObject(expected.carryOut);
  });
});

describe('picking a rule by jurisdiction and scheme', () => {
  it('keeps complianceRuleFor(code) on the attorney rule and finds the paralegal and CPD schemes', () => {
    expect(complianceRuleFor('CA')?.scheme).toBe('ATTORNEY');
    expect(complianceRuleFor('CA', 'PARALEGAL')?.creditType).toBe('PARALEGAL_CLE');
    expect(complianceRuleFor('CA-ON')?.creditType).toBe('CPD');
    expect(complianceRuleFor('US')).toBeUndefined();
    expect(complianceRuleFor('US', 'NFPA_CRP')?.total?.hours).toBe(8);
  });
});
