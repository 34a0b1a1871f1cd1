import type { EnterpriseComplianceCounts } from '@counsel/contracts';

const ITEMS: { key: keyof EnterpriseComplianceCounts; label: string }[] = [
  { key: 'membersTracked', label: 'Lawyers tracked' },
  { key: 'atRisk', label: 'At risk' },
  { key: 'compliant', label: 'Compliant' },
  { key: 'needsDetails', label: 'Need admission details' },
  { key: 'withoutAdmissions', label: 'No admission entered' },
];

/** The firm's lawyers counted by where they stand, each count with its words (never a colour alone). */
export function ComplianceCounts({ counts }: { counts: EnterpriseComplianceCounts }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {ITEMS.map(({ key, label }) => (
        <div
          key={key}
          className={
            key === 'atRisk' && counts.atRisk > 0
              ? 'rounded-lg border border-amber-300 bg-amber-50 p-4'
              : 'rounded-lg border border-slate-200 bg-white p-4'
          }
        >
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900">{counts[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
