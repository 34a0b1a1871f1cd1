import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element `id` into view once, when the page was opened at its anchor (`…#id`) and `ready` says the
 * element has its content (a client-side navigation does not scroll to a hash by itself). Used by the course page's
 * "Earn your credit" (`#earn-credit`) and Settings' jurisdictions (`#jurisdictions`, linked from Compliance).
 */
export function useScrollToAnchor(id: string, ready = true): void {
  const { hash } = useLocation();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !ready || hash !== `#${id}`) return;
    done.current = true;
    const element = document.getElementById(id);
    if (element && 'scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
  }, [id, ready, hash]);
}
