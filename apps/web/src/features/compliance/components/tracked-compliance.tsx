import type { AdmissionCompliance } from '@counsel/contracts';
import type { GapFilter } from '../lib/compliance-links';
import { formatPeriod } from '../lib/compliance-text';
import type { PeriodPosition } from '../lib/period-position';
import { AuditPackButton } from './audit-pack-button';
import { CarryOverSummary } from './carry-over-summary';
import { ComplianceStatusBadge } from './compliance-status-badge';
import { ComplianceWarnings } from './compliance-warnings';
import { CountedCreditsTable } from './counted-credits-table';
import { FormatMinimumList } from './format-minimum-list';
import { PeriodSummary } from './period-summary';
import { RequirementList } from './requirement-list';
import { RuleDetails } from './rule-details';
import { TotalProgress } from './total-progress';

export interface TrackedComplianceProps {
  compliance: AdmissionCompliance;
  position: PeriodPosition;
}

/**
 * A TRACKED admission in one period: dates, status and the period's audit pack, the total and each requirement,
 * warnings, credits, the rule.
 */
export function TrackedCompliance({ compliance, position }: TrackedComplianceProps) {
  const browse: Omit<GapFilter, 'category'> = {
    jurisdictionCode: compliance.jurisdictionCode,
    creditType: compliance.rule?.creditType ?? null,
  };
  const caption = compliance.period
    ? `Credits counted in ${compliance.jurisdictionName}, ${formatPeriod(compliance.period)}`
    : `Credits counted in ${compliance.jurisdictionName}`;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PeriodSummary compliance={compliance} position={position} />
        <div className="flex flex-col items-end gap-3">
          {compliance.status ? <ComplianceStatusBadge status={compliance.status} /> : null}
          {/* Keyed by the period: a failure said for one period is not said for the next. */}
          <AuditPackButton key={compliance.period?.start} compliance={compliance} />
        </div>
      </div>
      <div className="grid gap-8 md:grid-cols-[auto_1fr]">
        <TotalProgress compliance={compliance} browse={browse} />
        <RequirementList
          requirements={compliance.requirements}
          jurisdictionName={compliance.jurisdictionName}
          browse={browse}
        />
      </div>
      <FormatMinimumList minimums={compliance.formatMinimums} />
      <ComplianceWarnings warnings={compliance.warnings} />
      <CarryOverSummary carryIn={compliance.carryIn} carryOut={compliance.carryOut} />
      <CountedCreditsTable credits={compliance.credits} caption={caption} />
      {compliance.rule ? <RuleDetails rule={compliance.rule} /> : null}
    </div>
  );
}
