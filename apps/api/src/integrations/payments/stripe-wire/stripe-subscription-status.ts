import type { SubscriptionStatus } from '@counsel/contracts';

/**
 * Stripe's subscription statuses as the product's (docs/product-rules.md#subscription-statuses). Active,
 * trialing and past due (Stripe is still retrying the payment) stay what they are and grant access; unpaid,
 * incomplete, incomplete_expired, paused and any status Stripe adds later are EXPIRED, which does not.
 */
const PRODUCT_STATUS: Record<string, SubscriptionStatus> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  canceled: 'CANCELED',
};

export function productSubscriptionStatus(stripeStatus: string): SubscriptionStatus {
  return PRODUCT_STATUS[stripeStatus] ?? 'EXPIRED';
}
