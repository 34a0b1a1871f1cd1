import type { CourseQuestionnaires } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { courseQuestionnairesQueryKey } from './completion-query-keys';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseQuestionnairesSchema);

/**
 * GET /api/questionnaire/course/{courseId} (signed in, enrolled) — the course evaluation and, for some courses, a
 * knowledge check, each with its questions (never the correct answers), the lawyer's latest attempt and standing.
 */
export function getCourseQuestionnaires(
  courseKey: string,
  signal?: AbortSignal,
): Promise<CourseQuestionnaires> {
  return apiGet(`/api/questionnaire/course/${encodeURIComponent(courseKey)}`, loadSchema, { signal });
}

export function getCourseQuestionnairesQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: courseQuestionnairesQueryKey(courseKey),
    queryFn: ({ signal }) => getCourseQuestionnaires(courseKey, signal),
  });
}

export function useCourseQuestionnaires(courseKey: string) {
  return useQuery(getCourseQuestionnairesQueryOptions(courseKey));
}
