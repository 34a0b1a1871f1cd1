import { use } from 'react';
import { AuthContext, type AuthContextValue } from '../lib/auth-context';

/** The auth state of AuthProvider; throws when used outside it. */
export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
