import { useCallback, useSyncExternalStore } from 'react';

/** docs/product-rules.md#cookie-notice: consent is kept in localStorage under this key; accepting stores the string "true". */
export const COOKIE_CONSENT_KEY = 'cookieConsent';
const CHANGE_EVENT = 'counsel:cookie-consent';

// Used only when localStorage is unavailable (storage disabled), so Accept still hides the notice.
let memoryValue: string | null = null;

function readConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return memoryValue;
  }
}

function writeConsent(value: string | null): void {
  memoryValue = value;
  try {
    if (value === null) localStorage.removeItem(COOKIE_CONSENT_KEY);
    else localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Storage is blocked: the in-memory value above lasts for this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export interface CookieConsent {
  /** True once a consent value is stored. */
  hasConsent: boolean;
  accept: () => void;
  withdraw: () => void;
}

/** Cookie consent shared by the cookie notice and the cookie policy page (and other tabs, via storage events). */
export function useCookieConsent(): CookieConsent {
  const value = useSyncExternalStore(subscribe, readConsent, () => null);
  const accept = useCallback(() => writeConsent('true'), []);
  const withdraw = useCallback(() => writeConsent(null), []);
  return { hasConsent: value !== null, accept, withdraw };
}
