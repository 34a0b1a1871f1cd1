import { readFileSync } from 'node:fs';
import Stripe from 'stripe';

/**
 * The Stripe adapter's tests go through the real SDK: a fake `fetch` (Stripe.createFetchHttpClient) sees exactly
 * what the SDK would send to api.stripe.com (form-encoded bodies, query strings, headers) and answers with JSON
 * shaped like Stripe's (stripe-fixtures/, written after the SDK's .d.ts types). No network.
 */

export const SECRET_KEY = 'sk_test_51FakeSecretKeyForUnitTestsOnly';
export const WEBHOOK_SECRET = 'whsec_unit_test_signing_secret';

export function fixture(name: string): Record<string, unknown> {
  const text = readFileSync(new URL(`./stripe-fixtures/${name}.json`, import.meta.url), 'utf8');
  return JSON.parse(text) as Record<string, unknown>;
}

export interface SentRequest {
  method: string;
  /** e.g. "/v1/checkout/sessions" */
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: Headers;
}

export interface FakeResponse {
  status?: number;
  body: unknown;
}

export type Route = (request: SentRequest) => FakeResponse | undefined;

/** A Stripe client over a fake fetch; an unrouted request fails the test with a 500 the adapter reports. */
export function fakeStripe(route: Route): { stripe: Stripe; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
      headers: new Headers(init?.headers),
    };
    sent.push(request);
    const answer = route(request) ?? {
      status: 500,
      body: { error: { type: 'api_error', message: `unrouted ${request.method} ${request.path}` } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${sent.length}` },
    });
  };
  const stripe = new Stripe(SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
    maxNetworkRetries: 0,
  });
  return { stripe, sent };
}
