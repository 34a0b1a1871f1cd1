/**
 * The one way the web app talks to its API (same origin, under /api).
 *
 * - Query strings: arrays become repeated keys (`states=NY&states=CA`); null, undefined and '' are left out.
 * - Errors: every non-2xx answer becomes an `ApiError` carrying the HTTP status and the `{ error: { code, message } }`
 *   body the API always sends (docs/engineering-rules.md#error-model). A network failure is an `ApiError` with status 0.
 * - Validation: when a schema from `@counsel/contracts` is given (or a loader of one), the JSON is parsed with
 *   it, so a page never renders data of an unexpected shape.
 * - Every call sends the signed-in user's bearer token, except `anonymous` ones (a public answer, the identity
 *   provider's own cookie session); `apiGetBlob` reads a file (the certificate PDF) instead of JSON.
 */
import { isRecord } from '@counsel/domain';

/** Anything with a zod-like `parse` — the contracts' schemas. Kept structural so this file does not import zod. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema, or a function that loads one (`() => import('@counsel/contracts').then((c) => c.XSchema)`).
 * Loading lazily keeps zod out of a page's initial JavaScript; the schema chunk downloads while the request runs.
 */
export type SchemaSource<T> = ResponseSchema<T> | (() => Promise<ResponseSchema<T>>);

type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | null | undefined | readonly QueryScalar[];
export type QueryParams = Record<string, QueryValue>;

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
export const HTTP_ERROR_CODE = 'HTTP_ERROR';

