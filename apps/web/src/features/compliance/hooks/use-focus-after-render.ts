import { useCallback, useEffect, useRef } from 'react';

/**
 * Focus to move once the next render is on screen: the element it names may not exist yet (a form closing gives
 * its place back to a button). Returns the function that asks for it.
 */
export function useFocusAfterRender() {
  const pending = useRef<(() => HTMLElement | null | undefined) | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    target()?.focus();
  });
  return useCallback((target: () => HTMLElement | null | undefined) => {
    pending.current = target;
  }, []);
}
