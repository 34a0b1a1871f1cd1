import { useCallback } from 'react';
import { AppLayout } from '../components/layouts/app-layout';
import type { SubscriptionDetails } from '@counsel/contracts';
import { grantsAccess } from '@counsel/domain';
import { useCurrentEnterprise } from '../features/identity/api/get-user-enterprise';
import { useCurrentSubscription } from '../features/identity/api/get-user-subscription';
import { useAuth } from '../features/identity/hooks/use-auth';

/**
 * The frame as the router mounts it. components/ knows no feature, so this app-level wrapper reads the auth
 * feature (useAuth) and hands the layout plain data: the account's name, its membership (the subscription query),
 * the firm whose seat it holds (the enterprise query) and what Sign Out does. The role comes from useUserStore, which the header reads itself.
 */
export function AppFrame() {
  const { user, logout } = useAuth();
  const onSignOut = useCallback(() => void logout(), [logout]);
  const membership = membershipLabel(useCurrentSubscription());
  const enterprise = useCurrentEnterprise();
  const firm = enterprise?.memberStatus === 'ACTIVE' ? enterprise.name : null;
  return (
    <AppLayout account={user ? { name: user.name || user.email, membership, firm, onSignOut } : undefined} />
  );
}

/** "Individual" or "Enterprise, 12 seats" while the membership gives access; null otherwise. */
export function membershipLabel(subscription: SubscriptionDetails | null): string | null {
  if (!subscription || !grantsAccess(subscription.status)) return null;
  return subscription.planKind === 'ENTERPRISE'
    ? `${subscription.planName}, ${subscription.seats} seats`
    : subscription.planName;
}
