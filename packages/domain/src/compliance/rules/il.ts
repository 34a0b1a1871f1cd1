import type { ComplianceRule } from '@counsel/contracts';

/** Illinois (its sources are in the file) Two years, 1 Jul – 30 Jun; A–M end in even years, N–Z in odd years. */
export const IL_RULE: ComplianceRule = {
  jurisdictionCode: 'IL',
  scheme: 'ATTORNEY',
  name: 'Illinois MCLE',
  version: 2,
  timeZone: 'America/Chicago',
  effectiveFrom: '2024-02-01',
  sourceList: {
    IL1: 'https://www.mcleboard.org/files/FAQs/Attorney_FAQs/General_Atty_Questions/How_are_attorneys_placed_in_their_two-year_reporting_period_group.aspx',
    IL2: 'https://www.mcleboard.org/files/FAQs/Attorney_FAQs/Current_N-Z_GC_RP_23-25/What_are_the_MCLE_Requirements_for_the_2023-2025_Reporting_Period.aspx',
    IL3: 'https://www.2civility.org/illinois-supreme-court-amends-rule-794d-to-include-sexual-harassment-prevention-as-part-of-pr-cle-requirement/',
    IL4: 'https://www.americanbar.org/events-cle/mcle/jurisdiction/illinois/',
    IL5: 'https://www.mcleboard.org//files/FAQs/Attorney_FAQs/GC_Requirements/How_are_carryover_hours_calculated_from_a_two-year_reporting_period_to_the_next.aspx',
    IL6: 'http://www.mcleboard.org/files/AttorneyMCLERequirement.aspx?MenuType=Attorney&subMenuType=mclerequirement',
    IL8: 'https://www.mcleboard.org/files/FAQs/Attorney_FAQs/GC_Requirements/What_should_I_do_if_I_have_not_completed_my_CLE_credits_by_the_June_30_completion_deadline_at_the_en.aspx',
  },
  period: {
    anchor: 'GROUP',
    groupBy: 'LAST_NAME',
    sources: ['IL1'],
    groups: [
      {
        id: 'A-M',
        label: 'A–M (even years)',
        lastNameLetters: 'A-M',
        cycleStart: '2024-07-01',
        lengthMonths: 24,
      },
      {
        id: 'N-Z',
        label: 'N–Z (odd years)',
        lastNameLetters: 'N-Z',
        cycleStart: '2025-07-01',
        lengthMonths: 24,
      },
    ],
  },
  deadline: { kind: 'PERIOD_END', sources: ['IL8'] },
  reportBy: {
    kind: 'MONTH_END_AFTER_END',
    months: 1,
    sources: ['IL8'],
    note: 'Reporting "not yet complied" by 31 Jul gives a grace period to 30 Sep with a $100 fee; no report, $250.',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.25, sources: ['IL4'] },
  total: { hours: 30, sources: ['IL2'] },
  requirements: [
    {
      id: 'professional-responsibility',
      label: 'Professional responsibility',
      minHours: 6,
      categories: [
        'ETHICS',
        'PROFESSIONALISM',
        'CIVILITY',
        'ELIMINATION_OF_BIAS',
        'IMPLICIT_BIAS',
        'MENTAL_HEALTH_SUBSTANCE_USE',
        'SEXUAL_HARASSMENT_PREVENTION',
      ],
      sources: ['IL2', 'IL3'],
      children: [
        {
          id: 'diversity',
          label: 'Diversity and inclusion',
          minHours: 1,
          categories: ['ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'],
          sources: ['IL2'],
        },
        {
          id: 'mental-health',
          label: 'Mental health and substance abuse',
          minHours: 1,
          categories: ['MENTAL_HEALTH_SUBSTANCE_USE'],
          sources: ['IL2'],
        },
      ],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 10, countsAs: 'SAME_CATEGORY', sources: ['IL5'], note: 'PR hours included.' },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'NAA: 15 h including Basic Skills (≥6 PR) or an approved mentoring program, by the last day of the admission month one year later; report 31 days after.',
    sources: ['IL6'],
  },
  notes: [{ text: 'No format caps: all 30 hours may be online.', sources: ['IL4'] }],
};
