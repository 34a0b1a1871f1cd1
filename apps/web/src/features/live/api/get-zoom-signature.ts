import type { ZoomSignature } from '@counsel/contracts';
import { ZOOM_SIGNATURE_CACHE_MS } from '@counsel/contracts/constants';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiGet } from '../../../lib/api-client';
import { zoomSignatureQueryKey } from './live-query-keys';

const loadSchema = () => import('@counsel/contracts').then((contracts) => contracts.ZoomSignatureSchema);

/**
 * GET /api/zoom/signature?courseId=&t= (signed in): the Meeting SDK signature and who joins, for the course's current
 * session (`t` is the spec's cache-buster). Refusals (ApiError): 403 LIVE_NOT_REGISTERED, 403 LIVE_JOIN_TOO_EARLY
 * (details.startsAt, details.joinOpensAt), 403 LIVE_JOIN_CLOSED.
 */
export function getZoomSignature(courseId: string, signal?: AbortSignal): Promise<ZoomSignature> {
  return apiGet('/api/zoom/signature', loadSchema, { signal, query: { courseId, t: Date.now() } });
}

/** Fetches the signature, or gives the one fetched less than ZOOM_SIGNATURE_CACHE_MS (60 s) ago (docs/product-rules.md#live-webinars). */
export function useFetchZoomSignature() {
  const queryClient = useQueryClient();
  return useCallback(
    (courseId: string) =>
      queryClient.query({
        queryKey: zoomSignatureQueryKey(courseId),
        queryFn: ({ signal }) => getZoomSignature(courseId, signal),
        staleTime: ZOOM_SIGNATURE_CACHE_MS,
        gcTime: ZOOM_SIGNATURE_CACHE_MS,
      }),
    [queryClient],
  );
}

/**
 * The signature as a query, for the live room page: the one Join just fetched (same key, kept 60 s), or a new one
 * when the page is opened later. It tells which room the session uses (`room`) and its `sessionId`.
 */
export function useZoomSignature(courseId: string) {
  return useQuery({
    queryKey: zoomSignatureQueryKey(courseId),
    queryFn: ({ signal }) => getZoomSignature(courseId, signal),
    staleTime: ZOOM_SIGNATURE_CACHE_MS,
    gcTime: ZOOM_SIGNATURE_CACHE_MS,
    refetchOnWindowFocus: false,
  });
}
