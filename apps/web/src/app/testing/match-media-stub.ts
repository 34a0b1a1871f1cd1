import { vi } from 'vitest';

/**
 * jsdom has no window.matchMedia; react-hot-toast asks it (prefers-reduced-motion) when it shows a toast.
 * Answers "no match" for every query. `vi.unstubAllGlobals()` removes it.
 */
export function stubMatchMedia() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
