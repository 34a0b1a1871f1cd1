import { roleFromClaim } from '@counsel/domain';
import { CancelledError, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { registerAuthTokenGetter, type AuthTokenOptions } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';
import { getIdToken } from '../api/get-id-token';
import { getSession } from '../api/get-session';
import { getUserEnterpriseQueryOptions } from '../api/get-user-enterprise';
import { getUserSubscriptionQueryOptions } from '../api/get-user-subscription';
import type { UserProfile } from '@counsel/contracts';
import { signOut } from '../api/sign-out';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';
import { decodeIdToken, idTokenExpiresAt } from '../lib/id-token';

/** A token with less than this left is replaced before use. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** The issuer's lifetime, assumed when a token carries no `exp`. */
const DEFAULT_TOKEN_LIFETIME_MS = 15 * 60_000;

interface HeldToken {
  token: string;
  expiresAt: number;
  role: unknown;
}

function holdToken(token: string): HeldToken {
  const claims = decodeIdToken(token);
  return {
    token,
    expiresAt: idTokenExpiresAt(claims) ?? Date.now() + DEFAULT_TOKEN_LIFETIME_MS,
    role: claims.role,
  };
}

/** Signed out (or no session): VISITOR, without touching what a visitor keeps (intended course, plan...). */
function storeSignedOut() {
  const { role, userId } = useUserStore.getState();
  if (role !== 'VISITOR' || userId !== null) useUserStore.setState({ role: 'VISITOR', userId: null });
}

/**
 * Subscription and enterprise details, asked again on every session answer (a payment changes them), into their
 * queries: a failure of either is logged and never blocks the user
 * (docs/product-rules.md#authentication). Signing out or changing account clears the query cache, so a late answer is not kept for another user.
 * A request still running then is cancelled: that is no failure, and is not logged.
 */
function loadAccountDetails(queryClient: QueryClient) {
  const logFailure = (what: string) => (error: unknown) => {
    if (!(error instanceof CancelledError)) console.error(`Failed to fetch ${what} details:`, error);
  };
  queryClient
    .query({ ...getUserSubscriptionQueryOptions(), staleTime: 0, retry: false })
    .catch(logFailure('subscription'));
  queryClient
    .query({ ...getUserEnterpriseQueryOptions(), staleTime: 0, retry: false })
    .catch(logFailure('enterprise'));
}

/**
 * The identity state (docs/product-rules.md#authentication): asks better-auth for the session on mount; for a signed-in user holds a fresh
 * ID token, derives the role from its `role` claim (GUEST when missing), stores role and user id in
 * useUserStore, then fetches subscription and enterprise details. It also registers `getToken` with
 * lib/api-client, so every apiGet call carries `Authorization: Bearer <token>`.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(true);
  // Refs, so getToken always sees the latest user and token without re-creating callbacks.
  const userRef = useRef<UserProfile | null>(null);
  const tokenRef = useRef<HeldToken | null>(null);
  const pendingTokenRef = useRef<Promise<HeldToken> | null>(null);
  // Each session change gets a number; an answer for an older one is ignored.
  const generationRef = useRef(0);
  // Settles once the first session answer is applied. Children's queries start before this provider's effects run
  // (effects run child first): until then getToken waits, so a signed-in page's first calls carry the token instead
  // of going out without one and answering 401.
  const [firstSession] = useState(() => {
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    return { settled, settle };
  });

  const fetchToken = useCallback((): Promise<HeldToken> => {
    pendingTokenRef.current ??= getIdToken()
      .then((token) => {
        const held = holdToken(token);
        tokenRef.current = held;
        return held;
      })
      .finally(() => {
        pendingTokenRef.current = null;
      });
    return pendingTokenRef.current;
  }, []);

  const getToken = useCallback(
    async (options?: AuthTokenOptions): Promise<string | null> => {
      if (!userRef.current) await firstSession.settled;
      if (!userRef.current) return null;
      const held = tokenRef.current;
      // forceRefresh: the API refused the held token (its session ended); the cookie's session may be newer.
      if (held && !options?.forceRefresh && held.expiresAt - Date.now() > TOKEN_REFRESH_MARGIN_MS) {
        return held.token;
      }
      return (await fetchToken()).token;
    },
    [fetchToken, firstSession],
  );

  /** Applies a session answer: the user, a fresh token, the role, then the account details. */
  const applyUser = useCallback(
    async (next: UserProfile | null, generation: number) => {
      if (!next) {
        userRef.current = null;
        tokenRef.current = null;
        setUser(null);
        storeSignedOut();
        return;
      }
      // Another account in the same tab (a session replaced without a logout): forget the previous one's data.
      if (userRef.current && userRef.current.id !== next.id) queryClient.clear();
      userRef.current = next;
      tokenRef.current = null;
      let claim: unknown;
      try {
        claim = (await fetchToken()).role;
      } catch (error) {
        console.error('Failed to fetch the ID token:', error);
      }
      if (generation !== generationRef.current) return;
      setUser(next);
      useUserStore.setState({ role: roleFromClaim(true, claim), userId: next.id });
      loadAccountDetails(queryClient);
    },
    [fetchToken, queryClient],
  );

  /** Reads the session; any failure to read it counts as signed out. */
  const readSession = useCallback(async (): Promise<UserProfile | null> => {
    const generation = ++generationRef.current;
    let next: UserProfile | null;
    try {
      next = await getSession();
    } catch {
      next = null;
    }
    if (generation !== generationRef.current) return userRef.current;
    await applyUser(next, generation);
    return next;
  }, [applyUser]);

  // A layout effect: registered before any page's query starts (queries start in effects, which run after every
  // layout effect), even when the page renders in the app's first render (a server-rendered page with its data).
  useLayoutEffect(() => registerAuthTokenGetter(getToken), [getToken]);

  useEffect(() => {
    let active = true;
    void readSession().finally(() => {
      firstSession.settle();
      if (active) setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [readSession, firstSession]);

  const logout = useCallback(async () => {
    setLoading(true);
    try {
      await signOut();
      generationRef.current += 1;
      userRef.current = null;
      tokenRef.current = null;
      setUser(null);
      // Role, user id, details, intended purchase... and the first-time-user flag.
      useUserStore.getState().reset();
      // Nothing fetched for this user (admissions, practice areas, ...) outlives the session in this tab.
      queryClient.clear();
    } catch (error) {
      console.error('Failed to log out:', error);
    } finally {
      setLoading(false);
    }
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loading, logout, reloadUser: readSession, getToken }),
    [user, loading, logout, readSession, getToken],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
