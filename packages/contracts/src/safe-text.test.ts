import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findUnsafeText, isSafeText, safeText, UNSAFE_TEXT_MESSAGE, unsafeTextProblem } from './safe-text.js';

const HIGH = '\uD83D';
const LOW = '\uDE00';

describe('the text rule', () => {
  it('accepts ordinary text, emoji (a surrogate pair) and the empty string', () => {
    for (const text of [
      '',
      'Ulrika Userholm-Brandt',
      'divorcé',
      `${HIGH}${LOW}`,
      'a\u00A0b\uFFFD',
      '\u0001\t\n',
    ])
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
  });

  it('refuses NUL anywhere and lone surrogates, high or low, at either end or inside', () => {
    expect(unsafeTextProblem('\u0000')).toBe('NUL_CHARACTER');
    expect(unsafeTextProblem('a\u0000b')).toBe('NUL_CHARACTER');
    expect(unsafeTextProblem(HIGH)).toBe('LONE_SURROGATE');
    expect(unsafeTextProblem(`a${HIGH}b`)).toBe('LONE_SURROGATE');
    expect(unsafeTextProblem(`${LOW}a`)).toBe('LONE_SURROGATE');
    expect(unsafeTextProblem(`${LOW}${HIGH}`)).toBe('LONE_SURROGATE');
    expect(unsafeTextProblem(`${HIGH}${LOW}${HIGH}`)).toBe('LONE_SURROGATE');
  });

  it('finds the first unsafe string in nested values and keys, with its path', () => {
    expect(findUnsafeText({ a: 'ok', b: [1, null, true, { c: 'fine' }] })).toBeNull();
    expect(findUnsafeText('a\u0000')).toEqual({ path: [], problem: 'NUL_CHARACTER' });
    expect(findUnsafeText({ name: 'ok', list: ['x', { deep: `y${HIGH}` }] })).toEqual({
      path: ['list', 1, 'deep'],
      problem: 'LONE_SURROGATE',
    });
    expect(findUnsafeText({ ok: 1, 'k\u0000ey': 'value' })).toEqual({
      path: ['k\u0000ey'],
      problem: 'NUL_CHARACTER',
    });
    expect(findUnsafeText({ first: 'a\u0000', second: `b${LOW}` })?.path).toEqual(['first']);
  });

  it('walks a body nested 50,000 levels deep without overflowing the stack', () => {
    const depth = 50_000;
    const parsed: unknown = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findUnsafeText(parsed)?.path).toHaveLength(depth);
    expect(findUnsafeText(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`))).toBeNull();
  });

  it('safeText() adds the rule to a string schema, keeping its own checks', () => {
    const name = safeText(z.string().min(2));
    expect(name.safeParse('Ann').success).toBe(true);
    expect(name.safeParse('A').success).toBe(false);
    const refused = name.safeParse('Ann\u0000');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(UNSAFE_TEXT_MESSAGE);
    expect(safeText().safeParse(`x${HIGH}`).success).toBe(false);
  });
});
