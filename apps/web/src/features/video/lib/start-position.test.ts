import { describe, expect, it } from 'vitest';
import { makeWatchProgress } from '../../../app/testing/player-fixtures';
import { parseStartParam, startPosition } from './start-position';

describe('where playback starts', () => {
  const progress = makeWatchProgress({ watchedRanges: [[0, 200]], resumePositionSeconds: 150 });

  it('reads ?t= as seconds', () => {
    expect(parseStartParam('2160')).toBe(2160);
    expect(parseStartParam('12.5')).toBe(12.5);
    expect(parseStartParam(null)).toBeNull();
    expect(parseStartParam('')).toBeNull();
    expect(parseStartParam('-3')).toBeNull();
    expect(parseStartParam('soon')).toBeNull();
  });

  it("starts at the requested second when the lawyer may be there, else at the server's resume point", () => {
    expect(startPosition(100, progress)).toBe(100);
    expect(startPosition(null, progress)).toBe(150);
    // Beyond what was watched: the resume point.
    expect(startPosition(450, progress)).toBe(150);
    // The resume point itself, even past the credited ranges (as My Learning passes it).
    expect(startPosition(250, makeWatchProgress({ resumePositionSeconds: 250.4 }))).toBe(250);
  });

  it('starts a video watched to its end from the beginning', () => {
    expect(startPosition(null, makeWatchProgress({ resumePositionSeconds: 599 }))).toBe(0);
    expect(startPosition(600, makeWatchProgress({ resumePositionSeconds: 599 }))).toBe(0);
  });
});
