import type { ComplianceRule } from '@counsel/contracts';

/**
 * New York, newly admitted attorneys (admitted 2 years or less) (its sources are in the file) Two transitional years
 * from the admission date, 16 credits each; the ATTORNEY rule (experienced) from the second anniversary.
 */
export const NY_NEWLY_ADMITTED_RULE: ComplianceRule = {
  jurisdictionCode: 'NY',
  scheme: 'NEWLY_ADMITTED',
  name: 'New York CLE, newly admitted attorneys',
  version: 1,
  timeZone: 'America/New_York',
  effectiveFrom: '2023-07-01',
  sourceList: {
    NY1: 'https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.22',
    NY6: 'https://nysba.org/new-york-cle-requirements/',
    NY7: 'https://casetext.com/regulation/new-york-codes-rules-and-regulations/title-22-judiciary/subtitle-b-courts/chapter-iv-supreme-court/subchapter-e-all-departments/part-1500-mandatory-continuing-legal-education-program-for-attorneys-in-the-state-of-new-york/subpart-a-structure-of-program/section-15004-accreditation',
    NY8: 'https://www.law.nyu.edu/node/36334',
    NA1: 'https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.12',
    NA2: 'https://www.nycourts.gov/attorneys/cle/newattorney_faqs.shtml',
    NA3: 'https://marinolegalcle.com/2015/10/16/cle-rules-new-york-makes-changes-to-its-cle-requirements/',
    NA4: 'https://www.sprouteducation.com/resources/attorneys-also-asked/is-live-webcast-or-in-person-cle-required-in-new-york',
  },
  period: {
    anchor: 'ANNIVERSARY',
    lengthMonths: 12,
    sources: ['NA1', 'NY6'],
    confidence: 'UNCONFIRMED',
    note: 'Year 1 ends at the first anniversary of admission, year 2 at the second; that the anniversary day itself belongs to the next year is not confirmed.',
  },
  admissionWindow: {
    months: 24,
    carryOutMaxHours: 6,
    sources: ['NA1', 'NA2'],
    note: 'Admitted 2 years or less. Up to 6 credits beyond year 2’s 16 carry into the first biennial cycle.',
  },
  deadline: { kind: 'PERIOD_END', sources: ['NA1'], note: '16 credits within each of the first two years.' },
  minutesPerCreditHour: {
    minutes: 50,
    increment: 0.5,
    sources: ['NY7', 'NY8'],
    note: 'Credit in half-credit steps; a session must last at least 25 minutes.',
  },
  total: { hours: 16, sources: ['NA1'], note: '32 transitional credits: 16 in each year.' },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics and Professionalism',
      minHours: 3,
      categories: ['ETHICS', 'PROFESSIONALISM', 'CYBERSECURITY_ETHICS'],
      categoryCaps: [{ category: 'CYBERSECURITY_ETHICS', maxHours: 3, acrossWindow: true }],
      sources: ['NA1', 'NA2'],
      note: 'At most 3 cyber-ethics credits count toward the 6 ethics credits of the two years.',
    },
    { id: 'skills', label: 'Skills', minHours: 6, categories: ['SKILLS'], sources: ['NA1'] },
    {
      id: 'practice',
      label: 'Law Practice Management, Areas of Professional Practice, Cybersecurity (general)',
      minHours: 7,
      categories: ['LAW_PRACTICE_MANAGEMENT', 'SUBSTANTIVE_LAW', 'GENERAL', 'CYBERSECURITY'],
      sources: ['NA1'],
      note: 'Areas of Professional Practice: substantive-law and general credits.',
    },
    {
      id: 'cybersecurity',
      label: 'Cybersecurity, Privacy and Data Protection (once in the two years)',
      minHours: 1,
      categories: ['CYBERSECURITY', 'CYBERSECURITY_ETHICS'],
      acrossWindow: true,
      sources: ['NA1', 'NA2'],
      note: 'At least 1 of the 32 credits, general or ethics, in year 1 or year 2: due by the end of year 2.',
    },
  ],
  formatCaps: [
    {
      formats: ['ON_DEMAND', 'SELF_STUDY'],
      categories: ['SKILLS'],
      maxHours: 0,
      sources: ['NA3'],
      note: 'Skills: live classroom or fully interactive videoconference only.',
    },
    {
      formats: ['ON_DEMAND', 'SELF_STUDY'],
      categories: ['ETHICS', 'PROFESSIONALISM'],
      maxHours: 0,
      sources: ['NA3'],
      note: 'Ethics and Professionalism: live classroom or synchronous with questions and answers.',
    },
    {
      formats: ['ON_DEMAND', 'SELF_STUDY'],
      categories: ['CYBERSECURITY_ETHICS'],
      maxHours: 0,
      sources: ['NA3'],
      confidence: 'UNCONFIRMED',
      note: 'Cyber-ethics credits are held to the ethics formats here; the sources do not say.',
    },
  ],
  formatMinimums: [],
  carryOver: {
    maxHours: 8,
    countsAs: 'SAME_CATEGORY',
    excludedCategories: ['ETHICS', 'PROFESSIONALISM', 'CYBERSECURITY_ETHICS'],
    sources: ['NA1'],
    confidence: 'UNCONFIRMED',
    note: 'Up to 8 from year 1 to year 2; ethics and cyber-ethics credits never carry. That carried credits keep their category is not confirmed.',
  },
  notes: [
    {
      text: 'Law practice management, areas of professional practice and cybersecurity (general) may be taken in any approved format, on demand included.',
      sources: ['NA3'],
    },
    {
      text: 'Attorneys in offices outside the United States may take up to 16 credits in any format (not applied here).',
      sources: ['NA3'],
    },
    {
      text: 'Skills by webconference that is not fully interactive was allowed through 31 Dec 2025; whether it still is, is not confirmed (every real-time format counts as live here).',
      sources: ['NA4'],
      confidence: 'UNCONFIRMED',
    },
    {
      text: 'No Diversity, Inclusion and Elimination of Bias requirement in the transitional years.',
      sources: ['NA1'],
    },
    {
      text: 'Someone who practised elsewhere for 5 of the 7 years before admission to the New York Bar is not newly admitted: the experienced rule applies.',
      sources: ['NA2'],
    },
    {
      text: 'If the two years are not over by the registration due in the second calendar year after admission, 12 of the year-2 credits may be applied to the experienced requirement.',
      sources: ['NY1'],
    },
  ],
};
