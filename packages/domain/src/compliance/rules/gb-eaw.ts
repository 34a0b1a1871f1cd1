import type { ComplianceRule } from '@counsel/contracts';

/** SRA continuing competence (England & Wales solicitors) (its sources are in the file) No hours target. */
export const GB_EAW_RULE: ComplianceRule = {
  jurisdictionCode: 'GB-EAW',
  scheme: 'ATTORNEY',
  creditType: 'CPD',
  name: 'SRA continuing competence (solicitors)',
  version: 2,
  timeZone: 'Europe/London',
  effectiveFrom: '2016-10-31',
  sourceList: {
    UK1: 'https://www.lawsociety.org.uk/support-services/education-learning/?p=5&topic=education+and+learning.education+and+training.personal+and+professional+development',
    UK2: 'https://www.sra.org.uk/solicitors/resources/continuing-competence/cpd/continuing-competence/questions-answers/',
    UK3: 'https://www.sra.org.uk/solicitors/cpd/tool-kit/resources/annual-declaration',
  },
  period: { anchor: 'FIXED', cycleStart: '2025-11-01', lengthMonths: 12, sources: ['UK1'] },
  deadline: {
    kind: 'PERIOD_END',
    sources: ['UK3'],
    note: 'Annual declaration at practising-certificate renewal: "I have reflected on my practice and addressed any identified learning and development needs".',
  },
  minutesPerCreditHour: {
    minutes: 60,
    increment: 0.25,
    sources: ['UK1'],
    confidence: 'PARTLY',
    note: 'No hours are required; hours are only recorded (60 minutes an hour assumed).',
  },
  total: null,
  requirements: [],
  formatCaps: [],
  formatMinimums: [],
  carryOver: { maxHours: 0, countsAs: 'GENERAL', sources: ['UK1'], note: 'No hours, nothing to carry.' },
  notes: [
    {
      text: 'Reflect on practice, identify learning needs, address them and keep a record (plan, record, reflection).',
      sources: ['UK1', 'UK2'],
    },
  ],
};
