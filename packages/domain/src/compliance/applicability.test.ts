import type { ComplianceCategory, ComplianceFormat, ComplianceRule } from '@counsel/contracts';
import { describe, expect, it } from 'vitest';
import { applicability, type Applicability, type CandidateCredit } from './applicability.js';
import type { ComplianceProfile } from './periods.js';
import { complianceRuleFor, complianceRuleForAdmission } from './rules/index.js';
import type { ComplianceCredit } from './types.js';

let next = 0;
function credit(
  hours: number,
  category: ComplianceCategory,
  date: string,
  format: ComplianceFormat = 'LIVE',
): ComplianceCredit {
  next += 1;
  return { id: `a${String(next).padStart(3, '0')}`, hours, category, date, format };
}

function rule(code: string, scheme?: string): ComplianceRule {
  const found = complianceRuleFor(code, scheme);
  if (!found) throw new Error(`no rule for ${code}`);
  return found;
}

const candidate = (
  hours: number,
  category: ComplianceCategory,
  format: ComplianceFormat = 'LIVE',
  approval: CandidateCredit['approval'] = 'APPROVED',
): CandidateCredit => ({ hours, category, format, approval });

const nyExperienced: ComplianceProfile = { admissionDate: '2010-03-01', birthday: { month: 5, day: 14 } };
const nyNew: ComplianceProfile = { admissionDate: '2025-01-15', birthday: { month: 5, day: 14 } };
const tx: ComplianceProfile = { admissionDate: '2010-05-01', birthday: { month: 8, day: 10 } };
const nyNewRule = complianceRuleForAdmission('NY', nyNew.admissionDate, '2026-03-01');

interface Row {
  name: string;
  rule: ComplianceRule | undefined;
  profile: ComplianceProfile;
  credits: ComplianceCredit[];
  asOf: string;
  candidate: CandidateCredit;
  expected: Applicability;
}

