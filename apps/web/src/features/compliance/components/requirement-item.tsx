import { CircleCheck } from 'lucide-react';
import type { GapFilter } from '../lib/compliance-links';
import { hoursPhrase } from '../lib/compliance-text';
import type { RequirementNode } from '../lib/requirement-tree';
import { GapCoursesLink } from './gap-courses-link';
import { HoursProgress } from './hours-progress';

export interface RequirementItemProps {
  node: RequirementNode;
  jurisdictionName: string;
  /** Browse's jurisdiction and credit type for the gap links (the category comes from each requirement). */
  browse: Omit<GapFilter, 'category'>;
}

/** One requirement: its bar, what is missing with courses that fill it (or that it is met), and its "of which" minimums nested under it. */
export function RequirementItem({ node, jurisdictionName, browse }: RequirementItemProps) {
  const { requirement, children } = node;
  return (
    <li>
      <HoursProgress label={requirement.label} earned={requirement.earned} required={requirement.required} />
      {requirement.missing > 0 ? (
        <p className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span>{hoursPhrase(requirement.missing)} missing</span>
          <GapCoursesLink
            {...browse}
            category={requirement.browseCategory}
            gapName={`${requirement.label}, ${jurisdictionName}`}
          />
        </p>
      ) : (
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-green-800">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          Met
        </p>
      )}
      {requirement.unconfirmedNote ? (
        <p className="mt-1 text-sm text-amber-900">
          <span className="font-semibold">Check with your bar:</span> {requirement.unconfirmedNote}
        </p>
      ) : null}
      {children.length > 0 ? (
        <ul
          role="list"
          aria-label={`Within ${requirement.label}`}
          className="mt-3 space-y-4 border-l-2 border-slate-200 pl-4"
        >
          {children.map((child) => (
            <RequirementItem
              key={child.requirement.id}
              node={child}
              jurisdictionName={jurisdictionName}
              browse={browse}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
