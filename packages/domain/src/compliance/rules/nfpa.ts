import type { ComplianceRule } from '@counsel/contracts';

/**
 * NFPA Registered Paralegal (PACE) and Core Registered Paralegal (PCCE) (its sources are in the file) National credentials
 * (jurisdiction code US); the profile's `admissionDate` is the exam date. Renewal due on the 2nd anniversary.
 */
const sourceList = {
  PL6: 'https://www.paralegals.org/i4a/pages/index.cfm?pageID=3299',
  PL7: 'https://i4a.paralegals.org/i4a/pages/index.cfm?pageid=3819',
};

function nfpaRule(scheme: 'NFPA_RP' | 'NFPA_CRP', name: string, hours: number): ComplianceRule {
  return {
    jurisdictionCode: 'US',
    scheme,
    creditType: 'PARALEGAL_CLE',
    name,
    version: 3,
    timeZone: 'America/New_York',
    effectiveFrom: '2010-01-01',
    sourceList,
    period: { anchor: 'ANNIVERSARY', lengthMonths: 24, sources: ['PL6', 'PL7'] },
    deadline: {
      kind: 'DAYS_AFTER_END',
      days: 1,
      sources: ['PL6', 'PL7'],
      note: 'Due on the exam-date anniversary; may be submitted up to 6 months early; a 60-day extension for a fee; revoked more than 60 days past the date.',
    },
    minutesPerCreditHour: {
      minutes: 60,
      increment: 0.5,
      sources: [],
      confidence: 'UNCONFIRMED',
      note: 'NFPA’s credit steps are not confirmed: a 60-minute hour in half-hour steps is assumed.',
    },
    total: { hours, sources: ['PL6', 'PL7'], note: 'NFPA-approved CLE.' },
    requirements: [
      { id: 'ethics', label: 'Ethics', minHours: 1, categories: ['ETHICS'], sources: ['PL6', 'PL7'] },
    ],
    formatCaps: [],
    formatMinimums: [],
    carryOver: { maxHours: 0, countsAs: 'GENERAL', sources: ['PL6'], note: 'Not applicable.' },
    notes: [
      {
        text: 'Self-study / on-demand limits not confirmed; the tracker applies none.',
        sources: [],
        confidence: 'UNCONFIRMED',
      },
    ],
  };
}

export const NFPA_RP_RULE = nfpaRule('NFPA_RP', 'NFPA Registered Paralegal (RP) renewal', 12);
export const NFPA_CRP_RULE = nfpaRule('NFPA_CRP', 'NFPA Core Registered Paralegal (CRP) renewal', 8);
