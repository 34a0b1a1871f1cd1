import type { LiveTimingInput } from '@counsel/domain';
import { useLiveStatus, type LivePhase } from '../hooks/use-live-status';

const PHASE_LABELS: Record<Exclude<LivePhase, 'none'>, string> = {
  upcoming: 'Upcoming',
  'starting-soon': 'Starting soon',
  'in-progress': 'Live now',
  ended: 'Ended',
  completed: 'Completed',
};

const PHASE_STYLES: Record<Exclude<LivePhase, 'none'>, string> = {
  upcoming: 'bg-brand-50 text-brand-700 ring-brand-200',
  'starting-soon': 'bg-amber-50 text-amber-900 ring-amber-300',
  'in-progress': 'bg-red-50 text-red-800 ring-red-300',
  ended: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export interface LiveStatusBadgeProps {
  course: LiveTimingInput;
  className?: string;
}

/** "Upcoming", "Starting soon", "Live now", "Ended" or "Completed"; nothing for on-demand courses. */
export function LiveStatusBadge({ course, className = '' }: LiveStatusBadgeProps) {
  const { phase } = useLiveStatus(course);
  if (phase === 'none') return null;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${PHASE_STYLES[phase]} ${className}`}
    >
      {phase === 'in-progress' && (
        <span aria-hidden="true" className="size-2 rounded-full bg-red-600 motion-safe:animate-pulse" />
      )}
      {PHASE_LABELS[phase]}
    </span>
  );
}
