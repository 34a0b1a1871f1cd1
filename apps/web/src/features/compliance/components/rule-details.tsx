import type { ComplianceRuleSummary } from '@counsel/contracts';
import { ExternalLink } from 'lucide-react';
import { sourceHost } from '../lib/compliance-text';

/**
 * The rule the tracker applied, with its sources as links, and — where some points of it could not be confirmed
 * from a source — "Check with your bar" listing them (collapsed).
 */
export function RuleDetails({ rule }: { rule: ComplianceRuleSummary }) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4 text-sm text-slate-700">
      <p>
        Rule applied: <span className="font-medium text-slate-900">{rule.name}</span>
      </p>
      {rule.sources.length > 0 ? (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>Sources:</span>
          <ul role="list" aria-label={`Sources: ${rule.name}`} className="flex flex-wrap gap-x-3 gap-y-1">
            {rule.sources.map((source) => (
              <li key={source.key}>
                <a
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {source.key} · {sourceHost(source.url)}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rule.unconfirmed.length > 0 ? (
        <details className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-200 ring-inset">
          <summary className="cursor-pointer font-semibold">
            Check with your bar:{' '}
            {rule.unconfirmed.length === 1 ? '1 point' : `${rule.unconfirmed.length} points`} not confirmed
            from a source
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {rule.unconfirmed.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
