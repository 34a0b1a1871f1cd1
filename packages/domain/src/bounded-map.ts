/**
 * A map that holds at most `maxEntries` entries: setting one more drops the least recently used (read with `get` or
 * set). The API's in-memory memories use it — verified tokens, kept heartbeat states, cached catalog answers — so
 * none grows without bound. `maxEntries` 0 keeps nothing.
 */
export class BoundedMap<K, V> {
  // A Map iterates in insertion order: each use moves its key to the end, so the first key is the least recently used.
  private readonly entries = new Map<K, V>();

  constructor(readonly maxEntries: number) {}

  /** The value for `key`, now the most recently used; undefined when not held. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key) as V;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** The value for `key`, leaving the order of use as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Holds `value` for `key` as the most recently used, dropping the least recently used ones beyond the bound. */
  set(key: K, value: V): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
