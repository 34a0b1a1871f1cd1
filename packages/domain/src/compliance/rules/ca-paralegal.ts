import type { ComplianceRule } from '@counsel/contracts';

/** California paralegals, B&P §6450(d) (its sources are in the file) Calendar biennia from 1 Jan 2007. */
export const CA_PARALEGAL_RULE: ComplianceRule = {
  jurisdictionCode: 'CA',
  scheme: 'PARALEGAL',
  creditType: 'PARALEGAL_CLE',
  name: 'California paralegal MCLE (B&P §6450)',
  version: 2,
  timeZone: 'America/Los_Angeles',
  effectiveFrom: '2008-12-31',
  sourceList: {
    PL1: 'https://ocparalegal.org/page-1381931',
    PL2: 'https://www.sfbar.org/blog/california-attorneys-yes-you-are-responsible-for-your-paralegals-cle',
  },
  period: { anchor: 'FIXED', cycleStart: '2007-01-01', lengthMonths: 24, sources: ['PL1', 'PL2'] },
  deadline: { kind: 'PERIOD_END', sources: ['PL1'] },
  minutesPerCreditHour: {
    minutes: 60,
    increment: 0.25,
    sources: ['PL1'],
    confidence: 'PARTLY',
    note: 'Courses meet §6070 (MCLE-approved): MCLE minutes and steps assumed.',
  },
  total: {
    hours: 8,
    sources: ['PL1', 'PL2'],
    note: '4 ethics + 4 general or specialized law; ethics beyond 4 fills the rest.',
  },
  requirements: [
    { id: 'ethics', label: 'Legal ethics', minHours: 4, categories: ['ETHICS'], sources: ['PL1', 'PL2'] },
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
  notes: [
    {
      text: 'The paralegal certifies completion to the supervising attorney and keeps the records.',
      sources: ['PL1', 'PL2'],
    },
    {
      text: 'Self-study / on-demand limits not confirmed; the tracker applies none.',
      sources: [],
      confidence: 'UNCONFIRMED',
    },
  ],
};
