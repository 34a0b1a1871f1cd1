import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date.js';
import { evaluateCompliance, type ComplianceReport } from './evaluate.js';
import { cyclePeriodContaining, periodContaining, type ComplianceProfile } from './periods.js';
import { COMPLIANCE_RULES, complianceRuleFor } from './rules/index.js';

function rule(code: string): ComplianceRule {
  const found = complianceRuleFor(code);
  if (!found) throw new Error(code);
  return found;
}
const credit = (
  id: string,
  hours: number,
  category: ComplianceCategory,
  date: string,
  format: ComplianceFormat = 'LIVE',
) => ({
  id,
  hours,
  category,
  date,
  format,
});
function report(
  code: string,
  profile: ComplianceProfile,
  credits: ReturnType<typeof credit>[],
  asOf: string,
) {
  const result = evaluateCompliance({ rule: rule(code), profile, credits, asOf });
  if (!result.ok) throw new Error(result.reason);
  return result satisfies ComplianceReport;
}

/** A small seeded generator: the same "random" dates on every run. */
function* seededDates(count: number): Generator<string> {
  let seed = 20260101;
  for (let i = 0; i < count; i += 1) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    yield addDays('2024-01-01', seed % 3650);
  }
}

const profile: ComplianceProfile = {
  admissionDate: '2001-06-15',
  birthday: { month: 2, day: 29 },
  lastNameAtAdmission: 'Ólafsson',
  groupId: 'G2',
  assignedPeriodEnd: '2026-04-30',
};

describe('periods (property: every day lies in exactly one period, and periods tile)', () => {
  it.each(COMPLIANCE_RULES.map((r) => [r.jurisdictionCode, r] as const))('%s', (_code, r) => {
    for (const date of seededDates(150)) {
      const found = periodContaining(r, profile, date);
      if (!found.ok) continue;
      const { start, end } = found.period;
      expect(start <= date && date <= end).toBe(true);
      const after = periodContaining(r, profile, addDays(end, 1));
      if (after.ok) expect(after.period.start).toBe(addDays(end, 1));
      const same = periodContaining(r, profile, start);
      expect(same.ok && same.period).toEqual(found.period);
    }
  });

  it('cycles work backwards and forwards from their start', () => {
    expect(cyclePeriodContaining('2025-11-01', 12, '2019-10-31')).toEqual({
      start: '2018-11-01',
      end: '2019-10-31',
    });
    expect(cyclePeriodContaining('2025-11-01', 12, '2019-11-01')).toEqual({
      start: '2019-11-01',
      end: '2020-10-31',
    });
  });

  it('say what is missing to find a period', () => {
    const lookup = (code: string, p: ComplianceProfile) => periodContaining(rule(code), p, '2026-01-01');
    expect(lookup('NY', { admissionDate: '2010-01-01' })).toEqual({ ok: false, reason: 'NEEDS_BIRTHDAY' });
    expect(lookup('CA', { admissionDate: '2010-01-01' })).toEqual({ ok: false, reason: 'NEEDS_LAST_NAME' });
    expect(lookup('PA', { admissionDate: '2010-01-01', groupId: 'G9' })).toEqual({
      ok: false,
      reason: 'NO_MATCHING_GROUP',
    });
    expect(
      periodContaining(
        rule('CA'),
        { admissionDate: '2000-01-01', lastNameAtAdmission: 'Young' },
        '2022-06-01',
      ),
    ).toEqual({
      ok: false,
      reason: 'BEFORE_FIRST_PERIOD',
    });
    expect(periodContaining(rule('GA'), { admissionDate: '2000-01-01' }, '2025-06-01')).toEqual({
      ok: false,
      reason: 'BEFORE_RULE',
    });
  });
});

