import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { evaluateCompliance, type ComplianceReport } from './evaluate.js';
import { admissionWindow, rulePeriodContaining } from './newly-admitted.js';
import type { ComplianceProfile } from './periods.js';
import { complianceRuleFor, complianceRuleForAdmission } from './rules/index.js';
import type { ComplianceCredit } from './types.js';

/** The worked examples of the newly admitted rules (NY 22 NYCRR 1500.12, IL NAA; each file cites its sources). */

let next = 0;
function credit(
  hours: number,
  category: ComplianceCategory,
  date: string,
  format: ComplianceFormat = 'LIVE',
): ComplianceCredit {
  next += 1;
  return { id: `n${String(next).padStart(3, '0')}`, hours, category, date, format };
}

function newlyAdmitted(code: string): ComplianceRule {
  const found = complianceRuleFor(code, 'NEWLY_ADMITTED');
  if (!found) throw new Error(`no newly admitted rule for ${code}`);
  return found;
}

function report(
  code: string,
  profile: ComplianceProfile,
  credits: ComplianceCredit[],
  asOf: string,
  periodDate?: string,
): ComplianceReport {
  const result = evaluateCompliance({ rule: newlyAdmitted(code), profile, credits, asOf, periodDate });
  if (!result.ok) throw new Error(result.reason);
  return result;
}

const earned = (r: ComplianceReport) => Object.fromEntries(r.requirements.map((x) => [x.id, x.earned]));
const missing = (r: ComplianceReport) =>
  Object.fromEntries(r.requirements.filter((x) => x.missing > 0).map((x) => [x.id, x.missing]));

/** Admitted 15 Jan 2025: year 1 is 15 Jan 2025 – 14 Jan 2026, year 2 to 14 Jan 2027. */
const ny = { admissionDate: '2025-01-15', birthday: { month: 5, day: 14 } };
const yearOne = (ethics: number, lpm: number) => [
  credit(ethics, 'ETHICS', '2025-03-01'),
  credit(6, 'SKILLS', '2025-04-01'),
  credit(lpm, 'LAW_PRACTICE_MANAGEMENT', '2025-09-01'),
];

