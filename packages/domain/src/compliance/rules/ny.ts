import type { ComplianceRule } from '@counsel/contracts';

/** New York, experienced attorneys (admitted more than 2 years) (its sources are in the file) */
export const NY_RULE: ComplianceRule = {
  jurisdictionCode: 'NY',
  scheme: 'ATTORNEY',
  name: 'New York CLE, experienced attorneys',
  version: 2,
  timeZone: 'America/New_York',
  effectiveFrom: '2023-07-01',
  sourceList: {
    NY1: 'https://www.law.cornell.edu/regulations/new-york/22-NYCRR-1500.22',
    NY3: 'http://ww2.nycourts.gov/attorneys/registration/faqs.shtml',
    NY4: 'http://ww2.nycourts.gov/attorneys/cle/index.shtml',
    NY5: 'https://nbi-sems.com/blogs/news/new-york-cle-requirement-updates-and-changes-cybersecurity-privacy-and-data-protection',
    NY6: 'https://nysba.org/new-york-cle-requirements/',
    NY8: 'https://www.law.nyu.edu/node/36334',
    NY9: 'http://ww2.nycourts.gov/attorneys/cle/extension_info.shtml',
    NY10: 'https://www.courts.state.ny.us/attorneys/cle/atty_regform_faqs.shtml',
    NY11: 'https://willstrustsestates.info/ny-imposes-new-cle-requirement-for-lawyers-cybersecurity-privacy-and-data-protection',
  },
  period: {
    anchor: 'BIRTHDAY',
    lengthMonths: 24,
    sources: ['NY1', 'NY3'],
    note: 'Approximation: birthday to birthday, in years of the admission year’s parity; strictly the cycle runs between registration filings.',
  },
  deadline: {
    kind: 'DAYS_AFTER_END',
    days: 31,
    sources: ['NY3', 'NY9'],
    note: 'Registration within 30 days after the birthday; no automatic grace (apply for an extension).',
  },
  minutesPerCreditHour: { minutes: 50, increment: 0.5, sources: ['NY8'] },
  total: { hours: 24, sources: ['NY1'] },
  requirements: [
    {
      id: 'ethics',
      label: 'Ethics and Professionalism',
      minHours: 4,
      categories: ['ETHICS', 'PROFESSIONALISM', 'CYBERSECURITY_ETHICS'],
      categoryCaps: [{ category: 'CYBERSECURITY_ETHICS', maxHours: 3 }],
      sources: ['NY1', 'NY11'],
    },
    {
      id: 'diversity',
      label: 'Diversity, Inclusion and Elimination of Bias',
      minHours: 1,
      categories: ['ELIMINATION_OF_BIAS', 'IMPLICIT_BIAS'],
      sources: ['NY1', 'NY4'],
    },
    {
      id: 'cybersecurity',
      label: 'Cybersecurity, Privacy and Data Protection',
      minHours: 1,
      categories: ['CYBERSECURITY', 'CYBERSECURITY_ETHICS'],
      sources: ['NY1', 'NY5'],
      note: 'Only courses taken on or after 1 Jan 2023 count.',
    },
  ],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 6, countsAs: 'SAME_CATEGORY', sources: ['NY1'] },
  notes: [
    { text: 'No format caps, provided the course is accredited in that format.', sources: ['NY6'] },
    { text: 'The attorney certifies on the registration form; no certificates attached.', sources: ['NY10'] },
  ],
};
