import type { ComplianceRule } from '@counsel/contracts';

/**
 * Illinois, newly admitted attorneys (NAA) (its sources are in the file) 15 hours from admission to the last day of
 * the admission month one year later; the ATTORNEY rule (two-year periods) after it.
 */
export const IL_NEWLY_ADMITTED_RULE: ComplianceRule = {
  jurisdictionCode: 'IL',
  scheme: 'NEWLY_ADMITTED',
  name: 'Illinois MCLE, newly admitted attorneys (NAA)',
  version: 1,
  timeZone: 'America/Chicago',
  effectiveFrom: '2024-02-01',
  sourceList: {
    IL3: 'https://www.2civility.org/illinois-supreme-court-amends-rule-794d-to-include-sexual-harassment-prevention-as-part-of-pr-cle-requirement/',
    IL4: 'https://www.americanbar.org/events-cle/mcle/jurisdiction/illinois/',
    IL6: 'http://www.mcleboard.org/files/AttorneyMCLERequirement.aspx?MenuType=Attorney&subMenuType=mclerequirement',
    IL7: 'https://www.mcleboard.org/files/FAQs/Attorney_FAQs/Post_Transcript_NAA_Requirements/As_a_newly_admitted_attorney__when_can_I_begin_to_earn_carryover_credit_for_my_initial_two-year_repo.aspx',
  },
  period: { anchor: 'ANNIVERSARY', lengthMonths: 12, sources: ['IL6'] },
  admissionWindow: {
    months: 12,
    toMonthEnd: true,
    sources: ['IL6'],
    note: 'From admission to the last day of the admission month one year later.',
  },
  deadline: { kind: 'PERIOD_END', sources: ['IL6'] },
  reportBy: { kind: 'DAYS_AFTER_END', days: 31, sources: ['IL6'] },
  minutesPerCreditHour: { minutes: 60, increment: 0.25, sources: ['IL4'] },
  total: { hours: 15, sources: ['IL6'] },
  requirements: [
    {
      id: 'basic-skills',
      label: 'Basic Skills (professional responsibility)',
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
      sources: ['IL6', 'IL3'],
      confidence: 'UNCONFIRMED',
      note: 'An accredited Basic Skills course (at least 6 professional-responsibility hours) or an approved mentoring program: the tracker counts professional-responsibility hours and cannot tell which course gave them.',
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: {
    maxHours: 15,
    countsAs: 'SAME_CATEGORY',
    limits: [
      {
        categories: [
          'ETHICS',
          'PROFESSIONALISM',
          'CIVILITY',
          'ELIMINATION_OF_BIAS',
          'IMPLICIT_BIAS',
          'MENTAL_HEALTH_SUBSTANCE_USE',
          'SEXUAL_HARASSMENT_PREVENTION',
        ],
        maxHours: 6,
      },
    ],
    sources: ['IL7'],
    note: 'Up to 15 hours beyond the 15 (at most 6 professional responsibility) carry into the first two-year period.',
  },
  notes: [
    {
      text: 'Format limits for the NAA hours are not in the sources; none are applied.',
      sources: [],
      confidence: 'UNCONFIRMED',
    },
  ],
};
