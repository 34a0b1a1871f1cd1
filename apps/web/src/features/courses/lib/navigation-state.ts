/**
 * History state a Browse card leaves on the course page's entry, so "Back to Browse" can go back in history
 * (restoring the filters and the scroll position) instead of opening a fresh Browse page.
 */
export const FROM_BROWSE_STATE = { from: 'browse' } as const;

export function isFromBrowse(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'from' in state && state.from === 'browse';
}
