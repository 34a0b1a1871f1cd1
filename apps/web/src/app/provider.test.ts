import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { createQueryClient, QUERY_STALE_TIME_MS, shouldRetryQuery } from './provider';

describe('query defaults', () => {
  it('keeps data fresh for 30 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
  });

  it('retries once, except on 4xx', () => {
    const serverError = new ApiError(503, 'SERVICE_UNAVAILABLE', 'Down.');
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'NETWORK_ERROR', 'Offline.'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(404, 'COURSE_NOT_FOUND', 'Gone.'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(429, 'RATE_LIMITED', 'Slow down.'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });
});
