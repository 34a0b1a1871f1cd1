import { isApiError } from '../../../lib/api-client';

/** Why the player cannot play, from the API's answer (GET /api/mux/{courseId} and its progress). */
export type PlaybackProblem =
  'not-enrolled' | 'membership-ended' | 'no-video' | 'not-found' | 'signed-out' | 'failed';

export function playbackProblem(error: unknown): PlaybackProblem {
  if (!isApiError(error)) return 'failed';
  switch (error.code) {
    case 'NOT_ENROLLED':
      return 'not-enrolled';
    case 'ENROLLMENT_INACTIVE':
      return 'membership-ended';
    case 'VIDEO_NOT_AVAILABLE':
      return 'no-video';
  }
  if (error.status === 401) return 'signed-out';
  if (error.status === 404) return 'not-found';
  return 'failed';
}
