import {
  LIVE_STATUS,
  LIVE_STATUS_RECHECK_MS,
  liveCourseStatus,
  type LiveStatus,
  type LiveTimingInput,
} from '@counsel/domain';
import { useNow } from '../../../hooks/use-now';

export type LivePhase = 'none' | 'upcoming' | 'starting-soon' | 'in-progress' | 'ended' | 'completed';

export interface LiveStatusView {
  status: LiveStatus;
  /** What a person needs: DATE_MISMATCH split into before the window (upcoming) and after it (ended). */
  phase: LivePhase;
}

/** The live timing (docs/product-rules.md#live-status) mapped to what the page shows; `now` decides which side of the window a mismatch is on. */
export function liveStatusView(course: LiveTimingInput, now: Date): LiveStatusView {
  const status = liveCourseStatus(course, now);
  switch (status) {
    case LIVE_STATUS.STARTING_SOON:
      return { status, phase: 'starting-soon' };
    case LIVE_STATUS.IN_PROGRESS:
      return { status, phase: 'in-progress' };
    case LIVE_STATUS.COMPLETED:
      return { status, phase: 'completed' };
    case LIVE_STATUS.DATE_MISMATCH: {
      const start = course.liveStartsAt == null ? Number.NaN : new Date(course.liveStartsAt).getTime();
      return { status, phase: start > now.getTime() ? 'upcoming' : 'ended' };
    }
    default:
      return { status, phase: 'none' };
  }
}

/** The live status of a course, re-evaluated every LIVE_STATUS_RECHECK_MS (60 s). */
export function useLiveStatus(course: LiveTimingInput): LiveStatusView {
  const now = useNow(LIVE_STATUS_RECHECK_MS, course.format === 'LIVE' && course.liveStartsAt != null);
  return liveStatusView(course, now);
}
