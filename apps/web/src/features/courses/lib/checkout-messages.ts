import { errorReason } from '../../../lib/error-reason';

/** A refused course checkout, never swallowed: "No payment was started: You already own this course." */
export function courseCheckoutErrorMessage(error: unknown): string {
  return `No payment was started: ${errorReason(error, 'something went wrong. Please try again.')}`;
}
