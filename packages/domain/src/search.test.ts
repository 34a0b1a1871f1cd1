import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeForSearch } from './search.js';

describe('normalizeForSearch', () => {
  it('ignores case and accents', () => {
    expect(normalizeForSearch('Divorcé')).toBe('divorce');
    expect(normalizeForSearch('DIVORCE')).toBe('divorce');
    expect(normalizeForSearch('  Ñandú   Über ')).toBe('nandu uber');
  });
});

describe('matchesSearch', () => {
  it('matches every word anywhere in the text', () => {
    expect(matchesSearch('Divorce and Family Law in Texas', 'divorcé texas')).toBe(true);
    expect(matchesSearch('Divorce and Family Law', 'divorce florida')).toBe(false);
    expect(matchesSearch('anything', '   ')).toBe(true);
  });
});

describe('normalizeForSearch with control characters', () => {
  it('turns them into spaces so no NUL byte reaches the database', () => {
    expect(normalizeForSearch('a\u0000b\tc')).toBe('a b c');
  });
});
