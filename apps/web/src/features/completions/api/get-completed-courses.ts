import type { CompletionList } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CERTIFICATE_POLL_INTERVAL_MS } from '../hooks/use-poll-deadline';
import { completedCoursesQueryKey } from './completion-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.CompletionListSchema);

/** GET /api/completed-course (signed in) — the lawyer's completions with credit and certificate, newest first. */
export function getCompletedCourses(signal?: AbortSignal): Promise<CompletionList> {
  return apiGet('/api/completed-course', loadSchema, { signal });
}

export function getCompletedCoursesQueryOptions() {
  return queryOptions({
    queryKey: completedCoursesQueryKey,
    queryFn: ({ signal }) => getCompletedCourses(signal),
  });
}

/** Some certificate of the list is still being prepared. */
export function awaitsAnyCertificate(list: CompletionList | undefined): boolean {
  return Boolean(list?.items.some((item) => item.certificate === null));
}

/** Asks again every 1.5 s while a certificate is being prepared and `poll` allows it. */
export function useCompletedCourses(poll: boolean) {
  return useQuery({
    ...getCompletedCoursesQueryOptions(),
    refetchInterval: (query) =>
      poll && awaitsAnyCertificate(query.state.data) ? CERTIFICATE_POLL_INTERVAL_MS : false,
  });
}
