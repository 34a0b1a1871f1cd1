import type { SubscriptionStatus } from '@counsel/contracts';

/**
 * Stripe's subscription statuses mapped to the product's (spec §3: ACTIVE / EXPIRED; "cancelled" when CANCELED).
 * A subscription grants access while it is active, trialing or past due (Stripe is still retrying the payment);
 * unpaid, incomplete, incomplete_expired and paused ones do not; an unknown status never grants access.
 */
const PRODUCT_STATUS: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
};

export function subscriptionStatusFromProvider(providerStatus: string): SubscriptionStatus {
  return PRODUCT_STATUS[providerStatus] ?? 'EXPIRED';
}

const ACCESS_STATUSES = new Set(['active', 'trialing', 'past_due']);

export function grantsAccess(providerStatus: string): boolean {
  return ACCESS_STATUSES.has(providerStatus);
}

/** Integer cents as the en-US money text of a currency ('usd' → "$1,234.50"), without floating point. */
export function formatCents(cents: number, currency: string): string {
  const negative = cents < 0;
  const absolute = Math.abs(Math.trunc(cents));
  const whole = Math.floor(absolute / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (absolute % 100).toString().padStart(2, '0');
  const code = currency.toUpperCase();
  const amount = code === 'USD' ? `$${whole}.${fraction}` : `${whole}.${fraction} ${code}`;
  return negative ? `-${amount}` : amount;
}
