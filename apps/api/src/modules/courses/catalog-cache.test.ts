import { describe, expect, it } from 'vitest';
import { CatalogCache, etagMatches, toCachedBody } from './catalog-cache.js';

class FakeVersion {
  value: number | null = 1;
  current() {
    return this.value;
  }
}

function counter() {
  let calls = 0;
  return {
    produce: async () => ({ call: ++calls }),
    get calls() {
      return calls;
    },
  };
}

describe('CatalogCache', () => {
  it('answers a key from memory until the catalog version changes', async () => {
    const version = new FakeVersion();
    const cache = new CatalogCache(version);
    const source = counter();
    const first = await cache.get('a', source.produce);
    expect(JSON.parse(first.body)).toEqual({ call: 1 });
    expect(await cache.get('a', source.produce)).toEqual(first);
    expect(source.calls).toBe(1);

    version.value = 2;
    const second = await cache.get('a', source.produce);
    expect(JSON.parse(second.body)).toEqual({ call: 2 });
    expect(second.etag).not.toBe(first.etag);
  });

  it('caches nothing while the version is unknown', async () => {
    const version = new FakeVersion();
    version.value = null;
    const cache = new CatalogCache(version);
    const source = counter();
    await cache.get('a', source.produce);
    await cache.get('a', source.produce);
    expect(source.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('caches nothing with no room (CATALOG_CACHE_ENTRIES=0)', async () => {
    const cache = new CatalogCache(new FakeVersion(), 0);
    const source = counter();
    await cache.get('a', source.produce);
    await cache.get('a', source.produce);
    expect(source.calls).toBe(2);
  });

  it('shares one production between concurrent misses of a key', async () => {
    const cache = new CatalogCache(new FakeVersion());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const produce = async () => {
      calls += 1;
      await gate;
      return { ok: true };
    };
    const answers = Promise.all([cache.get('a', produce), cache.get('a', produce), cache.get('a', produce)]);
    release();
    const [one, two, three] = await answers;
    expect(calls).toBe(1);
    expect(two).toEqual(one);
    expect(three).toEqual(one);
  });

  it('does not keep a failed production: the next request tries again', async () => {
    const cache = new CatalogCache(new FakeVersion());
    await expect(
      cache.get('a', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    const source = counter();
    await cache.get('a', source.produce);
    expect(source.calls).toBe(1);
    expect(cache.size).toBe(1);
  });

  it('forgets the least recently used key beyond its size', async () => {
    const cache = new CatalogCache(new FakeVersion(), 2);
    const source = counter();
    await cache.get('a', source.produce);
    await cache.get('b', source.produce);
    await cache.get('a', source.produce); // a is now the most recent
    await cache.get('c', source.produce); // b goes
    expect(cache.size).toBe(2);
    expect(source.calls).toBe(3);
    await cache.get('a', source.produce);
    expect(source.calls).toBe(3);
    await cache.get('b', source.produce);
    expect(source.calls).toBe(4);
  });

  it('does not let a production that began before a change overwrite a newer one', async () => {
    const version = new FakeVersion();
    const cache = new CatalogCache(version);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const old = cache.get('a', async () => {
      await gate;
      return { made: 'before' };
    });
    version.value = 2;
    const fresh = await cache.get('a', async () => ({ made: 'after' }));
    release();
    await old;
    expect(await cache.get('a', async () => ({ made: 'again' }))).toEqual(fresh);
  });
});

describe('etagMatches', () => {
  const { etag } = toCachedBody({ a: 1 });
  it('matches the tag, its weak form, a list holding it, and *', () => {
    expect(etagMatches(etag, etag)).toBe(true);
    expect(etagMatches(`W/${etag}`, etag)).toBe(true);
    expect(etagMatches(`"other", ${etag}`, etag)).toBe(true);
    expect(etagMatches('*', etag)).toBe(true);
  });
  it('does not match another tag or no header', () => {
    expect(etagMatches('"other"', etag)).toBe(false);
    expect(etagMatches(undefined, etag)).toBe(false);
    expect(etagMatches('', etag)).toBe(false);
  });
});
