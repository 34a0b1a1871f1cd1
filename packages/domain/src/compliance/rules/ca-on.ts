import type { ComplianceRule } from '@counsel/contracts';

/** Law Society of Ontario CPD (lawyers; licensed paralegals have the same requirement) (its sources are in the file) */
export const CA_ON_RULE: ComplianceRule = {
  jurisdictionCode: 'CA-ON',
  scheme: 'ATTORNEY',
  creditType: 'CPD',
  name: 'Law Society of Ontario CPD',
  version: 2,
  timeZone: 'America/Toronto',
  effectiveFrom: '2020-12-31',
  sourceList: {
    ON1: 'https://lso.ca/lawyers/enhancing-competence/continuing-professional-development-requirement/faqs',
    ON2: 'https://www.lso.ca/paralegals/enhancing-competence/continuing-professional-development-requirement/report-your-cpd-hours',
  },
  period: { anchor: 'FIXED', cycleStart: '2026-01-01', lengthMonths: 12, sources: ['ON1'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['ON2'],
    note: 'Complete by 31 Dec; default leads to administrative suspension.',
  },
  reportBy: {
    kind: 'MONTH_END_AFTER_END',
    months: 3,
    sources: ['ON2'],
    note: 'Report in the Portal by 31 Mar of the next year.',
  },
  minutesPerCreditHour: {
    minutes: 60,
    increment: 0.25,
    sources: ['ON1'],
    confidence: 'PARTLY',
    note: 'CPD hours are clock hours; the quarter-hour step is assumed.',
  },
  total: {
    hours: 12,
    sources: ['ON1', 'ON2'],
    note: 'At most 9 Substantive hours are needed; excess Professionalism counts as Substantive, never the reverse.',
  },
  requirements: [
    {
      id: 'professionalism',
      label: 'Professionalism (accredited)',
      minHours: 3,
      categories: ['PROFESSIONALISM', 'ETHICS', 'ELIMINATION_OF_BIAS'],
      sources: ['ON1', 'ON2'],
      children: [
        {
          id: 'edi',
          label: 'Equality, diversity and inclusion',
          minHours: 1,
          categories: ['ELIMINATION_OF_BIAS'],
          sources: ['ON1'],
        },
      ],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: {
    maxHours: 0,
    countsAs: 'GENERAL',
    sources: [],
    confidence: 'UNCONFIRMED',
    note: 'Carry-over not confirmed: the tracker carries none.',
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'New licensees: the proration of the first year is not confirmed (the tracker asks the full 12 h).',
    sources: [],
    confidence: 'UNCONFIRMED',
    note: 'Proration for new licensees not confirmed.',
  },
  notes: [{ text: 'Substantive hours are self-assessed and need no accreditation.', sources: ['ON1'] }],
};
