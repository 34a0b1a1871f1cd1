import { describe, expect, it } from 'vitest';
import { allowedPlaybackRates, clampPlaybackRate, rateLabel } from './playback-rates';

describe('playback rates', () => {
  it('offers no speed faster than the fastest creditable rate', () => {
    expect(allowedPlaybackRates(1)).toEqual([0.5, 0.75, 1]);
    expect(allowedPlaybackRates(1.5)).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
    expect(allowedPlaybackRates(2)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
  });

  it('adds the maximum itself when the list lacks it', () => {
    expect(allowedPlaybackRates(3)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3]);
    expect(allowedPlaybackRates(1.1)).toEqual([0.5, 0.75, 1, 1.1]);
    expect(allowedPlaybackRates(0.4)).toEqual([0.4]);
  });

  it('caps a wanted rate and names rates', () => {
    expect(clampPlaybackRate(2, 1)).toBe(1);
    expect(clampPlaybackRate(0.75, 1)).toBe(0.75);
    expect(clampPlaybackRate(Number.NaN, 1)).toBe(1);
    expect(rateLabel(1)).toBe('1× (normal)');
    expect(rateLabel(1.25)).toBe('1.25×');
  });
});