/** What a network failure says, wherever it shows (the one copy of it). */
export const NETWORK_FAILURE_MESSAGE = 'We could not reach Counsel CLE. Check your connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** 4xx: the request itself is wrong (not found, forbidden...) — retrying will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds `?a=1&b=x&b=y` (or '' when nothing is left). Arrays repeat their key; empty values are dropped. */
export function buildQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const entry of values) {
      if (entry === null || entry === undefined || entry === '') continue;
      search.append(key, String(entry));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface AuthTokenOptions {
  /**
   * The API refused the token it was given (401: its session ended, e.g. a password change that renewed this
   * browser's session): get a new one from the session instead of the one held.
   */
  forceRefresh?: boolean;
}

/** Gives a fresh ID token, or null when nobody is signed in. */
export type AuthTokenGetter = (options?: AuthTokenOptions) => Promise<string | null>;

let authTokenGetter: AuthTokenGetter | null = null;

/**
 * The identity provider (features/identity AuthProvider) registers how to get a fresh ID token when it mounts; this
 * module stays free of React and of the identity feature. Returns the function that unregisters it (on unmount).
 */
export function registerAuthTokenGetter(getter: AuthTokenGetter): () => void {
  authTokenGetter = getter;
  return () => {
    if (authTokenGetter === getter) authTokenGetter = null;
  };
}

/**
 * Headers that authenticate a call: `Authorization: Bearer <id token>` when a getter is registered
 * and someone is signed in, nothing otherwise. Every fetcher picks it up through apiGet.
 */
export async function authHeaders(options?: AuthTokenOptions): Promise<Record<string, string>> {
  const token = authTokenGetter ? await authTokenGetter(options) : null;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * After a 401 to a call that carried a token: the headers with a token fetched anew, or null when there is none
 * (signed out, the session is gone too) or it is the token just refused — then the 401 stands.
 */
async function refreshedAuthHeaders(refused: Record<string, string>): Promise<Record<string, string> | null> {
  if (!refused.Authorization) return null;
  try {
    const fresh = await authHeaders({ forceRefresh: true });
    return fresh.Authorization && fresh.Authorization !== refused.Authorization ? fresh : null;
  } catch {
    return null;
  }
}

/**
 * `fetch` with the signed-in user's bearer token (none for an anonymous call). A 401 is answered before the route
 * runs, so sending again is safe: after one to a call that carried a token, the request goes once more with a token
 * fetched anew (the session may have renewed it). Network failures reject as they do from `fetch`. The one `fetch`
 * of the web app.
 */
async function fetchWithAuth(
  url: string,
  init: Omit<RequestInit, 'headers'> & { headers: Record<string, string> },
  anonymous: boolean,
): Promise<Response> {
  const auth = anonymous ? {} : await authHeaders();
  // `no-cache`: a response the browser holds is used only after the server confirms it (304), so public answers
  // that allow stale-while-revalidate (the catalog's) are never shown stale inside the app.
  const send = (authorization: Record<string, string>) =>
    fetch(url, { cache: 'no-cache', ...init, headers: { ...init.headers, ...authorization } });
  const response = await send(auth);
  if (response.status !== 401) return response;
  const renewed = await refreshedAuthHeaders(auth);
  return renewed ? send(renewed) : response;
}

/** Reads `{ error: { code, message, details? } }`; falls back to a generic message for other bodies. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): the status alone has to do.
  }
  const error = isRecord(body) ? body.error : undefined;
  if (isRecord(error) && typeof error.code === 'string' && typeof error.message === 'string') {
    return new ApiError(response.status, error.code, error.message, error.details);
  }
  return new ApiError(response.status, HTTP_ERROR_CODE, `The request failed with status ${response.status}.`);
}

export interface ApiGetOptions {
  query?: QueryParams;
  signal?: AbortSignal;
  /**
   * Send no bearer token: the answer is the same for everybody (certificate verification), or the call is
   * authenticated by the identity provider's session cookie (/api/identity/*). Default: the token is sent.
   */
  anonymous?: boolean;
}

interface SendOptions extends ApiGetOptions {
  body?: unknown;
  /** A file (or a part of one) sent as the body itself, with its media type, instead of JSON. */
  file?: { body: Blob; contentType: string };
  /** The Accept header; JSON unless a file is asked for. */
  accept?: string;
}

/**
 * Sends one request to the API and returns its 2xx response. A refusal rejects as an ApiError read from the
 * `{ error }` body, a network failure as an ApiError with status 0; an abort rejects as `fetch` does.
 */
async function sendRequest(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: SendOptions,
): Promise<Response> {
  const url = `${path}${buildQueryString(options.query)}`;
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.contentType;
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const init = {
    method,
    headers,
    signal: options.signal,
    ...(options.file
      ? { body: options.file.body }
      : options.body !== undefined
        ? { body: JSON.stringify(options.body) }
        : {}),
  };
  let response: Response;
  try {
    response = await fetchWithAuth(url, init, options.anonymous === true);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response;
}

type LoadedSchema<T> = { schema: ResponseSchema<T> | undefined } | { failure: unknown };

function loadSchema<T>(source: SchemaSource<T> | undefined): Promise<LoadedSchema<T>> {
  if (typeof source !== 'function') return Promise.resolve({ schema: source });
  // Settled into a value at once, so a failed load is never an unhandled rejection while the request runs.
  return source().then(
    (schema) => ({ schema }),
    (failure: unknown) => ({ failure }),
  );
}

export async function apiGet<T>(
  path: string,
  schema?: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('GET', path, schema, options);
}

/** POST a JSON body to the API; errors and response parsing as apiGet. */
export async function apiPost<T>(
  path: string,
  body: unknown,
  schema?: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('POST', path, schema, { ...options, body });
}

/** PUT a JSON body to the API; errors and response parsing as apiGet. */
export async function apiPut<T>(
  path: string,
  body: unknown,
  schema?: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('PUT', path, schema, { ...options, body });
}

/**
 * PUT a file (or a chunk of one) as the body itself, with its media type (a certificate, a recording's chunk, a
 * caption file); errors and response parsing as apiGet.
 */
export async function apiPutFile<T>(
  path: string,
  file: Blob,
  contentType: string,
  schema?: SchemaSource<T>,
  options: ApiGetOptions = {},
): Promise<T> {
  return apiRequest('PUT', path, schema, { ...options, file: { body: file, contentType } });
}

/** DELETE on the API; a 204 No Content answer resolves with undefined. Errors as apiGet. */
export async function apiDelete(path: string, options: ApiGetOptions = {}): Promise<void> {
  await apiRequest<undefined>('DELETE', path, undefined, options);
}

/** GET a file (the certificate PDF) from the API as a Blob; `accept` is its media type. Errors as apiGet. */
export async function apiGetBlob(path: string, accept: string, options: ApiGetOptions = {}): Promise<Blob> {
  const response = await sendRequest('GET', path, { ...options, accept });
  return response.blob();
}

async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: SchemaSource<T> | undefined,
  options: SendOptions,
): Promise<T> {
  const loadedSchema = loadSchema(schema);
  const response = await sendRequest(method, path, options);
  if (response.status === 204) return undefined as T;

  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, 'The server sent an unreadable answer.');
  }
  const loaded = await loadedSchema;
  if ('failure' in loaded) throw loaded.failure;
  if (!loaded.schema) return data as T;
  try {
    return loaded.schema.parse(data);
  } catch (cause) {
    throw new ApiError(
      response.status,
      INVALID_RESPONSE_CODE,
      'The server sent an answer of an unexpected shape.',
      cause,
    );
  }
}
