import type { SubscriptionStatus } from '@counsel/contracts';

/**
 * The product's subscription statuses that grant access (docs/product-rules.md#subscription-statuses): ACTIVE, TRIALING and PAST_DUE (the provider is
 * still retrying the payment); CANCELED and EXPIRED do not. Each adapter maps its provider's statuses to these
 * (Stripe's in integrations/payments/stripe-wire/).
 */
export const ACCESS_STATUSES = [
  'ACTIVE',
  'TRIALING',
  'PAST_DUE',
] as const satisfies readonly SubscriptionStatus[];

export function grantsAccess(status: SubscriptionStatus): boolean {
  return (ACCESS_STATUSES as readonly SubscriptionStatus[]).includes(status);
}
