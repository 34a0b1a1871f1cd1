import type { Role } from './roles.js';

/** docs/product-rules.md#membership-promo: a dismissed promo box reappears once 3 days have passed. */
export const PROMO_RESHOW_DELAY_MS = 259_200_000;

export interface PromoVisibilityInput {
  role: Role;
  /** Epoch milliseconds of this user's last dismissal, or null if never dismissed. */
  dismissedAt: number | null;
  now: number;
  /** Pages may hide the promo. */
  hiddenByPage?: boolean;
}

/** The promo is shown only to GUEST, unless the page hides it, and not until 3 days after a dismissal. */
export function isPromoVisible({
  role,
  dismissedAt,
  now,
  hiddenByPage = false,
}: PromoVisibilityInput): boolean {
  if (role !== 'GUEST' || hiddenByPage) return false;
  if (dismissedAt == null) return true;
  return now - dismissedAt >= PROMO_RESHOW_DELAY_MS;
}
