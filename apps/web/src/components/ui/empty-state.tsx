import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What will appear here once there is something to show. */
  highlights?: string[];
  /** Buttons or links that lead somewhere useful. */
  actions?: ReactNode;
  /** 2 for a page's empty state (default); 3 inside a section that has its own h2. */
  headingLevel?: 2 | 3;
}

/** A page or section with nothing to show yet: what will appear here and where to go meanwhile. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  highlights = [],
  actions,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <Icon aria-hidden="true" className="size-10 text-brand-600" />
      <Heading className={`mt-4 font-bold text-slate-900 ${headingLevel === 3 ? 'text-xl' : 'text-2xl'}`}>
        {title}
      </Heading>
      <p className="mt-2 max-w-2xl text-slate-700">{description}</p>
      {highlights.length > 0 && (
        <ul role="list" className="mt-6 grid gap-3 sm:grid-cols-2">
          {highlights.map((highlight) => (
            <li key={highlight} className="flex items-start gap-2 rounded-lg bg-brand-50 p-4 text-slate-800">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
              {highlight}
            </li>
          ))}
        </ul>
      )}
      {actions && <div className="mt-8 flex flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
