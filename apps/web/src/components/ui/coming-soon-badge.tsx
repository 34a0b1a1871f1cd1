export interface ComingSoonBadgeProps {
  /** `dark` on a dark background (the landing hero). */
  tone?: 'light' | 'dark';
}

const TONES = {
  light: 'bg-amber-50 text-amber-900 ring-amber-300',
  dark: 'bg-white/10 text-accent-400 ring-white/30',
};

/**
 * "Coming soon" beside a feature that is promised but not released yet (plan data `comingSoon`, landing page).
 * It starts with a space, so the text it follows reads "… Coming soon" to assistive technology too.
 */
export function ComingSoonBadge({ tone = 'light' }: ComingSoonBadgeProps) {
  return (
    <>
      {' '}
      <span
        className={`ml-1 inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 align-middle text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
      >
        Coming soon
      </span>
    </>
  );
}
