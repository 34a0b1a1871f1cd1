import type { WatchProgress } from '@counsel/contracts';
import { coveredSeconds, progressPercent, watchRequirementMet, type Range } from '@counsel/domain';

/** Seconds to one decimal, as the player and My Learning show them. */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/** What a lawyer's progress on a course's video is made of, whichever heartbeat path read it. */
export interface WatchProgressFacts {
  courseId: string;
  durationSeconds: number;
  ranges: Range[];
  positionSeconds: number;
  checkpointCount: number;
  codesEntered: number;
  completedAt: Date | null;
}

/** The WatchProgress answer of GET and POST /api/mux/progress/{courseId} (both heartbeat paths). */
export function toWatchProgress(facts: WatchProgressFacts): WatchProgress {
  const { ranges, durationSeconds: duration } = facts;
  return {
    courseId: facts.courseId,
    durationSeconds: duration,
    watchedRanges: ranges.map(([start, end]) => [roundTenth(start), roundTenth(end)]),
    watchedSeconds: roundTenth(coveredSeconds(ranges, 0, duration)),
    progressPercent: progressPercent(ranges, duration),
    resumePositionSeconds: roundTenth(facts.positionSeconds),
    watchRequirementMet: watchRequirementMet(ranges, duration),
    verification: {
      method: 'ATTENDANCE_CODES',
      codesEntered: facts.codesEntered,
      complete: facts.checkpointCount > 0 && facts.codesEntered === facts.checkpointCount,
    },
    completed: facts.completedAt !== null,
    completedAt: facts.completedAt ? facts.completedAt.toISOString() : null,
  };
}
