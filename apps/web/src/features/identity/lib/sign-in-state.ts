/**
 * Router state the sign-in page reads besides the guards' `from`: the e-mail of an account just created already
 * verified (signed up with a firm's invitation to that address), so the page says it is ready and fills it in.
 */
export interface AccountReadyState {
  accountReady: string;
}

export function readAccountReady(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('accountReady' in state)) return null;
  return typeof state.accountReady === 'string' ? state.accountReady : null;
}
