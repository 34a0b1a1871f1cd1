import type { EnrollmentState } from '@counsel/contracts';
import { isApiError } from '../../../lib/api-client';
import { errorReason } from '../../../lib/error-reason';

type AccessOptions = EnrollmentState['accessOptions'];

const ACCESS_OPTIONS: readonly string[] = ['MEMBERSHIP', 'PURCHASE'] satisfies AccessOptions;

function isAccessOption(value: unknown): value is AccessOptions[number] {
  return typeof value === 'string' && ACCESS_OPTIONS.includes(value);
}

/**
 * The ways in offered by a 403 MEMBERSHIP_REQUIRED refusal of POST /enroll (`details.accessOptions`), or null for
 * any other error. Unknown options are dropped; a refusal without details still offers a membership.
 */
export function membershipRequiredOptions(error: unknown): AccessOptions | null {
  if (!isApiError(error) || error.status !== 403 || error.code !== 'MEMBERSHIP_REQUIRED') return null;
  const details: unknown = error.details;
  const raw =
    typeof details === 'object' && details !== null && 'accessOptions' in details
      ? details.accessOptions
      : undefined;
  const options = Array.isArray(raw) ? raw.filter(isAccessOption) : [];
  return options.length > 0 ? options : ['MEMBERSHIP'];
}

/** A refused enrollment, in words for a toast. */
export function enrollErrorMessage(error: unknown): string {
  if (membershipRequiredOptions(error)) return 'This course needs a membership or a purchase to enroll.';
  return `You are not enrolled: ${errorReason(error, 'something went wrong. Please try again.')}`;
}
