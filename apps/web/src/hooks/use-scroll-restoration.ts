import { useEffect, useRef } from 'react';
import { useScrollPositionStore } from '../stores/scroll-position-store';

const SAVE_THROTTLE_MS = 150;

/**
 * Remembers the window's scroll position under `key` and puts it back when the page returns.
 * When `ready` first becomes true for a key (its content has loaded), a saved position is restored once;
 * from then on scrolling is saved (throttled) and once more when the key changes or the page unmounts.
 * Nothing is saved before the restore, so a still-loading short page cannot overwrite a good position.
 */
export function useScrollRestoration(key: string, ready: boolean): void {
  const restoredKey = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    const { positions, savePosition } = useScrollPositionStore.getState();
    if (restoredKey.current !== key) {
      restoredKey.current = key;
      const saved = positions[key];
      if (saved !== undefined && saved > 0) window.scrollTo({ top: saved, left: 0, behavior: 'instant' });
    }

    let lastY = window.scrollY;
    let timer: ReturnType<typeof setTimeout> | null = null;
    // Once the URL has changed (a link was followed) the next page is rendering: the browser's scroll events then
    // describe that page (often a jump to 0), not this one, so they must not overwrite the saved position.
    const href = window.location.href;
    const onScroll = () => {
      if (window.location.href !== href) return;
      lastY = window.scrollY;
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        savePosition(key, lastY);
      }, SAVE_THROTTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== null) clearTimeout(timer);
      // The last position seen by a scroll event: by now the next page may already have scrolled the window.
      savePosition(key, lastY);
    };
  }, [key, ready]);
}
