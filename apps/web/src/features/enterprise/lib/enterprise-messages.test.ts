import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { inviteErrorMessage, memberActionErrorMessage, seatsExhaustedMessage } from './enterprise-messages';

describe('enterprise messages', () => {
  it('words SEATS_EXHAUSTED with its numbers', () => {
    expect(seatsExhaustedMessage({ seatsPurchased: 5, seatsInUse: 4, seatsFree: 1 }, 3)).toBe(
      'Only 1 seat of 5 is free for 3 lawyers. Nobody was invited. Remove a member, revoke an invitation or buy more seats, then try again.',
    );
    expect(seatsExhaustedMessage({ seatsPurchased: 3, seatsInUse: 3, seatsFree: 0 })).toMatch(
      /^All 3 seats are taken \(3 in use\)\./,
    );
    expect(seatsExhaustedMessage(undefined)).toMatch(/^There are not enough free seats/);
  });

  it('lists the addresses already in the firm', () => {
    const error = new ApiError(409, 'ENTERPRISE_MEMBER_EXISTS', 'x', {
      emails: ['a@x.example', 'b@x.example'],
    });
    expect(inviteErrorMessage(error, 2)).toMatch(/^a@x\.example, b@x\.example are already in your firm/);
  });

  it('explains the administrator rules and falls back to the API’s words', () => {
    expect(memberActionErrorMessage(new ApiError(409, 'LAST_ADMINISTRATOR', 'x'))).toMatch(
      /at least one administrator/,
    );
    expect(memberActionErrorMessage(new ApiError(409, 'MEMBER_STATUS_CONFLICT', 'Already accepted'))).toBe(
      'Already accepted. The list has been refreshed.',
    );
    expect(memberActionErrorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
