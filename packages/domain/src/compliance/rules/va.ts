import type { ComplianceRule } from '@counsel/contracts';

/** Virginia (its sources are in the file) Annual, 1 Nov – 31 Oct. */
export const VA_RULE: ComplianceRule = {
  jurisdictionCode: 'VA',
  scheme: 'ATTORNEY',
  name: 'Virginia MCLE',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2020-01-01',
  sourceList: {
    VA1: 'https://vsb.org/Site/Site/lawyers/mcle-course-info.aspx',
    VA2: 'https://vsb.org/Site/lawyers/mcle-live-requirements.aspx',
    VA3: 'https://www.vsb.org/site/members/mcle-faqs-for-new-admittees',
    VA4: 'https://www.americanbar.org/events-cle/mcle/jurisdiction/virginia/',
    VA5: 'http://varules.elaws.us/code/15vac5-70-20',
    VA6: 'https://www.vsb.org/site/members/mcle-courses/',
  },
  period: { anchor: 'FIXED', cycleStart: '2025-11-01', lengthMonths: 12, sources: ['VA1'] },
  deadline: { kind: 'PERIOD_END', sources: ['VA6'], note: '$100 non-compliance fee after 31 Oct.' },
  reportBy: {
    kind: 'DAYS_AFTER_END',
    days: 45,
    sources: ['VA6'],
    note: 'Report by 15 Dec ($100 late-filing fee).',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.5, sources: ['VA4', 'VA5'] },
  total: { hours: 12, sources: ['VA1'] },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics and professionalism',
      minHours: 2,
      categories: ['ETHICS', 'PROFESSIONALISM'],
      sources: ['VA1'],
    },
  ],
  formatCaps: [{ formats: ['ON_DEMAND', 'SELF_STUDY'], maxHours: 8, sources: ['VA2'] }],
  formatMinimums: [{ formats: ['LIVE'], minHours: 4, sources: ['VA2'] }],
  carryOver: {
    maxHours: 12,
    countsAs: 'SAME_CATEGORY',
    limits: [
      { categories: ['ETHICS', 'PROFESSIONALISM'], maxHours: 2 },
      { formats: ['LIVE'], maxHours: 4 },
    ],
    sources: ['VA2'],
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: true,
    summary:
      'Exempt for the period of licensing; hours earned after licensing carry forward. Harry L. Carrico Professionalism Course within 24 months of becoming active (the ABA says 12).',
    sources: ['VA3', 'VA4'],
  },
  notes: [
    {
      text: 'Each active member certifies 1 h of lawyer well-being within the past 3 years; no penalty if missing.',
      sources: ['VA1'],
    },
  ],
};