describe('New York, newly admitted (16 transitional credits in each of the first two years)', () => {
  it('NY-NA 1: year 1 with 3 ethics, 6 Skills, 11 LPM → compliant, the 4 excess LPM credits carry to year 2', () => {
    const credits = yearOne(3, 11);
    const first = report('NY', ny, credits, '2025-12-01');
    expect([first.period, first.deadline, first.status]).toEqual([
      { start: '2025-01-15', end: '2026-01-14' },
      '2026-01-14',
      'COMPLIANT',
    ]);
    expect(first.carryOut).toMatchObject({ surplusHours: 4, carriedHours: 4, lostHours: 0 });
    const second = report('NY', ny, credits, '2026-03-01');
    expect(second.period).toEqual({ start: '2026-01-15', end: '2027-01-14' });
    expect(second.carryIn.hours).toBe(4);
    expect(earned(second)).toMatchObject({ ethics: 0, skills: 0, practice: 4 });
    expect(second.total).toEqual({ required: 16, earned: 4, missing: 12 });
  });

  it('NY-NA 1 (rule): at most 8 of year 1’s excess carry to year 2', () => {
    const first = report('NY', ny, yearOne(3, 17), '2025-12-01');
    expect(first.carryOut).toMatchObject({ surplusHours: 10, carriedHours: 8, lostHours: 2 });
  });

  it('NY-NA 2: a 4th ethics credit in year 1 → compliant, and the extra ethics credit does not carry', () => {
    const first = report('NY', ny, yearOne(4, 7), '2025-12-01');
    expect(first.status).toBe('COMPLIANT');
    expect(first.carryOut).toMatchObject({ surplusHours: 1, carriedHours: 0, lostHours: 1 });
  });

  it('NY-NA 3: an on-demand Skills course in 2026 counts for nothing; it is flagged', () => {
    const onDemand = credit(3, 'SKILLS', '2026-04-01', 'ON_DEMAND');
    const r = report('NY', ny, [onDemand, credit(3, 'SKILLS', '2026-05-01')], '2026-06-01');
    expect(earned(r)).toMatchObject({ skills: 3 });
    expect(r.total?.earned).toBe(3);
    expect(r.capsApplied).toEqual([
      expect.objectContaining({
        description: 'At most 0 h from ON_DEMAND / SELF_STUDY in SKILLS',
        creditIds: [onDemand.id],
        hoursNotCounted: 3,
      }),
    ]);
    // Law practice management may be on demand.
    const lpm = report(
      'NY',
      ny,
      [credit(2, 'LAW_PRACTICE_MANAGEMENT', '2026-04-01', 'ON_DEMAND')],
      '2026-06-01',
    );
    expect(earned(lpm)).toMatchObject({ practice: 2 });
  });

  it('NY-NA 3 (rule): ethics must be live (or synchronous); on-demand ethics does not count', () => {
    const r = report('NY', ny, [credit(3, 'ETHICS', '2025-05-01', 'ON_DEMAND')], '2025-06-01');
    expect([earned(r), r.total?.earned]).toEqual([expect.objectContaining({ ethics: 0 }), 0]);
  });

  it('NY-NA 4: admitted 20 Jun 2025, born 1 Feb → still newly admitted at the 2027 registration; handover noted', () => {
    const rule = complianceRuleForAdmission('NY', '2025-06-20', '2027-02-15');
    expect(rule?.scheme).toBe('NEWLY_ADMITTED');
    expect(rule && admissionWindow(rule, '2025-06-20')).toEqual({ start: '2025-06-20', end: '2027-06-19' });
    expect(rule?.notes.map((n) => n.text)).toContainEqual(
      expect.stringContaining('12 of the year-2 credits'),
    );
  });

  it('asks for 1 cyber credit once in the two years: due in year 2, met by a year-1 credit', () => {
    const withoutCyber = yearOne(3, 7);
    const first = report('NY', ny, withoutCyber, '2025-12-01');
    expect(first.requirements.map((x) => x.id)).toEqual(['ethics', 'skills', 'practice']);
    expect(first.status).toBe('COMPLIANT');
    expect(missing(report('NY', ny, withoutCyber, '2026-03-01'))).toMatchObject({ cybersecurity: 1 });
    const withCyber = [...withoutCyber, credit(1, 'CYBERSECURITY', '2025-10-01', 'ON_DEMAND')];
    const second = report('NY', ny, withCyber, '2026-03-01');
    expect(second.requirements.find((x) => x.id === 'cybersecurity')).toMatchObject({
      required: 1,
      earned: 1,
      missing: 0,
    });
  });

  it('applies at most 3 cyber-ethics credits to the 6 ethics credits of the two years', () => {
    const credits = [
      credit(3, 'CYBERSECURITY_ETHICS', '2025-03-01'),
      credit(3, 'CYBERSECURITY_ETHICS', '2026-03-01'),
    ];
    expect(earned(report('NY', ny, credits, '2025-06-01'))).toMatchObject({ ethics: 3 });
    const second = report('NY', ny, credits, '2026-06-01');
    expect(missing(second)).toMatchObject({ ethics: 3 });
    expect(second.capsApplied).toContainEqual(
      expect.objectContaining({ requirementId: 'ethics', hoursNotCounted: 3 }),
    );
    // Year-1 cyber-ethics credits beyond what year 1 needed were not applied: the budget stays for year 2.
    const spare = [
      credit(3, 'ETHICS', '2025-03-01'),
      credit(2, 'CYBERSECURITY_ETHICS', '2025-04-01'),
      credit(3, 'CYBERSECURITY_ETHICS', '2026-03-01'),
    ];
    expect(earned(report('NY', ny, spare, '2026-06-01'))).toMatchObject({ ethics: 3, cybersecurity: 5 });
  });

  it('lists the unconfirmed points', () => {
    const unconfirmed = report('NY', ny, [], '2025-06-01').unconfirmed;
    expect(unconfirmed).toEqual([
      expect.stringContaining('anniversary day'),
      expect.stringContaining('Cyber-ethics credits are held to the ethics formats'),
      expect.stringContaining('keep their category'),
      expect.stringContaining('webconference'),
    ]);
  });
});

describe('the edges of the New York window (admitted 15 Jan 2025: the last day is 14 Jan 2027)', () => {
  const short = [credit(2, 'SKILLS', '2026-02-01')];

  it('is newly admitted on the window’s last day and experienced the day after', () => {
    expect(complianceRuleForAdmission('NY', '2025-01-15', '2025-01-15')?.scheme).toBe('NEWLY_ADMITTED');
    expect(complianceRuleForAdmission('NY', '2025-01-15', '2027-01-14')?.scheme).toBe('NEWLY_ADMITTED');
    expect(complianceRuleForAdmission('NY', '2025-01-15', '2027-01-15')?.scheme).toBe('ATTORNEY');
    expect(complianceRuleForAdmission('NY', '2025-01-15', '2025-01-14')?.scheme).toBe('ATTORNEY');
  });

  it('counts a credit earned on the last day; the period and its deadline end that day', () => {
    const lastDay = credit(14, 'LAW_PRACTICE_MANAGEMENT', '2027-01-14');
    const r = report('NY', ny, [...short, lastDay], '2027-01-14');
    expect([r.period, r.deadline, r.status]).toEqual([
      { start: '2026-01-15', end: '2027-01-14' },
      '2027-01-14',
      'IN_PROGRESS',
    ]);
    expect(r.total?.earned).toBe(16);
    const dayAfter = credit(14, 'LAW_PRACTICE_MANAGEMENT', '2027-01-15');
    expect(report('NY', ny, [...short, dayAfter], '2027-01-14').total?.earned).toBe(2);
  });

  it('is overdue after the window for a year left short, and has no period outside it', () => {
    expect(report('NY', ny, short, '2027-01-15', '2026-06-01').status).toBe('OVERDUE');
    const rule = newlyAdmitted('NY');
    expect(evaluateCompliance({ rule, profile: ny, credits: short, asOf: '2027-01-15' })).toEqual({
      ok: false,
      reason: 'OUTSIDE_ADMISSION_WINDOW',
    });
    expect(rulePeriodContaining(rule, ny, '2025-01-14')).toEqual({
      ok: false,
      reason: 'OUTSIDE_ADMISSION_WINDOW',
    });
  });

  it('carries out of year 2 into the experienced cycle at most 6 (not 8), never ethics', () => {
    const yearTwo = [
      credit(5, 'ETHICS', '2026-02-01'),
      credit(6, 'SKILLS', '2026-03-01'),
      credit(6, 'CYBERSECURITY', '2026-04-01'),
      credit(10, 'LAW_PRACTICE_MANAGEMENT', '2026-05-01'),
    ];
    const r = report('NY', ny, yearTwo, '2027-01-10');
    expect(r.status).toBe('COMPLIANT');
    expect(r.carryOut).toMatchObject({ surplusHours: 11, carriedHours: 6, lostHours: 5 });
    expect(r.carryOut.credits.every((c) => c.category !== 'ETHICS')).toBe(true);
  });
});

