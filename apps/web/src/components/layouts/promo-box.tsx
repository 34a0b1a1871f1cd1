import { isPromoVisible } from '@counsel/domain';
import { Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import { usePromoStore } from '../../stores/promo-store';
import { useUserStore } from '../../stores/user-store';
import { Button } from '../ui/button';

export interface PromoBoxProps {
  /** Set when the current route's handle says { hidePromo: true }. */
  hiddenByPage?: boolean;
}

/** Key for a signed-in user without an id (the identity provider always gives one). */
const UNKNOWN_USER = 'unknown';

/** The floating "Become a Member" card, shown to GUEST only and again 3 days after a dismissal (docs/product-rules.md#membership-promo). */
export function PromoBox({ hiddenByPage = false }: PromoBoxProps) {
  const role = useUserStore((state) => state.role);
  const userKey = useUserStore((state) => state.userId) ?? UNKNOWN_USER;
  const dismissedAt = usePromoStore((state) => state.dismissedAt[userKey] ?? null);
  const dismiss = usePromoStore((state) => state.dismiss);
  // Checked against the clock when the frame mounts (each full page load).
  const [now] = useState(() => Date.now());

  if (!isPromoVisible({ role, dismissedAt, now, hiddenByPage })) return null;

  return (
    <aside
      aria-labelledby="promo-title"
      className="pointer-events-auto relative w-full max-w-sm rounded-xl border border-brand-200 bg-white p-4 shadow-xl"
    >
      <button
        type="button"
        aria-label="Dismiss"
        onClick={() => dismiss(userKey, Date.now())}
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
      <div className="flex gap-3 pr-6">
        <span className="hidden size-10 shrink-0 sm:inline-flex items-center justify-center rounded-full bg-brand-900 text-accent-400">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="promo-title" className="font-bold text-brand-900">
            Premium access to all courses
          </h2>
          <p className="mt-1 text-sm text-slate-700">Get unlimited access to all courses today!</p>
        </div>
      </div>
      <Button
        variant="subscription"
        text="Become a Member"
        href="/dashboard/choose-your-plan"
        fullWidth
        className="mt-3"
      />
    </aside>
  );
}
