import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { enrollErrorMessage, membershipRequiredOptions } from './enrollment-errors';

const refusal = (details: unknown) =>
  new ApiError(403, 'MEMBERSHIP_REQUIRED', 'A membership is required.', details);

describe('membershipRequiredOptions', () => {
  it('reads the access options of a MEMBERSHIP_REQUIRED refusal, dropping unknown ones', () => {
    expect(membershipRequiredOptions(refusal({ accessOptions: ['MEMBERSHIP', 'PURCHASE', 'GIFT'] }))).toEqual(
      ['MEMBERSHIP', 'PURCHASE'],
    );
  });

  it('still offers a membership when the refusal has no details', () => {
    expect(membershipRequiredOptions(refusal(undefined))).toEqual(['MEMBERSHIP']);
  });

  it('ignores other errors', () => {
    expect(membershipRequiredOptions(new ApiError(403, 'FORBIDDEN', 'No.'))).toBeNull();
    expect(membershipRequiredOptions(new Error('boom'))).toBeNull();
  });
});

describe('enrollErrorMessage', () => {
  it('explains a refusal for lack of access, and passes on other reasons', () => {
    expect(enrollErrorMessage(refusal({ accessOptions: ['MEMBERSHIP'] }))).toBe(
      'This course needs a membership or a purchase to enroll.',
    );
    expect(enrollErrorMessage(new ApiError(404, 'COURSE_NOT_FOUND', 'No such course'))).toBe(
      'You are not enrolled: No such course.',
    );
  });
});
