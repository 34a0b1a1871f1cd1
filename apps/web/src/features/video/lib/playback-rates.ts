/** The speeds the player offers, when the course's fastest creditable rate allows them. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * The speeds to offer: those of PLAYBACK_RATES no faster than `maxPlaybackRate` (the fastest rate that still earns
 * credit), plus `maxPlaybackRate` itself when the list does not have it. Slowest first.
 */
export function allowedPlaybackRates(maxPlaybackRate: number): number[] {
  const rates: number[] = PLAYBACK_RATES.filter((rate) => rate <= maxPlaybackRate);
  if (!rates.includes(maxPlaybackRate)) rates.push(maxPlaybackRate);
  return rates.sort((a, b) => a - b);
}

/** "1× (normal)", "1.5×". */
export function rateLabel(rate: number): string {
  return rate === 1 ? '1× (normal)' : `${rate}×`;
}

/** The rate to use: the wanted one, never faster than `maxPlaybackRate` (1 for anything unusable). */
export function clampPlaybackRate(rate: number, maxPlaybackRate: number): number {
  return Number.isFinite(rate) && rate > 0 ? Math.min(rate, maxPlaybackRate) : 1;
}
