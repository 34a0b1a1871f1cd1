import { describe, expect, it } from 'vitest';
import { fieldsOf, isRecord } from './is-record.js';

describe('isRecord', () => {
  it('accepts plain objects and refuses null, arrays and primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord({})).toBe(true);
    expect(isRecord(null)).toBe(false);
    expect(isRecord([1, 2])).toBe(false);
    expect(isRecord('text')).toBe(false);
    expect(isRecord(3)).toBe(false);
    expect(isRecord(undefined)).toBe(false);
  });

  it('fieldsOf gives the object itself, or no fields', () => {
    const body = { token: 'x' };
    expect(fieldsOf(body)).toBe(body);
    expect(fieldsOf(['token'])).toEqual({});
    expect(fieldsOf(null)).toEqual({});
  });
});
