import type { SubscriptionDetails } from '@counsel/contracts';
import { grantsAccess, type Role } from '@counsel/domain';

export interface CurrentMembership {
  /** The subscribed plan's product id (a plan's `productId`); null for a lawyer on a firm's seat. */
  productId: string | null;
  /** How often it is billed, when known. */
  interval: 'month' | 'year' | null;
  /** Whether this user pays for it and can open the billing portal. */
  canManageBilling: boolean;
}

/**
 * The membership of the signed-in user (docs/product-rules.md#subscription-statuses): a subscription that grants
 * access (neither cancelled nor expired), or a USER / ENTERPRISE role (a firm's seat). Null: nothing to manage, buy one.
 */
export function currentMembership(
  role: Role,
  subscription: Pick<SubscriptionDetails, 'status' | 'productId' | 'interval'> | null,
): CurrentMembership | null {
  if (subscription && grantsAccess(subscription.status)) {
    return { productId: subscription.productId, interval: subscription.interval, canManageBilling: true };
  }
  if (role === 'USER' || role === 'ENTERPRISE') {
    return { productId: null, interval: null, canManageBilling: false };
  }
  return null;
}
