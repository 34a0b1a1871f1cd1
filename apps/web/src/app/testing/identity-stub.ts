import type { StubResponse } from './api-stub';
import { stubApi } from './api-stub';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT-shaped token with these claims (the browser never verifies the signature). */
export function makeIdToken(claims: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'EdDSA', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.c2ln`;
}

export const testUser = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
};

export interface IdentityStubOptions {
  /** The signed-in user, or null when signed out. */
  user?: typeof testUser | null;
  /** The token's `role` claim; undefined leaves it out. */
  role?: string;
  /** Seconds from now until the token expires. */
  expiresIn?: number;
  /** Answers for other paths (sign-in, sign-up...), or overrides of the defaults; functions get the URL. */
  routes?: Record<string, StubResponse | ((url: URL) => StubResponse | Promise<StubResponse>)>;
}

/**
 * Stubs better-auth and the user endpoints: get-session, token, subscription and enterprise answer as a
 * signed-in (or signed-out) user would see them; `routes` answers or overrides the rest.
 */
export function stubIdentity(options: IdentityStubOptions = {}) {
  const { user = testUser, role, expiresIn = 900, routes = {} } = options;
  let issued = 0;
  return stubApi((url) => {
    const override = routes[url.pathname];
    if (override) return typeof override === 'function' ? override(url) : override;
    switch (url.pathname) {
      case '/api/identity/get-session':
        return { body: user ? { session: { id: 'session-1', userId: user.id }, user } : null };
      case '/api/identity/token': {
        issued += 1;
        const claims: Record<string, unknown> = {
          sub: user?.id,
          email: user?.email,
          name: user?.name,
          exp: Math.floor(Date.now() / 1000) + expiresIn,
          jti: issued,
        };
        if (role !== undefined) claims.role = role;
        return user
          ? { body: { token: makeIdToken(claims) } }
          : { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Unauthorized' } } };
      }
      case '/api/user/subscription':
        return { body: { subscription: null } };
      case '/api/user/enterprise':
        return { body: { enterprise: null } };
      default:
        return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found.' } } };
    }
  });
}

/** The address a fetch call was made with. */
export function urlOf(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The request init of the last call to `path` (method, headers, body). */
export function lastCallTo(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
) {
  const call = fetchMock.mock.calls.filter(([input]) => urlOf(input).startsWith(path)).at(-1);
  return call?.[1];
}

/** The JSON body sent in the last call to `path`. */
export function lastBodyTo(
  fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } },
  path: string,
) {
  const body = lastCallTo(fetchMock, path)?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}
