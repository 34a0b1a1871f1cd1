import type { ReactNode } from 'react';
import { Link } from 'react-router';

const TONES = {
  /** Gold on navy bands only (gold on white fails contrast). */
  gold: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  /** White outline on navy bands. */
  light: 'border border-white/70 text-white hover:bg-white/10',
  navy: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
} as const;

export interface CtaLinkProps {
  to: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}

/** A large call-to-action link for marketing bands, whose colours the band decides. */
export function CtaLink({ to, tone = 'navy', children }: CtaLinkProps) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition ${TONES[tone]}`}
    >
      {children}
    </Link>
  );
}
