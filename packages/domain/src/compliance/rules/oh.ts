import type { ComplianceRule } from '@counsel/contracts';

/** Ohio (its sources are in the file) Two calendar years; A–L end in odd years, M–Z in even years. */
export const OH_RULE: ComplianceRule = {
  jurisdictionCode: 'OH',
  scheme: 'ATTORNEY',
  name: 'Ohio CLE',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2023-01-01',
  sourceList: {
    OH1: 'https://nbi-sems.com/BrowseBy/StateRequirements/OH',
    OH2: 'http://courtnewsohio.gov/happening/2015/CLEReminderA-L_092315.asp',
    OH3: 'https://www.supremecourt.ohio.gov/attorneys/cle/',
    OH4: 'http://www.cbalaw.org/cba_prod/Main/News_Items/Changes_Coming_to_CLE.aspx',
    OH6: 'https://www.sprouteducation.com/resources/state/ohio',
    OH7: 'http://www.sconet.state.oh.us/AttySvcs/CLE/nlt/FAQ_NLTaftNov08.asp',
    OH8: 'http://print.casetext.com/rule/ohio-court-rules/ohio-rules-for-the-government-of-the-bar/rule-x-continuing-legal-education/section-5-effective-until-112025-allowance-of-credit-hours',
  },
  period: {
    anchor: 'GROUP',
    groupBy: 'LAST_NAME',
    sources: ['OH1', 'OH2'],
    groups: [
      {
        id: 'A-L',
        label: 'A–L (odd years)',
        lastNameLetters: 'A-L',
        cycleStart: '2024-01-01',
        lengthMonths: 24,
      },
      {
        id: 'M-Z',
        label: 'M–Z (even years)',
        lastNameLetters: 'M-Z',
        cycleStart: '2025-01-01',
        lengthMonths: 24,
      },
    ],
  },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['OH3'],
    note: 'Deficiencies may be cured by about 1 Apr with a late-compliance fee.',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.5, sources: ['OH8'] },
  total: { hours: 24, sources: ['OH3'] },
  requirements: [
    {
      id: 'professional-conduct',
      label: 'Professional conduct',
      minHours: 2.5,
      categories: [
        'ETHICS',
        'PROFESSIONALISM',
        'MENTAL_HEALTH_SUBSTANCE_USE',
        'ACCESS_TO_JUSTICE',
        'ELIMINATION_OF_BIAS',
      ],
      sources: ['OH4'],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 12, countsAs: 'GENERAL', sources: ['OH6'] },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'New Lawyers Training: 12 h by the end of the first biennium, or the next one if admitted in its second year.',
    sources: ['OH7'],
  },
  notes: [
    { text: 'No self-study caps for attorneys since 1 Jan 2023.', sources: ['OH3'] },
    { text: 'Sponsors report attendance.', sources: ['OH1', 'OH2'] },
  ],
};
