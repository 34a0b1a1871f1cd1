import type { ComplianceRule } from '@counsel/contracts';

/** Florida (its sources are in the file) A 3-year cycle ending on the last day of a month the Bar assigns. */
export const FL_RULE: ComplianceRule = {
  jurisdictionCode: 'FL',
  scheme: 'ATTORNEY',
  name: 'Florida CLER',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2024-01-08',
  sourceList: {
    FL1: 'http://www.floridabar.org/tfb/TFBMember.nsf/ed6e4bcb92a8fe1b852567090069f3c2/b85d32c32befa3ea85256b2f006c6cf5?OpenDocument',
    FL2: 'https://casetext.com/rule/florida-court-rules/rules-regulating-the-florida-bar/chapter-6-legal-specialization-and-education-programs/rule-6-10-continuing-legal-education-requirement-rule/rule-6-103-minimum-continuing-legal-education-standards',
    FL3: 'https://www.floridabar.org/the-florida-bar-news/supreme-court-reduces-the-number-of-mandatory-cle-hours/',
    FL4: 'https://miamifrp.com/florida-bar-reduces-number-of-mandatory-cle-hours/',
    FL5: 'https://help.pbi.org/en/knowledge/what-are-the-cle-requirements-for',
    FL6: 'http://18wheeleraccidentlawyer.co/statutes/269382/6.03-Calculation-and-Allowance-of-Educational-Credit.html',
    FL7: 'https://casetext.com/rule/florida-court-rules/rules-regulating-the-florida-bar/chapter-6-legal-specialization-and-education-programs/rule-6-12-basic-skills-course-requirement-rule/rule-6-123-requirement',
  },
  period: { anchor: 'ASSIGNED_END_MONTH', lengthMonths: 36, sources: ['FL1'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['FL1'],
    note: 'The cure window and late fee are unconfirmed.',
    confidence: 'UNCONFIRMED',
  },
  minutesPerCreditHour: { minutes: 50, increment: 0.1, sources: ['FL6'] },
  total: {
    hours: 30,
    sources: ['FL2', 'FL3'],
    note: '33 for cycles ending before 8 Jan 2024 (not covered).',
  },
  requirements: [
    {
      id: 'technology',
      label: 'Technology',
      minHours: 3,
      categories: ['TECHNOLOGY', 'CYBERSECURITY'],
      sources: ['FL2'],
    },
    {
      id: 'ethics',
      label: 'Ethics, professionalism, substance abuse, mental health and wellness',
      minHours: 5,
      categories: [
        'ETHICS',
        'PROFESSIONALISM',
        'BAR_PROFESSIONALISM_COURSE',
        'MENTAL_HEALTH_SUBSTANCE_USE',
        'WELLNESS',
      ],
      formerCategories: { categories: ['ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'], earnedBefore: '2024-01-08' },
      sources: ['FL2', 'FL4'],
      children: [
        {
          id: 'bar-professionalism-course',
          label: 'Florida Legal Professionalism course (the Bar’s 2-hour course)',
          minHours: 2,
          categories: ['BAR_PROFESSIONALISM_COURSE'],
          appliesToPeriodsEndingFrom: '2024-04-01',
          sources: ['FL2', 'FL4'],
        },
      ],
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 0, countsAs: 'GENERAL', sources: ['FL2', 'FL6'] },
  newlyAdmitted: {
    exemptPeriodOfAdmission: false,
    summary:
      'Basic Skills: Practicing with Professionalism from 12 months before to 12 months after admission, plus 21 h of YLD basic-level courses in the first cycle.',
    sources: ['FL7'],
  },
  notes: [
    { text: 'No format caps found; on-demand is accepted.', sources: ['FL5'], confidence: 'PARTLY' },
    { text: 'The attorney posts credits online by course reference number.', sources: ['FL1'] },
  ],
};
