import { SESSION_PHASE_LABELS, type SessionPhase } from '../lib/session-status';

const PHASE_STYLES: Record<SessionPhase, string> = {
  upcoming: 'bg-brand-50 text-brand-700 ring-brand-200',
  'starting-soon': 'bg-amber-50 text-amber-900 ring-amber-300',
  'in-progress': 'bg-red-50 text-red-800 ring-red-300',
  ended: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/** "Upcoming", "Starting soon", "Live now", "Ended" or "Completed". */
export function SessionStatusBadge({ phase }: { phase: SessionPhase }) {
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PHASE_STYLES[phase]}`}
    >
      {phase === 'in-progress' && (
        <span aria-hidden="true" className="size-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
      )}
      {SESSION_PHASE_LABELS[phase]}
    </span>
  );
}