describe('Illinois, newly admitted (NAA: 15 hours by the last day of the admission month one year later)', () => {
  const il = { admissionDate: '2025-11-06', lastNameAtAdmission: 'Nguyen' };

  it('IL-NA 3: admitted 6 Nov 2025 → due 30 Nov 2026, reported by 31 Dec 2026', () => {
    const r = report('IL', il, [], '2026-01-10');
    expect([r.period, r.deadline, r.reportBy]).toEqual([
      { start: '2025-11-06', end: '2026-11-30' },
      '2026-11-30',
      '2026-12-31',
    ]);
    // Admitted on the 1st of a month: still the last day of that month a year later.
    const first = report('IL', { admissionDate: '2025-12-01' }, [], '2026-01-10');
    expect(first.period).toEqual({ start: '2025-12-01', end: '2026-12-31' });
  });

  it('counts a credit after the anniversary up to the month’s end; the ATTORNEY rule from the next day', () => {
    const credits = [credit(6, 'ETHICS', '2026-03-01'), credit(9, 'GENERAL', '2026-11-30')];
    const r = report('IL', il, credits, '2026-11-30');
    expect([r.status, r.total?.earned]).toEqual(['COMPLIANT', 15]);
    expect(complianceRuleForAdmission('IL', il.admissionDate, '2026-11-30')?.scheme).toBe('NEWLY_ADMITTED');
    expect(complianceRuleForAdmission('IL', il.admissionDate, '2026-12-01')?.scheme).toBe('ATTORNEY');
  });

  it('asks for 6 professional-responsibility hours (Basic Skills) within the 15', () => {
    const r = report(
      'IL',
      il,
      [credit(4, 'ETHICS', '2026-03-01'), credit(11, 'GENERAL', '2026-04-01')],
      '2026-06-01',
    );
    expect([missing(r), r.hoursStillNeeded]).toEqual([{ 'basic-skills': 2 }, 2]);
    expect(r.unconfirmed).toEqual([
      expect.stringContaining('Basic Skills course'),
      expect.stringContaining('Format limits'),
    ]);
  });

  it('carries up to 15 excess hours (at most 6 PR) into the first two-year period', () => {
    const credits = [credit(14, 'ETHICS', '2026-02-01'), credit(12, 'GENERAL', '2026-03-01')];
    const r = report('IL', il, credits, '2026-10-01');
    expect(r.carryOut).toMatchObject({ surplusHours: 11, carriedHours: 11 });
    const pr = r.carryOut.credits.filter((c) => c.category === 'ETHICS').reduce((s, c) => s + c.hours, 0);
    expect(pr).toBeLessThanOrEqual(6);
  });
});

describe('picking the rule for an admission', () => {
  it('keeps the regular rule where no newly admitted rule is modelled, and for other schemes', () => {
    expect(complianceRuleForAdmission('TX', '2025-11-05', '2026-01-01')?.scheme).toBe('ATTORNEY');
    expect(complianceRuleForAdmission('CA', '2025-11-05', '2026-01-01')?.scheme).toBe('ATTORNEY');
    expect(complianceRuleForAdmission('CA', '2025-11-05', '2026-01-01', 'PARALEGAL')?.scheme).toBe(
      'PARALEGAL',
    );
    expect(complianceRuleForAdmission('NY', '2025-11-05', '2026-01-01', 'NALA_CP')).toBeUndefined();
    expect(complianceRuleForAdmission('ZZ', '2025-11-05', '2026-01-01')).toBeUndefined();
  });
});
