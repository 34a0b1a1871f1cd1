import type { ComplianceRule } from '@counsel/contracts';

/** Pennsylvania (its sources are in the file) Annual, in one of three groups the board assigns. */
export const PA_RULE: ComplianceRule = {
  jurisdictionCode: 'PA',
  scheme: 'ATTORNEY',
  name: 'Pennsylvania CLE',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2025-04-30',
  sourceList: {
    PA1: 'https://zenoahtodaycold.pages.dev/782119.html',
    PA2: 'https://www.sprouteducation.com/resources/state/pennsylvania',
    PA3: 'https://www.nbi-sems.com/BrowseBy/StateRequirements/PA',
    PA4: 'https://blog.trtcle.com/what-is-the-current-status-of-the-pennsylvania-cle-requirement',
    PA5: 'https://codes.findlaw.com/pa/pennsylvania-continuing-legal-education-board-regulations/pa-st-sect-cle-bd-reg-4.html',
    PA6: 'https://casetext.com/regulation/pennsylvania-code-rules-and-regulations/title-204-judicial-system-general-provisions/part-v-professional-ethics-and-conduct/subpart-a-professional-responsibility/chapter-82-continuing-legal-education/subchapter-b-continuing-legal-education-board-regulations/section-5-credit-for-cle-activities',
  },
  period: {
    anchor: 'GROUP',
    groupBy: 'ASSIGNED',
    sources: ['PA1'],
    groups: [
      { id: 'G1', label: 'Group 1 (1 May – 30 Apr)', cycleStart: '2025-05-01', lengthMonths: 12 },
      { id: 'G2', label: 'Group 2 (1 Sep – 31 Aug)', cycleStart: '2025-09-01', lengthMonths: 12 },
      { id: 'G3', label: 'Group 3 (1 Jan – 31 Dec)', cycleStart: '2026-01-01', lengthMonths: 12 },
    ],
  },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['PA2'],
    confidence: 'PARTLY',
    note: 'Then a non-compliance notice: 60 days to cure with a late fee, then administrative suspension.',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.5, sources: ['PA6'] },
  total: { hours: 12, sources: ['PA1'] },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics, professionalism or substance abuse',
      minHours: 2,
      categories: ['ETHICS', 'PROFESSIONALISM', 'MENTAL_HEALTH_SUBSTANCE_USE'],
      sources: ['PA2'],
    },
  ],
  formatCaps: [
    {
      formats: ['ON_DEMAND', 'SELF_STUDY'],
      maxHours: 6,
      sources: ['PA2', 'PA3'],
      confidence: 'UNCONFIRMED',
      note: 'Pre-recorded distance learning ≤6; live webcasts with real-time interaction count as live. The official page is unconfirmed.',
    },
  ],
  formatMinimums: [],
  carryOver: {
    maxHours: 0,
    countsAs: 'SAME_CATEGORY',
    excludedFormats: ['ON_DEMAND', 'SELF_STUDY'],
    sources: ['PA2', 'PA4'],
    confidence: 'UNCONFIRMED',
    note: 'Live credits may carry, distance learning may not; the limit is unconfirmed, so the tracker carries none.',
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: true,
    summary:
      'Exempt for 12–24 months depending on the group; the requirement, Bridge the Gap included, is due by the end of the next compliance period.',
    sources: ['PA5'],
  },
  notes: [{ text: 'Providers report attendance within 30 days.', sources: ['PA3'] }],
};
