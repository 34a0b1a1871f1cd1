import { vi } from 'vitest';
import type { StubResponse } from '../../../app/testing/api-stub';
import { urlOf } from '../../../app/testing/identity-stub';

export interface StubCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** An answer, or a function of the request's JSON body and the number of earlier calls to the same route. */
export type RouteResponder =
  | StubResponse
  | ((body: unknown, callIndex: number) => StubResponse | Response | Promise<StubResponse | Response>);

/**
 * Stubs fetch with answers by "METHOD /path" (e.g. `GET /api/completed-course/x`); anything else answers 404 with
 * the API's error body. `calls()` lists every request with its JSON body and headers.
 */
export function stubFetchRoutes(routes: Record<string, RouteResponder>) {
  const counts = new Map<string, number>();
  const recorded: StubCall[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const method = init?.method ?? 'GET';
    const path = new URL(urlOf(input), 'http://localhost').pathname;
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    recorded.push({
      method,
      path,
      body,
      headers: { ...(init?.headers as Record<string, string> | undefined) },
    });
    const key = `${method} ${path}`;
    const responder = routes[key];
    if (!responder) {
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found.' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const answer = typeof responder === 'function' ? await responder(body, index) : responder;
    if (answer instanceof Response) return answer;
    const { status = 200, body: answerBody } = answer;
    return new Response(JSON.stringify(answerBody), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls: () => [...recorded],
    /** The JSON bodies sent to "METHOD /path", in order. */
    bodiesTo: (key: string) =>
      recorded.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body),
    countOf: (key: string) => recorded.filter((call) => `${call.method} ${call.path}` === key).length,
  };
}

/**
 * Replaces URL.createObjectURL / revokeObjectURL (jsdom has no blob URLs) and stops anchors from navigating when
 * clicked; `restore()` puts everything back. `click` records the anchors clicked (`mock.contexts`).
 */
export function stubObjectUrls(url = 'blob:certificate') {
  const original = {
    create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  const createObjectURL = vi.fn((_blob: Blob | MediaSource) => url);
  const revokeObjectURL = vi.fn((_url: string) => undefined);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    createObjectURL,
    revokeObjectURL,
    click,
    restore: () => {
      for (const [name, descriptor] of [
        ['createObjectURL', original.create],
        ['revokeObjectURL', original.revoke],
      ] as const) {
        if (descriptor) Object.defineProperty(URL, name, descriptor);
        else Reflect.deleteProperty(URL, name);
      }
      click.mockRestore();
    },
  };
}

/** A PDF answer, as GET /api/certificates/{n}/pdf sends it. */
export function pdfResponse(): Response {
  return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'Content-Type': 'application/pdf' },
  });
}
