import type { AdmissionCompliance } from '@counsel/contracts';

/**
 * An admission the tracker cannot follow: NOT_COVERED (no rule for the jurisdiction yet) or OUTSIDE_RULE (the dates
 * fall before the first period the rule we hold covers).
 */
export function UntrackedNotice({ compliance }: { compliance: AdmissionCompliance }) {
  const { jurisdictionName, rule } = compliance;
  return (
    <div className="rounded-lg bg-slate-100 p-4 text-slate-900">
      {compliance.state === 'OUTSIDE_RULE' ? (
        <p>
          These dates fall before the rules we hold for {jurisdictionName}
          {rule ? ` (${rule.name})` : ''}, so we cannot track this period.
        </p>
      ) : (
        <p>We do not track {jurisdictionName}&apos;s requirements yet.</p>
      )}
    </div>
  );
}
