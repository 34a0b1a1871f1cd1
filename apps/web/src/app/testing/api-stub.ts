import { vi } from 'vitest';

export interface StubResponse {
  status?: number;
  body: unknown;
}

/** Answers fetch calls from `respond(url)`; the mock records every URL (path + query) it was called with. */
export function stubApi(respond: (url: URL) => StubResponse | Promise<StubResponse>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const { status = 200, body } = await respond(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = () =>
    fetchMock.mock.calls.map(([input]) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, 'http://localhost');
      return `${url.pathname}${url.search}`;
    });
  return { fetchMock, calls };
}

export const notFoundBody = (code = 'NOT_FOUND', message = 'Not found.') => ({ error: { code, message } });
