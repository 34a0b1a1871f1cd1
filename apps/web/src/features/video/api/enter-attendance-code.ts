import type { WatchProgress } from '@counsel/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { setWatchProgress } from './get-watch-progress';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.WatchProgressSchema);

/**
 * POST /api/mux/attendance-code/{courseId} (signed in, enrolled) — a code shown during the video. Answers the
 * progress (codes entered, complete); 400 ATTENDANCE_CODE_INVALID for a code that was not shown to the lawyer or
 * was already entered, 429 after too many attempts.
 */
export function enterAttendanceCode(courseKey: string, code: string): Promise<WatchProgress> {
  return apiPost(`/api/mux/attendance-code/${encodeURIComponent(courseKey)}`, { code }, loadSchema);
}

/** Enters a code, then shows the new count (and "all entered") at once. */
export function useEnterAttendanceCode(courseKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => enterAttendanceCode(courseKey, code),
    onSuccess: (progress) => setWatchProgress(queryClient, courseKey, progress),
  });
}
