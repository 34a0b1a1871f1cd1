import type { CourseCompletionStatus } from '@counsel/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { CERTIFICATE_POLL_INTERVAL_MS } from '../hooks/use-poll-deadline';
import { completionStatusQueryKey } from './completion-query-keys';

const loadSchema = () =>
  import('@counsel/contracts').then((contracts) => contracts.CourseCompletionStatusSchema);

/**
 * GET /api/completed-course/{courseId} (signed in, enrolled) — the requirements of credit and which are met,
 * whether the lawyer can claim now and where, and the completion once claimed (its certificate null for the few
 * seconds the certificate job takes).
 */
export function getCompletionStatus(
  courseKey: string,
  signal?: AbortSignal,
): Promise<CourseCompletionStatus> {
  return apiGet(`/api/completed-course/${encodeURIComponent(courseKey)}`, loadSchema, { signal });
}

export function getCompletionStatusQueryOptions(courseKey: string) {
  return queryOptions({
    queryKey: completionStatusQueryKey(courseKey),
    queryFn: ({ signal }) => getCompletionStatus(courseKey, signal),
  });
}

/** A completion claimed and still waiting for its certificate. */
export function awaitsCertificate(status: CourseCompletionStatus | undefined): boolean {
  return Boolean(status?.completion && status.completion.certificate === null);
}

/**
 * Asks again every 1.5 s while the certificate is being prepared and `poll` allows it; otherwise every
 * `refreshMs(status)` milliseconds when the caller gives one (a live course's page, until its session ends).
 */
export function useCompletionStatus(
  courseKey: string,
  poll: boolean,
  refreshMs?: (status: CourseCompletionStatus | undefined) => number | false,
) {
  return useQuery({
    ...getCompletionStatusQueryOptions(courseKey),
    refetchInterval: (query) => {
      if (poll && awaitsCertificate(query.state.data)) return CERTIFICATE_POLL_INTERVAL_MS;
      return refreshMs ? refreshMs(query.state.data) : false;
    },
  });
}
