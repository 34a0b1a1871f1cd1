import type { ComplianceRule } from '@counsel/contracts';

/**
 * NALA Certified Paralegal (CP) (its sources are in the file) A national credential (jurisdiction code US); the profile's
 * `admissionDate` is the certification date.
 */
export const NALA_CP_RULE: ComplianceRule = {
  jurisdictionCode: 'US',
  scheme: 'NALA_CP',
  creditType: 'PARALEGAL_CLE',
  name: 'NALA Certified Paralegal recertification',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2010-01-01',
  sourceList: {
    PL3: 'https://nala.org/certification/recertification-process',
    PL4: 'https://naylornetwork.com/nala-nwl/articles/print.asp?aid=578986',
    PL5: 'https://miamifrp.com/y-w-nala-cp-expire-happens-next/',
  },
  period: { anchor: 'ANNIVERSARY', lengthMonths: 60, sources: ['PL3'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['PL3', 'PL5'],
    confidence: 'PARTLY',
    note: 'An automatic 1-year extension exists, which shortens the next period.',
  },
  minutesPerCreditHour: {
    minutes: 60,
    increment: 0.1,
    sources: ['PL3', 'PL4'],
    note: 'Clock hours; no minimum course length.',
  },
  total: { hours: 50, sources: ['PL3'] },
  requirements: [
    { id: 'ethics', label: 'Legal ethics', minHours: 5, categories: ['ETHICS'], sources: ['PL3'] },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 0, countsAs: 'GENERAL', sources: ['PL3'], note: 'Not applicable.' },
  notes: [
    { text: 'A felony affidavit is filed with the recertification.', sources: ['PL3'] },
    {
      text: 'Facts & Findings articles: at most 2 h a year and 5 h a period (not applied by the tracker).',
      sources: ['PL3', 'PL4'],
    },
  ],
};
