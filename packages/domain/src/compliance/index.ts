export { applicability, type Applicability, type CandidateCredit } from './applicability.js';
export { calendarDateIn } from './calendar-date.js';
export type { CarryOut } from './carry-over.js';
export {
  evaluateCompliance,
  unconfirmedPoints,
  type ComplianceInput,
  type ComplianceReport,
  type ComplianceResult,
  type ComplianceStatus,
} from './evaluate.js';
export { admissionWindow, rulePeriodContaining, type RulePeriodLookup } from './newly-admitted.js';
export { deadlineFor, periodContaining, type ComplianceProfile, type PeriodLookup } from './periods.js';
export type { RequirementResult } from './requirements.js';
export { COMPLIANCE_RULES, complianceRuleFor } from './rules/index.js';
export { complianceRuleForAdmission } from './rules/index.js';
export type { FormatMinimumResult } from './tally.js';
export type { CapApplied, ComplianceCredit, CountedCredit } from './types.js';
export {
  complianceProfileFrom,
  profileNeeds,
  type AdmissionDetails,
  type ProfileNeeds,
} from './profile-needs.js';
