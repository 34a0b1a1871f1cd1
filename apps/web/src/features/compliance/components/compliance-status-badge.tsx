import type { ComplianceStatusValue } from '@counsel/contracts';
import { CircleAlert, CircleCheck, CircleMinus, Clock, type LucideIcon } from 'lucide-react';
import { COMPLIANCE_STATUS_LABELS } from '../lib/compliance-labels';

const STATUS_STYLES: Record<ComplianceStatusValue, { className: string; icon: LucideIcon }> = {
  COMPLIANT: { className: 'bg-green-50 text-green-800 ring-green-200', icon: CircleCheck },
  IN_PROGRESS: { className: 'bg-brand-50 text-brand-800 ring-brand-200', icon: Clock },
  OVERDUE: { className: 'bg-red-50 text-red-800 ring-red-200', icon: CircleAlert },
  EXEMPT: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: CircleMinus },
  NO_HOURS_REQUIRED: { className: 'bg-slate-100 text-slate-800 ring-slate-300', icon: CircleMinus },
};

/** "Compliant", "In progress", "Overdue", "Exempt this period" or "No hours required", with an icon. */
export function ComplianceStatusBadge({ status }: { status: ComplianceStatusValue }) {
  const { className, icon: Icon } = STATUS_STYLES[status];
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span>
        <span className="sr-only">Status: </span>
        {COMPLIANCE_STATUS_LABELS[status]}
      </span>
    </p>
  );
}
