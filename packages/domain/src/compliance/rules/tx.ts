import type { ComplianceRule } from '@counsel/contracts';

/** Texas (its sources are in the file) Compliance year from the 1st day of the birth month. */
export const TX_RULE: ComplianceRule = {
  jurisdictionCode: 'TX',
  scheme: 'ATTORNEY',
  name: 'Texas MCLE',
  version: 2,
  timeZone: 'America/Chicago',
  effectiveFrom: '2011-01-01',
  sourceList: {
    TX1: 'https://blog.attorneycredits.com/tag/tx-mcle',
    TX2: 'https://fdocuments.us/document/texas-mcle-regulations-the-definitions-set-forth-in-article-xii.html',
    TX3: 'https://www.clelaw.com/pages/texas',
    TX4: 'https://www.american.edu/wcl/academics/cle/mcle/texas.cfm',
    TX5: 'https://docs.universitysite.com/article/574-if-a-texas-newly-admitted-attorney-obtains-cle-carry-over-credit',
    TX6: 'https://www.nbi-sems.com/BrowseBy/StateRequirements/TX',
    TX7: 'http://print.casetext.com/rule/texas-court-rules/texas-state-bar-rules/article-xii-minimum-continuing-legal-education',
    TX8: 'https://www.lexvid.com/texas-cle/requirements',
  },
  period: { anchor: 'BIRTH_MONTH', lengthMonths: 12, sources: ['TX1'] },
  deadline: {
    kind: 'MONTH_END_AFTER_END',
    months: 1,
    sources: ['TX2'],
    note: 'Automatic grace to the last day of the birth month.',
  },
  minutesPerCreditHour: { minutes: 60, increment: 0.25, sources: ['TX7'] },
  total: { hours: 15, sources: ['TX3'], note: 'Of which ≥12 accredited: self-study is capped at 3.' },
  requirements: [
    {
      id: 'ethics',
      label: 'Legal ethics / professional responsibility',
      minHours: 3,
      categories: ['ETHICS', 'PROFESSIONALISM'],
      formatCaps: [{ formats: ['SELF_STUDY'], maxHours: 1, sources: ['TX4'] }],
      sources: ['TX4'],
    },
  ],
  formatCaps: [
    {
      formats: ['SELF_STUDY'],
      maxHours: 3,
      sources: ['TX3'],
      note: 'On-demand products of accredited sponsors are accredited CLE, not self-study.',
    },
  ],
  formatMinimums: [],
  carryOver: {
    maxHours: 15,
    countsAs: 'SAME_CATEGORY',
    limits: [
      { categories: ['ETHICS', 'PROFESSIONALISM'], maxHours: 3 },
      { formats: ['SELF_STUDY'], maxHours: 3 },
    ],
    sources: ['TX5', 'TX6'],
  },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'The initial year is 24 months from the first birth month after licensing; 15 h are due and credit from the 12 months before it counts.',
    sources: ['TX2'],
  },
  notes: [
    {
      text: 'Non-compliance fees after the grace month; suspension if still short at the last business day of the 4th month after the birth month.',
      sources: ['TX8'],
      confidence: 'PARTLY',
    },
  ],
};
