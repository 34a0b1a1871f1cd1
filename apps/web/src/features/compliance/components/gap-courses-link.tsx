import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { gapBrowsePath, type GapFilter } from '../lib/compliance-links';

export interface GapCoursesLinkProps extends GapFilter {
  /** What the gap is, for the link's accessible name ("Ethics and Professionalism, New York"). */
  gapName: string;
}

const GAP_LINK_TEXT = 'Find courses that fill this gap';

/** "Find courses that fill this gap": Browse filtered by the jurisdiction (and the category, where one matches). */
export function GapCoursesLink({ gapName, ...filter }: GapCoursesLinkProps) {
  return (
    <Link
      to={gapBrowsePath(filter)}
      aria-label={`${GAP_LINK_TEXT}: ${gapName}`}
      className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      <Search aria-hidden="true" className="size-4 shrink-0" />
      {GAP_LINK_TEXT}
    </Link>
  );
}
