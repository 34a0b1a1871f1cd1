import { Scale } from 'lucide-react';
import { Link } from 'react-router';

/** The brand mark; links to the landing page. */
export function Logo() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-white"
    >
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-accent-400 text-brand-900">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      Counsel CLE
    </Link>
  );
}
