import type { ComplianceRule } from '@counsel/contracts';

/** New South Wales solicitors (Uniform Law CPD rules) (its sources are in the file) 1 unit = 1 h. */
export const AU_NSW_RULE: ComplianceRule = {
  jurisdictionCode: 'AU-NSW',
  scheme: 'ATTORNEY',
  creditType: 'CPD',
  name: 'NSW solicitors CPD',
  version: 2,
  timeZone: 'Australia/Sydney',
  effectiveFrom: '2016-03-31',
  sourceList: {
    AU1: 'https://www.lawsociety.com.au/practising-law-in-NSW/working-as-a-solicitor-in-NSW/your-practising-certificate/CPD',
    AU2: 'http://cpdforme.com.au/disclaimer/',
    AU3: 'https://lsj.com.au/articles/your-cpd-a-statutory-obligation/',
    AU4: 'https://lplc.com.au/ufaqs/compulsory-units-need-get-every-year/',
    AU5: 'https://lsj.com.au/articles/the-annual-cpd-compliance-audit',
  },
  period: { anchor: 'FIXED', cycleStart: '2025-04-01', lengthMonths: 12, sources: ['AU1'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['AU1'],
    note: 'Declared at practising-certificate renewal (rule 13); random audit; records kept 3 years.',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.25, sources: ['AU1', 'AU2'] },
  total: { hours: 10, sources: ['AU1', 'AU2'] },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics and professional responsibility',
      minHours: 1,
      categories: ['ETHICS', 'PROFESSIONALISM'],
      sources: ['AU1'],
    },
    {
      id: 'practice-management',
      label: 'Practice management and business skills',
      minHours: 1,
      categories: ['LAW_PRACTICE_MANAGEMENT'],
      sources: ['AU1'],
    },
    {
      id: 'professional-skills',
      label: 'Professional skills',
      minHours: 1,
      categories: ['SKILLS'],
      sources: ['AU1'],
    },
    {
      id: 'substantive-law',
      label: 'Substantive law',
      minHours: 1,
      categories: ['SUBSTANTIVE_LAW', 'GENERAL'],
      sources: ['AU1'],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: {
    maxHours: 3,
    countsAs: 'GENERAL',
    onlyEarnedInLastMonths: 3,
    sources: ['AU1'],
    note: 'At most 3 units earned Jan–Mar carry to the next CPD year; no double counting. Carried units count toward the 10 only.',
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary: 'Pro rata under rule 10; the method is not confirmed (the tracker asks the full 10 units).',
    sources: ['AU4'],
    confidence: 'UNCONFIRMED',
    note: 'Pro-rata method for new entrants not confirmed.',
  },
  notes: [
    {
      text: 'Caps on some activities (rule 9): figures not confirmed; the tracker applies none.',
      sources: ['AU3'],
      confidence: 'UNCONFIRMED',
    },
  ],
};
