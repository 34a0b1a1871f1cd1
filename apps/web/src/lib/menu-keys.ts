import type { KeyboardEvent } from 'react';

/**
 * The keys of an open ARIA menu (WAI-ARIA menu button pattern), shared by the account menu and the player's menus:
 * arrows move between `entries` (wrapping), Home and End go to the first and last, Escape closes and returns focus
 * to the button, Tab closes and lets focus move on.
 */
export function handleMenuKeys(
  event: KeyboardEvent,
  entries: HTMLElement[],
  close: (returnFocus: boolean) => void,
): void {
  const index = entries.findIndex((entry) => entry === document.activeElement);
  const move = (to: number) => {
    event.preventDefault();
    entries[(to + entries.length) % entries.length]?.focus();
  };
  switch (event.key) {
    case 'ArrowDown':
      move(index + 1);
      break;
    case 'ArrowUp':
      move(index - 1);
      break;
    case 'Home':
      move(0);
      break;
    case 'End':
      move(entries.length - 1);
      break;
    case 'Escape':
      event.preventDefault();
      close(true);
      break;
    case 'Tab':
      close(false);
      break;
  }
}
