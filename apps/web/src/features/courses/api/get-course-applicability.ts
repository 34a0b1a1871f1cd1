import type { CourseApplicability } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useUserStore } from '../../../stores/user-store';

// The schema (and zod with it) loads while the request runs, outside the page's initial JavaScript.
const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseApplicabilitySchema);

/**
 * GET /api/courses/{courseId or slug}/applicability (signed in) — "Will this count for me?": for each of the
 * lawyer's admissions, how the course's credit there would count in the current reporting period, or why not.
 */
export function getCourseApplicability(courseId: string, signal?: AbortSignal): Promise<CourseApplicability> {
  return apiGet(`/api/courses/${encodeURIComponent(courseId)}/applicability`, loadSchema, { signal });
}

/** Per user and course: the course page and a Browse card of the same course share the answer. */
export const courseApplicabilityQueryKey = (userId: string | null, courseId: string) =>
  ['courses', 'applicability', userId, courseId] as const;

export function getCourseApplicabilityQueryOptions(userId: string | null, courseId: string) {
  return queryOptions({
    queryKey: courseApplicabilityQueryKey(userId, courseId),
    queryFn: ({ signal }) => getCourseApplicability(courseId, signal),
    enabled: userId !== null,
    // Computed from the admissions (edited in Settings) and the credits (earned anywhere in the app), and nothing
    // invalidates it: asked again each time it is shown, the cached answer showing meanwhile (as the Compliance
    // page's overview).
    staleTime: 0,
  });
}

/**
 * The signed-in lawyer's answer for one course (its id; the key is shared with the Browse cards). Idle while nobody
 * is signed in, and while `enabled` is false (a card's disclosure asks only once opened).
 */
export function useCourseApplicability(courseId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const userId = useUserStore((state) => state.userId);
  const options = getCourseApplicabilityQueryOptions(userId, courseId);
  return useQuery({ ...options, enabled: enabled && userId !== null });
}
