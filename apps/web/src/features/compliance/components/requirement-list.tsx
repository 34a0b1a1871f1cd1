import type { ComplianceRequirementStatus } from '@counsel/contracts';
import { useId, useMemo } from 'react';
import type { GapFilter } from '../lib/compliance-links';
import { nestRequirements } from '../lib/requirement-tree';
import { RequirementItem } from './requirement-item';

export interface RequirementListProps {
  requirements: readonly ComplianceRequirementStatus[];
  jurisdictionName: string;
  browse: Omit<GapFilter, 'category'>;
}

/** "Requirements": each of the rule's requirements with its bar, "of which" minimums nested under their parent. */
export function RequirementList({ requirements, jurisdictionName, browse }: RequirementListProps) {
  const headingId = useId();
  const tree = useMemo(() => nestRequirements(requirements), [requirements]);
  if (tree.length === 0) return null;
  return (
    <section>
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        Requirements
      </h3>
      <ul role="list" aria-labelledby={headingId} className="mt-3 space-y-5">
        {tree.map((node) => (
          <RequirementItem
            key={node.requirement.id}
            node={node}
            jurisdictionName={jurisdictionName}
            browse={browse}
          />
        ))}
      </ul>
    </section>
  );
}
