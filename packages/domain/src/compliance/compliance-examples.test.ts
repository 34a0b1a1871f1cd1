import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { creditHoursFor } from '../credits.js';
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
) {
  next += 1;
  return {
    id: `c${String(next).padStart(3, '0')}`,
    hours,
    category,
    date,
    format,
  } satisfies ComplianceCredit;
}

function rule(code: string): ComplianceRule {
  const found = complianceRuleFor(code);
  if (!found) throw new Error(`no rule for ${code}`);
  return found;
}

function report(
  code: string,
  profile: ComplianceProfile,
  credits: ComplianceCredit[],
  asOf: string,
  periodDate?: string,
): ComplianceReport {
  const result = evaluateCompliance({ rule: rule(code), profile, credits, asOf, periodDate });
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

const admitted = (admissionDate: string, more: Partial<ComplianceProfile> = {}) => ({
  admissionDate,
  ...more,
});

interface Example {
  name: string;
  run: () => void;
}

const examples: Example[] = [
  {
    name: 'NY 1: born 14 May, admitted 2010; 20 credits on 1 Apr 2026 → 4 missing, of which D&I and cyber',
    run: () => {
      const r = report(
        'NY',
        admitted('2010-03-01', { birthday: { month: 5, day: 14 } }),
        [credit(4, 'ETHICS', '2025-01-10'), credit(16, 'GENERAL', '2025-06-10')],
        '2026-04-01',
      );
      expect(r.period).toEqual({ start: '2024-05-14', end: '2026-05-13' });
      expect(r.deadline).toBe('2026-06-13');
      expect(r.hoursStillNeeded).toBe(4);
      expect(missing(r)).toEqual({ diversity: 1, cybersecurity: 1 });
      expect(r.status).toBe('IN_PROGRESS');
    },
  },
  {
    name: 'NY 2: admitted 2015 (odd) → periods end in odd years (registers 2025, 2027)',
    run: () => {
      const r = report('NY', admitted('2015-06-01', { birthday: { month: 3, day: 1 } }), [], '2026-01-01');
      expect(r.period).toEqual({ start: '2025-03-01', end: '2027-02-28' });
      expect(r.deadline).toBe('2027-03-31');
    },
  },
  {
    name: 'NY 3: 1 ethics + 3 cyber-ethics + 1 D&I + 19 other → compliant',
    run: () => {
      const r = report(
        'NY',
        admitted('2010-03-01', { birthday: { month: 5, day: 14 } }),
        [
          credit(1, 'ETHICS', '2025-01-10'),
          credit(3, 'CYBERSECURITY_ETHICS', '2025-02-10'),
          credit(1, 'ELIMINATION_OF_BIAS', '2025-03-10'),
          credit(19, 'GENERAL', '2025-04-10'),
        ],
        '2026-04-01',
      );
      expect(r.status).toBe('COMPLIANT');
      expect(r.requirements.map((x) => [x.id, x.earned])).toEqual([
        ['ethics', 4],
        ['diversity', 1],
        ['cybersecurity', 3],
      ]);
    },
  },
  {
    name: 'NY 4: 31 credits in the cycle → 6 carry over, 1 is lost',
    run: () => {
      const profile = admitted('2010-03-01', { birthday: { month: 5, day: 14 } });
      const credits = [
        credit(4, 'ETHICS', '2024-06-10'),
        credit(1, 'ELIMINATION_OF_BIAS', '2024-07-10'),
        credit(1, 'CYBERSECURITY', '2024-08-10'),
        credit(25, 'GENERAL', '2025-08-10'),
      ];
      const r = report('NY', profile, credits, '2026-05-13');
      expect(r.carryOut).toMatchObject({ surplusHours: 7, carriedHours: 6, lostHours: 1 });
      const nextCycle = report('NY', profile, credits, '2026-07-01');
      expect(nextCycle.carryIn.hours).toBe(6);
      expect(nextCycle.total?.earned).toBe(6);
    },
  },
  {
    name: 'CA 1: "Nguyen" (G3) → 1 Feb 2023 – 29 Mar 2026, report by 30 Mar 2026; then 30 Mar 2026 – 29 Mar 2029',
    run: () => {
      const profile = admitted('2015-12-01', { lastNameAtAdmission: 'Nguyen' });
      const r = report('CA', profile, [], '2025-10-01');
      expect([r.period, r.deadline]).toEqual([{ start: '2023-02-01', end: '2026-03-29' }, '2026-03-30']);
      expect(report('CA', profile, [], '2026-03-30').period).toEqual({
        start: '2026-03-30',
        end: '2029-03-29',
      });
    },
  },
  {
    name: 'CA 2: 13 self-study + 12 participatory → 12.5 self-study count, 24.5 credited, 0.5 participatory missing',
    run: () => {
      const r = report(
        'CA',
        admitted('2015-12-01', { lastNameAtAdmission: 'Nguyen' }),
        [credit(13, 'GENERAL', '2024-01-10', 'SELF_STUDY'), credit(12, 'GENERAL', '2024-02-10', 'LIVE')],
        '2025-10-01',
      );
      expect(r.total?.earned).toBe(24.5);
      expect(r.formatMinimums[0]?.missing).toBe(0.5);
      expect(r.capsApplied).toEqual([expect.objectContaining({ hoursNotCounted: 0.5 })]);
    },
  },
  {
    name: 'CA 3: 25 hours with every subfield but technology → 1 technology hour missing',
    run: () => {
      const r = report(
        'CA',
        admitted('2015-12-01', { lastNameAtAdmission: 'Adams' }),
        [
          credit(4, 'ETHICS', '2026-01-10'),
          credit(1, 'MENTAL_HEALTH_SUBSTANCE_USE', '2026-01-11'),
          credit(1, 'WELLNESS', '2026-01-12'),
          credit(1, 'ELIMINATION_OF_BIAS', '2026-01-13'),
          credit(1, 'IMPLICIT_BIAS', '2026-01-14'),
          credit(1, 'CIVILITY', '2026-01-15'),
          credit(16, 'GENERAL', '2026-01-16'),
        ],
        '2026-06-01',
      );
      expect(r.total?.missing).toBe(0);
      expect(missing(r)).toEqual({ technology: 1 });
      expect(r.hoursStillNeeded).toBe(1);
    },
  },
  {
    name: 'TX 1: born 10 Aug → 1 Aug 2025 – 31 Jul 2026, no penalty through 31 Aug 2026',
    run: () => {
      const r = report('TX', admitted('2010-05-01', { birthday: { month: 8, day: 10 } }), [], '2026-02-01');
      expect([r.period, r.deadline]).toEqual([{ start: '2025-08-01', end: '2026-07-31' }, '2026-08-31']);
    },
  },
  {
    name: 'TX 2: 12 accredited (1 ethics) + 4 self-study (2 ethics) → 15 credited, 2 ethics, 1 ethics hour missing',
    run: () => {
      const r = report(
        'TX',
        admitted('2010-05-01', { birthday: { month: 8, day: 10 } }),
        [
          credit(1, 'ETHICS', '2025-09-01', 'ON_DEMAND'),
          credit(11, 'GENERAL', '2025-09-02', 'LIVE'),
          credit(2, 'ETHICS', '2025-10-01', 'SELF_STUDY'),
          credit(2, 'GENERAL', '2025-10-02', 'SELF_STUDY'),
        ],
        '2026-02-01',
      );
      expect(r.total?.earned).toBe(15);
      expect(r.requirements[0]).toMatchObject({ earned: 2, missing: 1 });
    },
  },
  {
    name: 'FL 1: cycle ending 30 Apr 2026, 33 h without the Bar course → not compliant, 3 excess hours lost',
    run: () => {
      const r = report(
        'FL',
        admitted('2005-01-01', { assignedPeriodEnd: '2026-04-30' }),
        [
          credit(5, 'ETHICS', '2024-01-10'),
          credit(3, 'TECHNOLOGY', '2024-02-10'),
          credit(25, 'GENERAL', '2024-03-10'),
        ],
        '2026-03-01',
      );
      expect(r.period).toEqual({ start: '2023-05-01', end: '2026-04-30' });
      expect(missing(r)).toEqual({ 'bar-professionalism-course': 2 });
      expect(r.carryOut).toMatchObject({ surplusHours: 3, carriedHours: 0, lostHours: 3 });
    },
  },
  {
    name: 'FL 2: cycle ending 29 Feb 2024 → 30 h, no Bar course, a Dec 2023 bias hour counts toward the 5',
    run: () => {
      const r = report(
        'FL',
        admitted('2005-01-01', { assignedPeriodEnd: '2024-02-29' }),
        [
          credit(4, 'ETHICS', '2022-01-10'),
          credit(1, 'ELIMINATION_OF_BIAS', '2023-12-10'),
          credit(3, 'TECHNOLOGY', '2022-02-10'),
          credit(22, 'GENERAL', '2022-03-10'),
        ],
        '2024-02-01',
      );
      expect(r.total).toEqual({ required: 30, earned: 30, missing: 0 });
      expect(r.status).toBe('COMPLIANT');
    },
  },
  {
    name: 'IL 1: "Nguyen" 1 Jul 2025 – 30 Jun 2027; "Adams" 1 Jul 2024 – 30 Jun 2026',
    run: () => {
      const nguyen = report(
        'IL',
        admitted('2010-01-01', { lastNameAtAdmission: 'Nguyen' }),
        [],
        '2026-01-01',
      );
      const adams = report('IL', admitted('2010-01-01', { lastNameAtAdmission: 'Adams' }), [], '2026-01-01');
      expect(nguyen.period).toEqual({ start: '2025-07-01', end: '2027-06-30' });
      expect([adams.period, adams.reportBy]).toEqual([
        { start: '2024-07-01', end: '2026-06-30' },
        '2026-07-31',
      ]);
    },
  },
  {
    name: 'IL 2: 32 h with 5 PR + 1 D&I + 0 mental health → 1 mental-health hour missing',
    run: () => {
      const r = report(
        'IL',
        admitted('2010-01-01', { lastNameAtAdmission: 'Adams' }),
        [
          credit(5, 'ETHICS', '2025-01-10'),
          credit(1, 'ELIMINATION_OF_BIAS', '2025-01-11'),
          credit(26, 'GENERAL', '2025-01-12'),
        ],
        '2026-01-01',
      );
      expect(missing(r)).toEqual({ 'mental-health': 1 });
      expect(r.hoursStillNeeded).toBe(1);
    },
  },
  {
    name: 'PA 1: G1, 8 on-demand + 4 in person (2 ethics) → 10 credited, 2 live credits missing',
    run: () => {
      const r = report(
        'PA',
        admitted('2010-01-01', { groupId: 'G1' }),
        [
          credit(8, 'GENERAL', '2025-06-01', 'ON_DEMAND'),
          credit(2, 'ETHICS', '2025-07-01', 'LIVE'),
          credit(2, 'GENERAL', '2025-07-02', 'LIVE'),
        ],
        '2026-01-01',
      );
      expect(r.period).toEqual({ start: '2025-05-01', end: '2026-04-30' });
      expect([r.total?.earned, r.hoursStillNeeded]).toEqual([10, 2]);
    },
  },
  {
    name: 'PA 2: G3, 12 credits with 1 ethics → 1 ethics credit missing, deadline 31 Dec',
    run: () => {
      const r = report(
        'PA',
        admitted('2010-01-01', { groupId: 'G3' }),
        [credit(1, 'ETHICS', '2026-02-01'), credit(11, 'GENERAL', '2026-02-02')],
        '2026-03-01',
      );
      expect([missing(r), r.deadline]).toEqual([{ ethics: 1 }, '2026-12-31']);
    },
  },
  {
    name: 'NJ 1: born 3 Mar, 14 on-demand + 10 live with 5 ethics incl. 2 DIEB → 22 credited, 2 live missing',
    run: () => {
      const r = report(
        'NJ',
        admitted('2010-01-01', { birthday: { month: 3, day: 3 } }),
        [
          credit(3, 'ETHICS', '2024-02-01', 'LIVE'),
          credit(2, 'ELIMINATION_OF_BIAS', '2024-02-02', 'LIVE'),
          credit(5, 'GENERAL', '2024-02-03', 'LIVE'),
          credit(14, 'GENERAL', '2024-03-01', 'ON_DEMAND'),
        ],
        '2025-06-01',
      );
      expect(r.period).toEqual({ start: '2024-01-01', end: '2025-12-31' });
      expect([r.total?.earned, r.hoursStillNeeded, missing(r)]).toEqual([22, 2, {}]);
    },
  },
  {
    name: 'NJ 2: born 9 Sep → 1 Jan 2025 – 31 Dec 2026; a 60-minute course = 1.2 credits',
    run: () => {
      const nj = rule('NJ');
      const r = report('NJ', admitted('2010-01-01', { birthday: { month: 9, day: 9 } }), [], '2025-06-01');
      expect(r.period).toEqual({ start: '2025-01-01', end: '2026-12-31' });
      expect(creditHoursFor(60, nj.minutesPerCreditHour.minutes, nj.minutesPerCreditHour.increment)).toBe(
        1.2,
      );
    },
  },
  {
    name: 'GA 1: 20 h in 2026–27 with 2 ethics and 2 professionalism → 1 ethics hour missing',
    run: () => {
      const r = report(
        'GA',
        admitted('2000-01-01'),
        [
          credit(2, 'ETHICS', '2026-03-01'),
          credit(2, 'PROFESSIONALISM', '2026-03-02'),
          credit(16, 'GENERAL', '2027-03-01'),
        ],
        '2027-06-01',
      );
      expect([r.period, missing(r)]).toEqual([{ start: '2026-01-01', end: '2027-12-31' }, { ethics: 1 }]);
    },
  },
  {
    name: 'OH 1: "Lopez" 2024–25, 24 on-demand hours with 2.5 professional conduct → compliant',
    run: () => {
      const r = report(
        'OH',
        admitted('2010-01-01', { lastNameAtAdmission: 'Lopez' }),
        [
          credit(2.5, 'ETHICS', '2024-05-01', 'ON_DEMAND'),
          credit(21.5, 'GENERAL', '2025-05-01', 'ON_DEMAND'),
        ],
        '2025-12-01',
      );
      expect([r.period, r.status]).toEqual([{ start: '2024-01-01', end: '2025-12-31' }, 'COMPLIANT']);
    },
  },
  {
    name: 'OH 2: "Smith" 2025–26 holds 40 h → 12 carry into 2027–28 as general; professional conduct again',
    run: () => {
      const profile = admitted('2010-01-01', { lastNameAtAdmission: 'Smith' });
      const credits = [credit(2.5, 'ETHICS', '2025-05-01'), credit(37.5, 'GENERAL', '2026-05-01')];
      const next2 = report('OH', profile, credits, '2027-02-01');
      expect(next2.period).toEqual({ start: '2027-01-01', end: '2028-12-31' });
      expect(next2.carryIn.hours).toBe(12);
      expect(next2.carryIn.credits.every((c) => c.category === 'GENERAL')).toBe(true);
      expect(missing(next2)).toEqual({ 'professional-conduct': 2.5 });
    },
  },
  {
    name: 'VA 1: 9 pre-recorded + 3 live (2 ethics) → 11 credited, 1 live hour missing',
    run: () => {
      const r = report(
        'VA',
        admitted('2010-01-01'),
        [
          credit(9, 'GENERAL', '2025-12-01', 'ON_DEMAND'),
          credit(2, 'ETHICS', '2026-01-01', 'LIVE'),
          credit(1, 'GENERAL', '2026-01-02', 'LIVE'),
        ],
        '2026-06-01',
      );
      expect([r.total?.earned, r.formatMinimums[0]?.missing, r.hoursStillNeeded]).toEqual([11, 1, 1]);
    },
  },
  {
    name: 'VA 2: licensed 10 Feb 2026 → exempt until the first requirement, 1 Nov 2026 – 31 Oct 2027',
    run: () => {
      const profile = admitted('2026-02-10');
      expect(report('VA', profile, [], '2026-05-01').status).toBe('EXEMPT');
      const first = report('VA', profile, [credit(3, 'ETHICS', '2026-03-01')], '2026-11-02');
      expect([first.period, first.status]).toEqual([
        { start: '2026-11-01', end: '2027-10-31' },
        'IN_PROGRESS',
      ]);
      expect(first.carryIn.hours).toBe(2);
    },
  },
];

describe('worked examples of the compliance notes', () => {
  it.each(examples)('$name', ({ run }) => run());
});
