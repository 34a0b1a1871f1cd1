import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body ready to send: JSON text and its entity tag (a hash of the text). */
export interface CachedBody {
  body: string;
  etag: string;
}

/** Where the cache learns the catalog's version: null means unknown, and nothing is cached or served from cache. */
export interface VersionSource {
  current(): number | null;
}

interface Entry extends CachedBody {
  version: number;
}

export const CATALOG_CACHE_ENTRIES = 500;

export function toCachedBody(value: unknown): CachedBody {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * Public catalog responses, serialised once, by normalised request key and catalog version. An entry made under an
 * older version is never served: the first request after a change produces the body again. Concurrent misses for
 * one key share one production (no stampede on the database). At most `maxEntries` bodies are kept, the least
 * recently used going first.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedBody>>();

  constructor(
    private readonly version: VersionSource,
    private readonly maxEntries = CATALOG_CACHE_ENTRIES,
  ) {}

  /** The cached body for `key`, or the one `produce` makes (validated and serialised by it). */
  async get(key: string, produce: () => Promise<unknown>): Promise<CachedBody> {
    const version = this.version.current();
    if (version === null || this.maxEntries === 0) return toCachedBody(await produce());
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      // Most recently used goes last, so eviction takes the first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return { body: entry.body, etag: entry.etag };
    }
    const flightKey = `${version}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const production = (async () => {
      try {
        const made = toCachedBody(await produce());
        this.store(key, { ...made, version });
        return made;
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

  private store(key: string, entry: Entry): void {
    // A production that started before a change must not replace what a newer one stored.
    const existing = this.entries.get(key);
    if (existing && existing.version > entry.version) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
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
