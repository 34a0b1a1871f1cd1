import type { AdmissionCompliance } from '@counsel/contracts';
import { useId } from 'react';
import { formatMinimumLabel, hoursPhrase } from '../lib/compliance-text';
import { HoursProgress } from './hours-progress';

/** "Format minimums": the hours that must be earned live (or another format), as bars. */
export function FormatMinimumList({ minimums }: { minimums: AdmissionCompliance['formatMinimums'] }) {
  const headingId = useId();
  if (minimums.length === 0) return null;
  return (
    <section>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Format minimums
      </h3>
      <ul role="list" aria-labelledby={headingId} className="mt-3 space-y-5">
        {minimums.map((minimum) => (
          <li key={minimum.formats.join('-')}>
            <HoursProgress
              label={formatMinimumLabel(minimum.formats)}
              earned={minimum.earned}
              required={minimum.required}
            />
            <p className="mt-1.5 text-sm text-slate-700">
              {minimum.missing > 0 ? `${hoursPhrase(minimum.missing)} missing` : 'Met'}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
