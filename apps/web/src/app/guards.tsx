import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useAuth } from '../features/identity/hooks/use-auth';
import { PageFallback } from './page-fallback';

/** Router state the sign-in page reads to say why the visitor is there and where to go back to. */
export interface SignInRedirectState {
  from: string;
}

export function readSignInRedirect(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

/**
 * Layout route for pages that need a signed-in user (My Learning, Certificates, Settings, onboarding, Manage
 * Firm): waits for the first session answer, then sends visitors to log in and, once they have, back here.
 */
export function RequireSignedIn() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading && !user) return <PageFallback />;
  if (!user) {
    const state: SignInRedirectState = { from: location.pathname + location.search + location.hash };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  return <Outlet />;
}
