import type { ComplianceRule } from '@counsel/contracts';

/** Georgia from 2026 (its sources are in the file) One biennial cycle for everyone from 1 Jan 2026. */
export const GA_RULE: ComplianceRule = {
  jurisdictionCode: 'GA',
  scheme: 'ATTORNEY',
  name: 'Georgia CLE (biennial from 2026)',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2026-01-01',
  sourceList: {
    GA1: 'https://www.garealpropertylaw.com/?p=49537',
    GA2: 'https://knowledgewebcasts.com/covid-19-continuing-ed-requirements-updates/',
    GA3: 'https://trackcle.com/cle-requirements/georgia',
    GA5: 'http://www.gabar.org/barrules/handbookdetail.cfm?renderforprint=1&what=rule&id=227',
    GA6: 'https://www.clelaw.com/pages/georgia',
    GA8: 'https://www.nbi-sems.com/BrowseBy/StateRequirements/GA',
  },
  period: { anchor: 'FIXED', cycleStart: '2026-01-01', lengthMonths: 24, sources: ['GA1'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['GA1'],
    confidence: 'UNCONFIRMED',
    note: 'Grace under the new cycle is unconfirmed (the old rule gave grace to 31 Mar).',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.1, sources: ['GA6'] },
  total: { hours: 18, sources: ['GA1'] },
  requirements: [
    { id: 'ethics', label: 'Ethics', minHours: 3, categories: ['ETHICS'], sources: ['GA1'] },
    {
      id: 'professionalism',
      label: 'Professionalism',
      minHours: 2,
      categories: ['PROFESSIONALISM'],
      sources: ['GA1'],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: {
    maxHours: 18,
    countsAs: 'SAME_CATEGORY',
    limits: [
      { categories: ['ETHICS'], maxHours: 3 },
      { categories: ['PROFESSIONALISM'], maxHours: 2 },
    ],
    sources: ['GA3'],
    confidence: 'PARTLY',
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'Transition Into Law Practice Program in the admission year or the next; it satisfies CLE for both.',
    sources: ['GA5'],
  },
  notes: [
    { text: 'Distance learning is unlimited (since 22 Oct 2021).', sources: ['GA2'] },
    { text: 'The trial-practice requirement is abolished.', sources: ['GA1'] },
    {
      text: 'Through 2025: 12 h a calendar year (1 ethics, 1 professionalism), due by 31 Mar of the next year; not covered by this file.',
      sources: ['GA1'],
    },
    {
      text: 'Whether hours used to cure 2025 also count toward 2026–27 is unconfirmed.',
      sources: [],
      confidence: 'UNCONFIRMED',
    },
    { text: 'Sponsors report; the lawyer certifies on the online transcript.', sources: ['GA1', 'GA8'] },
  ],
};
