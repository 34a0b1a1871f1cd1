import { CourseListSchema } from '@counsel/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiDelete,
  apiGet,
  apiGetBlob,
  apiPut,
  authHeaders,
  buildQueryString,
  registerAuthTokenGetter,
} from './api-client';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(response: Response | (() => Promise<Response>)) {
  const fetchMock = vi.fn<typeof fetch>(() =>
    typeof response === 'function' ? response() : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildQueryString', () => {
  it('repeats the key for arrays and drops empty values', () => {
    expect(
      buildQueryString({
        states: ['NY', 'CA'],
        type: 'CLE',
        currentPage: 2,
        q: '',
        format: undefined,
        sort: null,
        practiceAreas: [],
      }),
    ).toBe('?states=NY&states=CA&type=CLE&currentPage=2');
    expect(buildQueryString({ q: 'family & divorce' })).toBe('?q=family+%26+divorce');
    expect(buildQueryString({})).toBe('');
    expect(buildQueryString(undefined)).toBe('');
  });
});

describe('apiGet', () => {
  it('sends the query with repeated keys and returns the JSON', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { ok: true }));
    await expect(apiGet('/api/courses', undefined, { query: { states: ['NY', 'TX'] } })).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/courses?states=NY&states=TX');
  });

  it('turns the error body into an ApiError with status, code and message', async () => {
    stubFetch(jsonResponse(404, { error: { code: 'COURSE_NOT_FOUND', message: 'No course with that id.' } }));
    const error: unknown = await apiGet('/api/courses/nope').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'COURSE_NOT_FOUND',
      message: 'No course with that id.',
    });
    expect((error as ApiError).isClientError).toBe(true);
  });

  it('still fails cleanly when the error body is not JSON', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiGet('/api/courses')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'The request failed with status 502.',
    });
  });

  it('reports a network failure as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/courses')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('validates the answer with the contract schema', async () => {
    stubFetch(jsonResponse(200, { items: 'not a list' }));
    await expect(apiGet('/api/courses', CourseListSchema)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });

    stubFetch(
      jsonResponse(200, {
        items: [],
        pagination: { currentPage: 1, pageSize: 12, totalItems: 0, totalPages: 0 },
      }),
    );
    await expect(apiGet('/api/courses', CourseListSchema)).resolves.toEqual({
      items: [],
      pagination: { currentPage: 1, pageSize: 12, totalItems: 0, totalPages: 0 },
    });
  });
});

describe('authHeaders', () => {
  it('sends the bearer token of the registered getter, and nothing without one', async () => {
    await expect(authHeaders()).resolves.toEqual({});
    const unregister = registerAuthTokenGetter(() => Promise.resolve('token-1'));
    await expect(authHeaders()).resolves.toEqual({ Authorization: 'Bearer token-1' });
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await apiGet('/api/user/subscription');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer token-1' });
    unregister();
    await expect(authHeaders()).resolves.toEqual({});
  });

  it('sends nothing when signed out', async () => {
    const unregister = registerAuthTokenGetter(() => Promise.resolve(null));
    await expect(authHeaders()).resolves.toEqual({});
    unregister();
  });
});

describe('apiPut and apiDelete', () => {
  it('PUTs the JSON body and returns the answer', async () => {
    const fetchMock = stubFetch(jsonResponse(200, { id: 'a1' }));
    await expect(apiPut('/api/jurisdiction/a1', { barNumber: '42' })).resolves.toEqual({ id: 'a1' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'PUT',
      body: JSON.stringify({ barNumber: '42' }),
    });
  });

  it('DELETEs and accepts a 204 without a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await expect(apiDelete('/api/jurisdiction/a1')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE' });
  });

  it('turns a DELETE error body into an ApiError', async () => {
    stubFetch(jsonResponse(404, { error: { code: 'ADMISSION_NOT_FOUND', message: 'No admission.' } }));
    await expect(apiDelete('/api/jurisdiction/a1')).rejects.toMatchObject({
      status: 404,
      code: 'ADMISSION_NOT_FOUND',
    });
  });
});

describe('a token the API refuses', () => {
  it('is fetched anew once and the call sent again', async () => {
    const getter = vi.fn((options?: { forceRefresh?: boolean }) =>
      Promise.resolve(options?.forceRefresh ? 'renewed' : 'revoked'),
    );
    const unregister = registerAuthTokenGetter(getter);
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      const authorization = (init?.headers as Record<string, string> | undefined)?.Authorization;
      return Promise.resolve(
        authorization === 'Bearer renewed'
          ? jsonResponse(200, { ok: true })
          : jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended.' } }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiPut('/api/jurisdiction/j1', { barNumber: '1' })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'PUT', body: '{"barNumber":"1"}' });
    unregister();
  });

  it('leaves the 401 standing when no other token comes (signed out, session gone), without a loop', async () => {
    const unregister = registerAuthTokenGetter((options) =>
      options?.forceRefresh ? Promise.reject(new Error('no session')) : Promise.resolve('revoked'),
    );
    const fetchMock = stubFetch(() =>
      Promise.resolve(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in again.' } })),
    );
    const error: unknown = await apiGet('/api/user/subscription').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('is not retried for a visitor, who sent none', async () => {
    const fetchMock = stubFetch(() =>
      Promise.resolve(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } })),
    );
    await expect(apiGet('/api/user/subscription')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('anonymous calls and files', () => {
  it('sends no token on an anonymous call, even when someone is signed in, and does not retry its 401', async () => {
    const unregister = registerAuthTokenGetter(() => Promise.resolve('token-1'));
    const fetchMock = stubFetch(() =>
      Promise.resolve(jsonResponse(401, { error: { code: 'UNAUTHENTICATED', message: 'Sign in.' } })),
    );
    await expect(apiGet('/api/identity/token', undefined, { anonymous: true })).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    unregister();
  });

  it('reads a file as a Blob with its media type, and its refusal as an ApiError', async () => {
    const fetchMock = stubFetch(
      new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    );
    const blob = await apiGetBlob('/api/certificates/C-1/pdf', 'application/pdf');
    expect(blob.size).toBe('%PDF-1.7'.length);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Accept: 'application/pdf' });
    stubFetch(
      jsonResponse(404, { error: { code: 'CERTIFICATE_NOT_FOUND', message: 'No such certificate.' } }),
    );
    await expect(apiGetBlob('/api/certificates/C-2/pdf', 'application/pdf')).rejects.toMatchObject({
      status: 404,
      code: 'CERTIFICATE_NOT_FOUND',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGetBlob('/api/certificates/C-3/pdf', 'application/pdf')).rejects.toMatchObject({
      status: 0,
      message: 'We could not reach Counsel CLE. Check your connection and try again.',
    });
  });
});
