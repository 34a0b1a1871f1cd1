import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { jurisdictionsQueryKey } from '../features/catalog-taxonomy/api/get-jurisdictions';
import { courseQueryKey } from '../features/courses/api/get-course';
import { coursesQueryKey } from '../features/courses/api/get-courses';
import { parseCourseFilters, toCourseListQuery } from '../features/courses/hooks/use-course-filters';
import {
  createQueryClient,
  QUERY_DATA_ELEMENT_ID,
  QUERY_STALE_TIME_MS,
  seedQueriesFromPage,
  shouldRetryQuery,
} from './provider';

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

/** A page as the API writes it (apps/api/src/modules/public-pages/public-pages.service.ts). */
function pageWith(blockText: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${QUERY_DATA_ELEMENT_ID}"></script>`;
  const block = doc.getElementById(QUERY_DATA_ELEMENT_ID);
  if (block) block.textContent = blockText;
  return doc;
}

describe("a public page's data from the HTML", () => {
  it('fills the cache under the keys the pages read, so they render without asking the API', () => {
    const client = createQueryClient();
    // The keys the API writes for Browse (no filters), a course page and the landing page's jurisdictions.
    const entries = [
      {
        queryKey: ['courses', 'list', { sort: 'title', currentPage: 1 }],
        data: { items: [], pagination: {} },
      },
      { queryKey: ['courses', 'detail', 'ethics-hour'], data: { slug: 'ethics-hour' } },
      { queryKey: ['catalog', 'jurisdictions'], data: { items: [] } },
    ];
    const doc = pageWith(JSON.stringify(entries));
    expect(seedQueriesFromPage(client, doc)).toBe(3);
    const browseKey = coursesQueryKey(toCourseListQuery(parseCourseFilters(new URLSearchParams())));
    expect(client.getQueryData(browseKey)).toEqual({ items: [], pagination: {} });
    expect(client.getQueryData(courseQueryKey('ethics-hour'))).toEqual({ slug: 'ethics-hour' });
    expect(client.getQueryData(jurisdictionsQueryKey)).toEqual({ items: [] });
    expect(client.getQueryState(courseQueryKey('ethics-hour'))?.isInvalidated).toBe(false);
    expect(doc.getElementById(QUERY_DATA_ELEMENT_ID)).toBeNull();
  });

  it('ignores a missing or broken block and entries without a key', () => {
    const client = createQueryClient();
    expect(seedQueriesFromPage(client, document.implementation.createHTMLDocument('x'))).toBe(0);
    expect(seedQueriesFromPage(client, pageWith('{not json'))).toBe(0);
    expect(seedQueriesFromPage(client, pageWith('[{"data":1},{"queryKey":"x","data":2},null]'))).toBe(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
