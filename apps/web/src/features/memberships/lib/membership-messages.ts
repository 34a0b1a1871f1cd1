import { ENTERPRISE_MAX_SEATS, ENTERPRISE_MIN_SEATS } from '@counsel/contracts/constants';
import { isApiError } from '../../../lib/api-client';
import { errorReason as reasonOf } from '../../../lib/error-reason';

const SEAT_RANGE = `Enter a whole number of seats from ${ENTERPRISE_MIN_SEATS} to ${ENTERPRISE_MAX_SEATS}.`;

export const SEATS_MISSING = SEAT_RANGE;

/** Why the seat count cannot be quoted: "At most 1000 seats. Enter a whole number of seats from 2 to 1000." */
export function seatQuoteErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
    return `${reasonOf(error, SEAT_RANGE)} ${SEAT_RANGE}`;
  }
  return reasonOf(error, 'We could not work out the price. Please try again.');
}

/** A failed checkout is said, not swallowed (docs/product-rules.md#error-messages): the user must know that no payment started. */
export function checkoutErrorMessage(error: unknown): string {
  return `No payment was started: ${reasonOf(error, 'something went wrong. Please try again.')}`;
}

/** The API's NO_BILLING_ACCOUNT: nothing was ever bought, so there is no billing account to open. */
export const NO_BILLING_ACCOUNT_CODE = 'NO_BILLING_ACCOUNT';

export function portalErrorMessage(error: unknown): string {
  // Not a failure to apologise for: said plainly ("You have no membership or purchases to manage yet.").
  if (isApiError(error) && error.code === NO_BILLING_ACCOUNT_CODE) return reasonOf(error, '');
  return `Billing could not be opened: ${reasonOf(error, 'something went wrong. Please try again.')}`;
}
