import type { Role } from '@counsel/domain';
import { isSubscriptionCancelled } from '@counsel/domain';

export interface CurrentMembership {
  /** The subscribed plan's product id (a plan's `productId`); null for a lawyer on a firm's seat. */
  productId: string | null;
  /** How often it is billed, when known. */
  interval: 'month' | 'year' | null;
  /** Whether this user pays for it and can open the billing portal. */
  canManageBilling: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The membership of the signed-in user from the client-held state (spec §3): a subscription that is neither
 * cancelled (spec §4) nor expired, or a USER / ENTERPRISE role (a firm's seat). Null: nothing to manage, buy one.
 */
export function currentMembership(role: Role, subscription: unknown): CurrentMembership | null {
  if (isRecord(subscription) && typeof subscription.status === 'string') {
    const status = subscription.status;
    const ended = isSubscriptionCancelled({ status }) || status === 'EXPIRED';
    if (!ended) {
      const interval = subscription.interval;
      return {
        productId: typeof subscription.productId === 'string' ? subscription.productId : null,
        interval: interval === 'month' || interval === 'year' ? interval : null,
        canManageBilling: true,
      };
    }
  }
  if (role === 'USER' || role === 'ENTERPRISE') {
    return { productId: null, interval: null, canManageBilling: false };
  }
  return null;
}
