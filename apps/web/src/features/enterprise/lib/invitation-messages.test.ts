import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { acceptErrorMessage, invitedEmailOf, invitationProblemOf } from './invitation-messages';

describe('invitation messages', () => {
  it('tells invitation refusals apart and reads the invited address', () => {
    expect(invitationProblemOf(new ApiError(410, 'INVITATION_EXPIRED', 'x'))?.title).toBe(
      'This invitation has expired',
    );
    expect(invitationProblemOf(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBeNull();
    const mismatch = new ApiError(403, 'INVITATION_EMAIL_MISMATCH', 'x', {
      invitedEmail: 'grace@firm.example',
    });
    expect(invitedEmailOf(mismatch)).toBe('grace@firm.example');
    expect(invitedEmailOf(new ApiError(403, 'FORBIDDEN', 'x'))).toBeNull();
  });

  it('words the refusals of accepting that are not about the link', () => {
    expect(acceptErrorMessage(new ApiError(409, 'ALREADY_IN_FIRM', 'x'))).toMatch(/seat in another firm/);
    expect(acceptErrorMessage(new ApiError(403, 'EMAIL_NOT_VERIFIED', 'x'))).toMatch(
      /^Verify your e-mail address/,
    );
  });
});
