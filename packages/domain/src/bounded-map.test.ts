import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('holds at most maxEntries, dropping the least recently set', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.get('a')).toBeUndefined();
    expect([map.get('b'), map.get('c')]).toEqual([2, 3]);
  });

  it('counts a get as a use: the entry read last is kept, the other goes', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.peek('a')).toBe(1);
    expect(map.peek('b')).toBeUndefined();
  });

  it('does not count a peek as a use', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.peek('a')).toBe(1);
    map.set('c', 3);
    expect(map.peek('a')).toBeUndefined();
    expect(map.peek('b')).toBe(2);
  });

  it('replaces the value of a key set again, as its most recent use, without growing', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('a', 10);
    map.set('c', 3);
    expect(map.size).toBe(2);
    expect(map.peek('a')).toBe(10);
    expect(map.peek('b')).toBeUndefined();
  });

  it('holds a value that is undefined or falsy like any other, and forgets a deleted key', () => {
    const map = new BoundedMap<string, number | undefined>(3);
    map.set('zero', 0);
    map.set('none', undefined);
    expect(map.get('zero')).toBe(0);
    expect(map.size).toBe(2);
    map.delete('zero');
    expect(map.peek('zero')).toBeUndefined();
    expect(map.size).toBe(1);
  });

  it('keeps nothing when maxEntries is 0', () => {
    const map = new BoundedMap<string, number>(0);
    map.set('a', 1);
    expect(map.size).toBe(0);
    expect(map.get('a')).toBeUndefined();
  });
});
