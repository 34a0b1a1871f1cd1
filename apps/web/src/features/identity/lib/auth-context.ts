import { createContext } from 'react';
import type { UserProfile } from '@counsel/contracts';

/** What AuthProvider gives to the app (docs/product-rules.md#authentication). */
export interface AuthContextValue {
  /** The signed-in user, or null. */
  user: UserProfile | null;
  /** True until the first answer about the session (and while logging out). */
  loading: boolean;
  /** Signs out, clears the user, the stored auth state and the first-time-user flag. */
  logout: () => Promise<void>;
  /** Asks for the session again and re-reads the role from a fresh token; resolves with the user. */
  reloadUser: () => Promise<UserProfile | null>;
  /** A fresh ID token (refreshed when less than a minute is left), or null when nobody is signed in. */
  getToken: () => Promise<string | null>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
