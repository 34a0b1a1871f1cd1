import { describe, expect, it } from 'vitest';
import { scrubText } from './scrub-text.js';

describe('scrubText', () => {
  it('masks e-mail addresses and cuts query strings and fragments off URLs and paths', () => {
    expect(
      scrubText(
        'duplicate key (email)=(ada.lovelace@firm.example) at https://app.example/invite?token=abc#x and /reset?code=9',
      ),
    ).toBe('duplicate key (email)=([email]) at https://app.example/invite and /reset');
  });

  it('leaves a text without either alone', () => {
    expect(scrubText('relation "courses" does not exist')).toBe('relation "courses" does not exist');
  });
});
