import type { EarnedCredit } from '@counsel/contracts';
import { creditsByJurisdiction } from '@counsel/domain';
import { jurisdictionCreditLine } from '../lib/credit-labels';

/** "New York — 1.0 CLE Ethics, 0.5 CLE General", a line per jurisdiction. */
export function EarnedCreditList({ credits, label }: { credits: readonly EarnedCredit[]; label: string }) {
  return (
    <ul role="list" aria-label={label} className="space-y-1 text-sm text-slate-800">
      {creditsByJurisdiction(credits).map((group) => (
        <li key={group.code}>{jurisdictionCreditLine(group.name, group.credits)}</li>
      ))}
    </ul>
  );
}
