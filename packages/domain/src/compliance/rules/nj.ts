import type { ComplianceRule } from '@counsel/contracts';

/** New Jersey (its sources are in the file) Two calendar years; the birth half-year picks odd or even end years. */
export const NJ_RULE: ComplianceRule = {
  jurisdictionCode: 'NJ',
  scheme: 'ATTORNEY',
  name: 'New Jersey CLE',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2024-01-01',
  sourceList: {
    NJ1: 'https://blog.attorneycredits.com/new-jersey-cle-requirements-explained/',
    NJ2: 'https://www.americanbar.org/events-cle/mcle/jurisdiction/new-jersey/',
    NJ3: 'https://www.njcourts.gov/attorneys/cle/new-attorneys?language=ar',
    NJ4: 'https://njcourts.gov/pt-br/node/265671',
    NJ5: 'https://proxy.weglot.com/wg_a52b03be97db00a8b00fb8f33a293d141/en/de/www.njcourts.gov/notices/notice-and-order-amendments-regulations-of-board-continuing-legal-education-approved',
    NJ6: 'https://www.njcourts.gov/search?block_config_key=seach_block%3A4I0-e6xt4JtDxdGQsKKbsNlMtgGVmJ9CI6eqQT5GqlE&f%5B0%5D=document%3Anotice_to_the_bar&page=103',
    NJ7: 'https://njcourts.gov/pt-br/node/492641',
    NJ8: 'https://njcourts.gov/ar/node/265671',
    NJ9: 'https://blog.lawline.com/the-hassle-free-guide-to-new-jersey-cle',
  },
  period: {
    anchor: 'GROUP',
    groupBy: 'BIRTH_MONTH',
    sources: ['NJ1', 'NJ2'],
    groups: [
      {
        id: 'JAN-JUN',
        label: 'Born 1 Jan – 30 Jun (ends in odd years)',
        birthMonths: [1, 2, 3, 4, 5, 6],
        cycleStart: '2024-01-01',
        lengthMonths: 24,
      },
      {
        id: 'JUL-DEC',
        label: 'Born 1 Jul – 31 Dec (ends in even years)',
        birthMonths: [7, 8, 9, 10, 11, 12],
        cycleStart: '2025-01-01',
        lengthMonths: 24,
      },
    ],
  },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['NJ1', 'NJ9'],
    confidence: 'PARTLY',
    note: 'Certified on the annual registration; the grace period and $150 late fee are partly confirmed.',
  },
  minutesPerCreditHour: { minutes: 50, increment: 0.1, sources: ['NJ8', 'NJ5'] },
  total: { hours: 24, sources: ['NJ3'] },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics and professionalism',
      minHours: 5,
      categories: ['ETHICS', 'PROFESSIONALISM', 'ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'],
      sources: ['NJ3'],
      children: [
        {
          id: 'diversity',
          label: 'Diversity, inclusion and elimination of bias',
          minHours: 2,
          categories: ['ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'],
          sources: ['NJ3'],
        },
      ],
    },
  ],
  formatCaps: [
    {
      formats: ['ON_DEMAND', 'SELF_STUDY'],
      maxHours: 12,
      sources: ['NJ4', 'NJ5'],
      note: 'A broadcast with real-time interaction counts as live. Attorneys who neither live nor work in a mandatory-CLE jurisdiction may do all 24 this way.',
    },
  ],
  formatMinimums: [],
  carryOver: {
    maxHours: 12,
    countsAs: 'SAME_CATEGORY',
    sources: ['NJ6'],
    note: '6 after a transitional period.',
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'In the first full period, 16 of the 24 from ≥6 of 12 NJ practice areas, including ≥1 in NJ trust and business accounting.',
    sources: ['NJ7'],
  },
  notes: [{ text: 'The attorney self-certifies.', sources: ['NJ1'] }],
};
