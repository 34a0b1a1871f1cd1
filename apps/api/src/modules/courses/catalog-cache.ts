import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BoundedMap } from '@counsel/domain';

/** A response body ready to send: JSON text and its entity tag (a hash of the text). */
export interface CachedBody {
  body: string;
  etag: string;
}

/** Where the cache learns the catalog's version: null means unknown, and nothing is cached or served from cache. */
export interface VersionSource {
  current(): number | null;
}

export const CATALOG_CACHE_ENTRIES = 500;

export function toCachedBody(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Values made from the public catalog (response bodies, public pages, the sitemap), kept by key and catalog version.
 * An entry made under an older version is never served: the first request after a change makes it again.
 * Concurrent misses for one key share one production (no stampede on the database). At most `maxEntries` values are
 * kept, the least recently used going first; 0 keeps nothing.
 */
export class VersionedCache<T> {
  private readonly entries: BoundedMap<string, { version: number; value: T }>;
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(
    private readonly version: VersionSource,
    maxEntries = CATALOG_CACHE_ENTRIES,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The value kept for `key` under the current version, or the one `make` makes (and keeps). */
  async get(key: string, make: () => Promise<T>): Promise<T> {
    const version = this.version.current();
    if (version === null || this.entries.maxEntries === 0) return make();
    const entry = this.entries.get(key);
    if (entry && entry.version === version) return entry.value;
    const flightKey = `${version}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const production = (async () => {
      try {
        const value = await make();
        this.store(key, version, value);
        return value;
      } finally {
        this.inFlight.delete(flightKey);
      }
    })();
    this.inFlight.set(flightKey, production);
    return production;
  }

  get size(): number {
    return this.entries.size;
  }

  private store(key: string, version: number, value: T): void {
    // A production that started before a change must not replace what a newer one stored.
    const existing = this.entries.peek(key);
    if (existing && existing.version > version) return;
    this.entries.set(key, { version, value });
  }
}

/** Public catalog responses, serialised (and schema-checked by `produce`) once per key and catalog version. */
export class CatalogCache {
  private readonly cache: VersionedCache<CachedBody>;

  constructor(version: VersionSource, maxEntries = CATALOG_CACHE_ENTRIES) {
    this.cache = new VersionedCache(version, maxEntries);
  }

  /** The cached body for `key`, or the one `produce` makes (validated and serialised by it). */
  async get(key: string, produce: () => Promise<unknown>): Promise<CachedBody> {
    return this.cache.get(key, async () => toCachedBody(await produce()));
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * Browsers and shared caches may show a public catalog answer up to 30 s old while they revalidate it in the
 * background; the web app's own requests always revalidate (api-client's `cache: 'no-cache'`), which costs a 304.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, stale-while-revalidate=30';

/** Whether an If-None-Match header names this entity tag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Sends a cached JSON body with its ETag, or 304 Not Modified when the client already holds it. */
export function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl = CATALOG_CACHE_CONTROL,
): FastifyReply {
  void reply.header('etag', cached.etag).header('cache-control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  // A string with a JSON content type is sent as it is: it was checked against its schema when it was made.
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
