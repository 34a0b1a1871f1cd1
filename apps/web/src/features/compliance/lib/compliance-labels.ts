import type {
  AdmissionDetail,
  ComplianceCategory,
  ComplianceCredit,
  ComplianceFormat,
  ComplianceStatusValue,
} from '@counsel/contracts';
import { CREDIT_CATEGORY_LABELS } from '@counsel/domain';

/** How people read the compliance enums. Records keep every value labelled when a contract grows. */

/** Our credit categories as the catalog names them, plus the finer topics rules ask for. */
export const COMPLIANCE_CATEGORY_LABELS: Record<ComplianceCategory, string> = {
  ...CREDIT_CATEGORY_LABELS,
  PROFESSIONALISM: 'Professionalism',
  MENTAL_HEALTH_SUBSTANCE_USE: 'Mental Health and Substance Use',
  IMPLICIT_BIAS: 'Implicit Bias',
  CYBERSECURITY: 'Cybersecurity',
  CYBERSECURITY_ETHICS: 'Cybersecurity Ethics',
  CIVILITY: 'Civility',
  ACCESS_TO_JUSTICE: 'Access to Justice',
  SEXUAL_HARASSMENT_PREVENTION: 'Sexual Harassment Prevention',
  BAR_PROFESSIONALISM_COURSE: 'Bar Professionalism Course',
  SUBSTANTIVE_LAW: 'Substantive Law',
};

export const COMPLIANCE_FORMAT_LABELS: Record<ComplianceFormat, string> = {
  LIVE: 'Live',
  ON_DEMAND: 'On demand',
  SELF_STUDY: 'Self-study',
};

export const COMPLIANCE_STATUS_LABELS: Record<ComplianceStatusValue, string> = {
  COMPLIANT: 'Compliant',
  IN_PROGRESS: 'In progress',
  OVERDUE: 'Overdue',
  EXEMPT: 'Exempt this period',
  NO_HOURS_REQUIRED: 'No hours required',
};

/** What NO_HOURS_REQUIRED means for the lawyer (the SRA's continuing competence: no hours target). */
export const NO_HOURS_REQUIRED_EXPLANATION =
  'No hours required: keep a record of your learning and reflect on it each year';

/** Each admission detail as the end of "To track New York, we need …". */
export const ADMISSION_DETAIL_WORDS: Record<AdmissionDetail, string> = {
  admittedOn: 'your admission date',
  birthDate: 'your date of birth',
  birthMonth: 'your birth month',
  complianceGroup: 'your compliance group',
  cycleEndsOn: 'the end date of one of your reporting cycles',
};

/** The mark a counted credit carries beside its title; ours (COUNSEL) carry none. */
export const CREDIT_SOURCE_LABELS: Record<ComplianceCredit['source'], string | null> = {
  COUNSEL: null,
  EXTERNAL: 'Self-reported',
  CARRIED_IN: 'Carried over',
};
