import type { CalendarDate, ComplianceRule } from '@counsel/contracts';
import { isWithin } from '../calendar-date.js';
import { admissionWindow } from '../newly-admitted.js';
import { AU_NSW_RULE } from './au-nsw.js';
import { CA_ON_RULE } from './ca-on.js';
import { CA_PARALEGAL_RULE } from './ca-paralegal.js';
import { CA_RULE } from './ca.js';
import { FL_RULE } from './fl.js';
import { GA_RULE } from './ga.js';
import { GB_EAW_RULE } from './gb-eaw.js';
import { IL_NEWLY_ADMITTED_RULE } from './il-newly-admitted.js';
import { IL_RULE } from './il.js';
import { NALA_CP_RULE } from './nala-cp.js';
import { NFPA_CRP_RULE, NFPA_RP_RULE } from './nfpa.js';
import { NJ_RULE } from './nj.js';
import { NY_NEWLY_ADMITTED_RULE } from './ny-newly-admitted.js';
import { NY_RULE } from './ny.js';
import { OH_RULE } from './oh.js';
import { PA_RULE } from './pa.js';
import { TX_RULE } from './tx.js';
import { VA_RULE } from './va.js';

/** Every rule file. Adding a jurisdiction: a file in this folder, a line here, its examples in the tests. */
export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  NY_RULE,
  NY_NEWLY_ADMITTED_RULE,
  CA_RULE,
  TX_RULE,
  FL_RULE,
  IL_RULE,
  IL_NEWLY_ADMITTED_RULE,
  PA_RULE,
  NJ_RULE,
  GA_RULE,
  OH_RULE,
  VA_RULE,
  CA_ON_RULE,
  GB_EAW_RULE,
  AU_NSW_RULE,
  CA_PARALEGAL_RULE,
  NALA_CP_RULE,
  NFPA_RP_RULE,
  NFPA_CRP_RULE,
];

/**
 * The rule of a jurisdiction and scheme (ATTORNEY by default: lawyers' CLE or CPD). Paralegals: PARALEGAL for a
 * jurisdiction's own rule (CA), NALA_CP / NFPA_RP / NFPA_CRP under jurisdiction code US.
 */
export function complianceRuleFor(jurisdictionCode: string, scheme = 'ATTORNEY'): ComplianceRule | undefined {
  return COMPLIANCE_RULES.find(
    (rule) => rule.jurisdictionCode === jurisdictionCode && rule.scheme === scheme,
  );
}

/**
 * The rule for an admission on `asOf`: the jurisdiction's NEWLY_ADMITTED rule while `asOf` lies in its admission
 * window (NY: the first two years after admission; IL: to the last day of the admission month one year later), else
 * the rule of `scheme`. Only ATTORNEY has a newly-admitted stage.
 */
export function complianceRuleForAdmission(
  code: string,
  admissionDate: CalendarDate,
  asOf: CalendarDate,
  scheme = 'ATTORNEY',
): ComplianceRule | undefined {
  if (scheme === 'ATTORNEY') {
    const newlyAdmitted = complianceRuleFor(code, 'NEWLY_ADMITTED');
    const window = newlyAdmitted && admissionWindow(newlyAdmitted, admissionDate);
    if (newlyAdmitted && window && isWithin(asOf, window)) return newlyAdmitted;
  }
  return complianceRuleFor(code, scheme);
}