const rows: Row[] = [
  {
    name: 'NY: a live ethics course counts toward Ethics and Professionalism',
    rule: rule('NY'),
    profile: nyExperienced,
    credits: [credit(2, 'ETHICS', '2025-01-10'), credit(10, 'GENERAL', '2025-03-10')],
    asOf: '2026-04-01',
    candidate: candidate(2, 'ETHICS'),
    expected: {
      counts: true,
      hours: 2,
      toward: [{ id: 'ethics', label: 'Ethics and Professionalism', hours: 2 }],
      partlyCapped: false,
    },
  },
  {
    name: 'NY: a general course counts toward the total only',
    rule: rule('NY'),
    profile: nyExperienced,
    credits: [],
    asOf: '2026-04-01',
    candidate: candidate(1.5, 'GENERAL', 'ON_DEMAND'),
    expected: { counts: true, hours: 1.5, toward: [], partlyCapped: false },
  },
  {
    name: 'TX: the 3 self-study hours of the year are used → CAP_REACHED',
    rule: rule('TX'),
    profile: tx,
    credits: [credit(3, 'GENERAL', '2025-09-01', 'SELF_STUDY')],
    asOf: '2026-02-01',
    candidate: candidate(1, 'GENERAL', 'SELF_STUDY'),
    expected: {
      counts: false,
      reason: 'CAP_REACHED',
      detail:
        'Texas MCLE counts at most 3 self-study hours in a reporting period, and you already have them.',
    },
  },
  {
    name: 'TX: a 2nd self-study ethics hour still counts toward the 15, not toward ethics (partly capped)',
    rule: rule('TX'),
    profile: tx,
    credits: [credit(1, 'ETHICS', '2025-09-01', 'SELF_STUDY')],
    asOf: '2026-02-01',
    candidate: candidate(1, 'ETHICS', 'SELF_STUDY'),
    expected: { counts: true, hours: 1, toward: [], partlyCapped: true },
  },
  {
    name: 'TX: self-study ethics with both self-study caps full → CAP_REACHED',
    rule: rule('TX'),
    profile: tx,
    credits: [
      credit(1, 'ETHICS', '2025-09-01', 'SELF_STUDY'),
      credit(2, 'GENERAL', '2025-09-02', 'SELF_STUDY'),
    ],
    asOf: '2026-02-01',
    candidate: candidate(1, 'ETHICS', 'SELF_STUDY'),
    expected: {
      counts: false,
      reason: 'CAP_REACHED',
      detail:
        'Texas MCLE counts at most 3 self-study hours in a reporting period, and you already have them.',
    },
  },
  {
    name: 'CA: 12 self-study hours held → half of a 1-hour self-study course counts',
    rule: rule('CA'),
    profile: { admissionDate: '2015-12-01', lastNameAtAdmission: 'Nguyen' },
    credits: [credit(12, 'GENERAL', '2024-01-10', 'SELF_STUDY')],
    asOf: '2025-10-01',
    candidate: candidate(1, 'GENERAL', 'SELF_STUDY'),
    expected: { counts: true, hours: 0.5, toward: [], partlyCapped: true },
  },
  {
    name: 'NY: an ethics course still pending approval → PENDING_APPROVAL, saying what it would add',
    rule: rule('NY'),
    profile: nyExperienced,
    credits: [],
    asOf: '2026-04-01',
    candidate: candidate(2, 'ETHICS', 'LIVE', 'PENDING'),
    expected: {
      counts: false,
      reason: 'PENDING_APPROVAL',
      detail:
        'Its approval for New York CLE, experienced attorneys is still pending: once approved it would add 2 hours toward Ethics and Professionalism.',
    },
  },
  {
    name: 'NY newly admitted: on-demand Skills never count → FORMAT_NOT_ACCEPTED',
    rule: nyNewRule,
    profile: nyNew,
    credits: [],
    asOf: '2026-03-01',
    candidate: candidate(3, 'SKILLS', 'ON_DEMAND'),
    expected: {
      counts: false,
      reason: 'FORMAT_NOT_ACCEPTED',
      detail: 'New York CLE, newly admitted attorneys does not count on-demand skills credit.',
    },
  },
  {
    name: 'NY newly admitted: pending and in a format not accepted → FORMAT_NOT_ACCEPTED (approval would not help)',
    rule: nyNewRule,
    profile: nyNew,
    credits: [],
    asOf: '2026-03-01',
    candidate: candidate(2, 'ETHICS', 'SELF_STUDY', 'PENDING'),
    expected: {
      counts: false,
      reason: 'FORMAT_NOT_ACCEPTED',
      detail: 'New York CLE, newly admitted attorneys does not count self-study ethics credit.',
    },
  },
  {
    name: 'NY newly admitted: live Skills count toward Skills',
    rule: nyNewRule,
    profile: nyNew,
    credits: [],
    asOf: '2026-03-01',
    candidate: candidate(3, 'SKILLS'),
    expected: {
      counts: true,
      hours: 3,
      toward: [{ id: 'skills', label: 'Skills', hours: 3 }],
      partlyCapped: false,
    },
  },
  {
    name: 'NY newly admitted: the 3 cyber-ethics credits of the two years were used in year 1 → it adds to the 16 only',
    rule: nyNewRule,
    profile: nyNew,
    credits: [credit(3, 'CYBERSECURITY_ETHICS', '2025-03-01')],
    asOf: '2026-03-01',
    candidate: candidate(1, 'CYBERSECURITY_ETHICS'),
    expected: {
      counts: true,
      hours: 1,
      toward: [
        {
          id: 'cybersecurity',
          label: 'Cybersecurity, Privacy and Data Protection (once in the two years)',
          hours: 1,
        },
      ],
      partlyCapped: true,
    },
  },
  {
    name: 'SRA: no hours to earn → NO_HOURS_REQUIRED',
    rule: rule('GB-EAW'),
    profile: { admissionDate: '2012-09-01' },
    credits: [],
    asOf: '2026-06-01',
    candidate: candidate(2, 'GENERAL', 'ON_DEMAND'),
    expected: {
      counts: false,
      reason: 'NO_HOURS_REQUIRED',
      detail:
        'SRA continuing competence (solicitors) sets no hours to earn: keep the course in your record of learning.',
    },
  },
  {
    name: 'NY without a birth date → PERIOD_UNKNOWN',
    rule: rule('NY'),
    profile: { admissionDate: '2010-03-01' },
    credits: [],
    asOf: '2026-04-01',
    candidate: candidate(2, 'ETHICS'),
    expected: {
      counts: false,
      reason: 'PERIOD_UNKNOWN',
      detail: 'Add your birth date to this admission to place your reporting period.',
    },
  },
];

describe('will this count for me?', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    if (!row.rule) throw new Error('no rule');
    const input = { rule: row.rule, profile: row.profile, credits: row.credits, asOf: row.asOf };
    expect(applicability({ ...input, candidate: row.candidate })).toEqual(row.expected);
  });

  it('gives the candidate a fresh id and leaves the lawyer’s credits alone', () => {
    const held = (id: string) => [{ ...credit(3, 'GENERAL', '2025-09-01', 'SELF_STUDY'), id }];
    const answer = (credits: ComplianceCredit[]) =>
      applicability({
        rule: rule('TX'),
        profile: tx,
        credits,
        asOf: '2026-02-01',
        candidate: candidate(1, 'GENERAL', 'SELF_STUDY'),
      });
    const credits = held('candidate');
    expect(answer(credits)).toMatchObject({ counts: false, reason: 'CAP_REACHED' });
    expect(answer(credits)).toEqual(answer(held('c-1')));
    expect(credits).toEqual(held('candidate'));
  });

  it('counts the credit on asOf, in the period containing it, whatever periodDate says', () => {
    const input = { rule: rule('NY'), profile: nyExperienced, credits: [], asOf: '2026-04-01' };
    expect(
      applicability({ ...input, periodDate: '2023-01-01', candidate: candidate(1, 'GENERAL') }),
    ).toMatchObject({ counts: true, hours: 1 });
  });

  it('refuses a candidate without hours', () => {
    const input = { rule: rule('NY'), profile: nyExperienced, credits: [], asOf: '2026-04-01' };
    expect(() => applicability({ ...input, candidate: candidate(0, 'ETHICS') })).toThrow(RangeError);
  });
});
