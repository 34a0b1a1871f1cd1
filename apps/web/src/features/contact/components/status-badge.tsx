import type { ContactMessageStatus } from '@counsel/contracts';

export const STATUS_LABELS: Record<ContactMessageStatus, string> = {
  NEW: 'New',
  ANSWERED: 'Answered',
  CLOSED: 'Closed',
};

const STYLES: Record<ContactMessageStatus, string> = {
  NEW: 'bg-amber-100 text-amber-900',
  ANSWERED: 'bg-green-100 text-green-900',
  CLOSED: 'bg-slate-200 text-slate-800',
};

/** A message's status as a small label (text, not colour alone). */
export function StatusBadge({ status }: { status: ContactMessageStatus }) {
  return (
    <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[status]}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
