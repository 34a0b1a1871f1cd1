import { vi } from 'vitest';

/**
 * Replaces window.location with a copy whose `assign` is a mock: leaving the app (checkout, the billing portal)
 * is recorded, not followed. `vi.unstubAllGlobals()` puts the real one back. Returns the `assign` mock.
 */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  const { href, origin, protocol, host, hostname, port, pathname, search, hash } = window.location;
  vi.stubGlobal('location', {
    href,
    origin,
    protocol,
    host,
    hostname,
    port,
    pathname,
    search,
    hash,
    assign,
    replace: vi.fn(),
    reload: vi.fn(),
  });
  return assign;
}
