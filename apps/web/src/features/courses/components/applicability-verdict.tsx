import { CircleAlert, CircleCheck, CircleMinus, CircleX, type LucideIcon } from 'lucide-react';
import { APPLICABILITY_VERDICT_LABELS, type ApplicabilityVerdict } from '../lib/applicability';

const VERDICT_STYLES: Record<ApplicabilityVerdict, { className: string; icon: LucideIcon }> = {
  COUNTS: { className: 'bg-green-50 text-green-800 ring-green-200', icon: CircleCheck },
  DOES_NOT_COUNT: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: CircleX },
  NEEDS_DETAILS: { className: 'bg-amber-50 text-amber-900 ring-amber-200', icon: CircleAlert },
  NOT_TRACKED: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: CircleMinus },
};

/** "Counts", "Does not count", "Needs details" or "Not tracked": words and an icon, never colour alone. */
export function ApplicabilityVerdictBadge({ verdict }: { verdict: ApplicabilityVerdict }) {
  const { className, icon: Icon } = VERDICT_STYLES[verdict];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {APPLICABILITY_VERDICT_LABELS[verdict]}
    </span>
  );
}

/** The verdict's icon alone, beside text that already says it (a Browse card's one-line answer). */
export function ApplicabilityVerdictIcon({ verdict }: { verdict: ApplicabilityVerdict }) {
  const { icon: Icon } = VERDICT_STYLES[verdict];
  const colour =
    verdict === 'COUNTS'
      ? 'text-green-700'
      : verdict === 'NEEDS_DETAILS'
        ? 'text-amber-700'
        : 'text-slate-500';
  return <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${colour}`} />;
}
