import { formatHours, progressPhrase } from '../lib/compliance-text';

const SIZE = 128;
const STROKE = 12;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface ProgressRingProps {
  earned: number;
  required: number;
}

/** The period's total as a ring, named "6 of 24 hours" for assistive technology, with the same numbers inside. */
export function ProgressRing({ earned, required }: ProgressRingProps) {
  const share = required > 0 ? Math.min(1, earned / required) : 1;
  const complete = earned >= required;
  return (
    <svg
      role="img"
      aria-label={progressPhrase(earned, required)}
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="size-32 shrink-0"
    >
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        className="stroke-slate-200"
      />
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeLinecap={share > 0 ? 'round' : 'butt'}
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - share)}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        className={complete ? 'stroke-green-700' : 'stroke-brand-600'}
      />
      <text
        x="50%"
        y="46%"
        textAnchor="middle"
        dominantBaseline="middle"
        className="fill-slate-900 text-3xl font-bold"
      >
        {formatHours(earned)}
      </text>
      <text x="50%" y="66%" textAnchor="middle" dominantBaseline="middle" className="fill-slate-700 text-sm">
        of {formatHours(required)} h
      </text>
    </svg>
  );
}
