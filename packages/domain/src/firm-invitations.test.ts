import { describe, expect, it } from 'vitest';
import { previewInvitees } from './firm-invitations.js';

describe('previewInvitees', () => {
  it('says row by row what inviting would do, up to the free seats', () => {
    const text = [
      'Name,E-mail',
      'Ada Lovelace, ada@example.com',
      'grace@example.com, Grace Hopper',
      'Bad Address, not-an-email',
      'Ada Again, ADA@example.com',
      'Member Already, member@example.com',
      'One Too Many, late@example.com',
      'X, x@example.com',
    ].join('\n');
    expect(previewInvitees(text, new Set(['member@example.com']), 2)).toEqual([
      { line: 2, fullName: 'Ada Lovelace', email: 'ada@example.com', outcome: 'NEW' },
      { line: 3, fullName: 'Grace Hopper', email: 'grace@example.com', outcome: 'NEW' },
      { line: 4, fullName: 'Bad Address', email: 'not-an-email', outcome: 'INVALID_EMAIL' },
      { line: 5, fullName: 'Ada Again', email: 'ada@example.com', outcome: 'DUPLICATE' },
      { line: 6, fullName: 'Member Already', email: 'member@example.com', outcome: 'ALREADY_MEMBER' },
      { line: 7, fullName: 'One Too Many', email: 'late@example.com', outcome: 'OVER_LIMIT' },
      { line: 8, fullName: 'X', email: 'x@example.com', outcome: 'INVALID_NAME' },
    ]);
  });
  it('keeps a first line that holds an address, and treats no free seats as over the limit', () => {
    expect(previewInvitees('Jo Doe,jo@example.com', new Set(), 0)).toEqual([
      { line: 1, fullName: 'Jo Doe', email: 'jo@example.com', outcome: 'OVER_LIMIT' },
    ]);
  });
});