describe('period boundaries (VA, 1 Nov 2025 – 31 Oct 2026)', () => {
  const va = { admissionDate: '2010-01-01' };
  const full = (date: string) => [credit('e', 2, 'ETHICS', '2026-01-05'), credit('g', 10, 'GENERAL', date)];

  it('counts a credit on the first and on the last day of the period', () => {
    expect(report('VA', va, full('2025-11-01'), '2026-06-01').status).toBe('COMPLIANT');
    expect(report('VA', va, full('2026-10-31'), '2026-10-31').status).toBe('COMPLIANT');
  });

  it('does not count a credit the day before or the day after', () => {
    const before = report('VA', va, full('2025-10-31'), '2026-06-01');
    expect(before.total?.earned).toBe(2);
    expect(report('VA', va, full('2026-11-01'), '2026-06-01').total?.earned).toBe(2);
  });

  it('is in progress on the deadline and overdue the day after it', () => {
    const short = [credit('e', 2, 'ETHICS', '2026-01-05')];
    const ny = { admissionDate: '2010-03-01', birthday: { month: 5, day: 14 } };
    const onDeadline = evaluateCompliance({
      rule: rule('NY'),
      profile: ny,
      credits: short,
      asOf: '2026-06-13',
      periodDate: '2026-05-13',
    });
    const dayAfter = evaluateCompliance({
      rule: rule('NY'),
      profile: ny,
      credits: short,
      asOf: '2026-06-14',
      periodDate: '2026-05-13',
    });
    expect([onDeadline.ok && onDeadline.status, dayAfter.ok && dayAfter.status]).toEqual([
      'IN_PROGRESS',
      'OVERDUE',
    ]);
  });
});

describe('carry-over edges', () => {
  const ny = { admissionDate: '2010-03-01', birthday: { month: 5, day: 14 } };
  const base = [
    credit('a', 4, 'ETHICS', '2024-06-01'),
    credit('b', 1, 'ELIMINATION_OF_BIAS', '2024-06-02'),
    credit('c', 1, 'CYBERSECURITY', '2024-06-03'),
  ];
  const withGeneral = (hours: number) => [...base, credit('g', hours, 'GENERAL', '2025-06-01')];

  it('carries exactly the limit, and loses one over it', () => {
    expect(report('NY', ny, withGeneral(24), '2026-01-01').carryOut).toMatchObject({
      carriedHours: 6,
      lostHours: 0,
    });
    expect(report('NY', ny, withGeneral(25), '2026-01-01').carryOut).toMatchObject({
      carriedHours: 6,
      lostHours: 1,
    });
    expect(report('NY', ny, withGeneral(23.5), '2026-01-01').carryOut).toMatchObject({
      carriedHours: 5.5,
      lostHours: 0,
    });
  });

  it('never carries hours a requirement still needs', () => {
    const ethicsOnly = [credit('a', 30, 'ETHICS', '2024-06-01')];
    const out = report('NY', ny, ethicsOnly, '2026-01-01').carryOut;
    expect(out.surplusHours).toBe(6);
    expect(out.carriedHours).toBe(6);
    const va = { admissionDate: '2010-01-01' };
    const liveShort = [
      credit('l', 4, 'ETHICS', '2026-01-01'),
      credit('o', 8, 'GENERAL', '2026-02-01', 'ON_DEMAND'),
      credit('x', 3, 'GENERAL', '2026-03-01', 'ON_DEMAND'),
    ];
    // 3 on-demand hours over the cap of 8 never count, so nothing is surplus.
    expect(report('VA', va, liveShort, '2026-06-01').carryOut.surplusHours).toBe(0);
  });

  it('keeps the category limits (TX: at most 3 ethics carry) and carries one period only', () => {
    const tx = { admissionDate: '2010-01-01', birthday: { month: 8, day: 10 } };
    const credits = [credit('e', 10, 'ETHICS', '2025-09-01'), credit('g', 10, 'GENERAL', '2025-08-15')];
    const first = report('TX', tx, credits, '2026-01-01');
    expect(first.carryOut).toMatchObject({ surplusHours: 5, carriedHours: 5 });
    expect(
      first.carryOut.credits.filter((c) => c.category === 'ETHICS').reduce((s, c) => s + c.hours, 0),
    ).toBe(3);
    const second = report('TX', tx, credits, '2026-09-01');
    expect(second.carryIn.hours).toBe(5);
    expect(second.carryOut.surplusHours).toBe(0);
    expect(report('TX', tx, credits, '2027-09-01').carryIn.hours).toBe(0);
  });
});
