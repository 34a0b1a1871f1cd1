import type { ComplianceWarning } from '@counsel/contracts';
import { Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';

const URGENT: ReadonlySet<ComplianceWarning['code']> = new Set(['OVERDUE', 'DEADLINE_NEAR']);

/** "Warnings": the API's messages; an overdue period and a near deadline stand out, and say "Urgent". */
export function ComplianceWarnings({ warnings }: { warnings: readonly ComplianceWarning[] }) {
  const headingId = useId();
  if (warnings.length === 0) return null;
  return (
    <section>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Warnings
      </h3>
      <ul role="list" aria-labelledby={headingId} className="mt-3 space-y-2">
        {warnings.map((warning, index) => {
          const urgent = URGENT.has(warning.code);
          const Icon = urgent ? TriangleAlert : Info;
          return (
            <li
              key={`${warning.code}-${index}`}
              className={[
                'flex items-start gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset',
                urgent
                  ? 'bg-red-50 font-medium text-red-800 ring-red-200'
                  : 'bg-amber-50 text-amber-950 ring-amber-200',
              ].join(' ')}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {urgent ? <span className="font-bold">Urgent: </span> : null}
                {warning.message}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
