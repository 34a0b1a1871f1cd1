import Stripe from 'stripe';
import { PaymentProviderError } from '../payment-provider.js';

/** Anything that looks like a Stripe secret is masked before a message leaves the adapter. */
const SECRET_PATTERN = /\b(?:sk|rk|pk)_[A-Za-z0-9_*]+|\bwhsec_[A-Za-z0-9_*]+/g;

export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATTERN, '[redacted]');
}

/** Runs one SDK call; a StripeError becomes a PaymentProviderError (404 / resource_missing → notFound). */
export async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(what, error);
  }
}

function toProviderError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const notFound = error.statusCode === 404 || error.code === 'resource_missing';
    const kind = [error.rawType ?? error.type, error.code].filter(Boolean).join('/');
    const status = error.statusCode === undefined ? '' : ` (HTTP ${error.statusCode})`;
    const request = error.requestId ? ` [${error.requestId}]` : '';
    return new PaymentProviderError(
      `Stripe ${what} failed: ${kind}${status}${request}: ${redactSecrets(error.message)}`,
      notFound,
    );
  }
  const name = error instanceof Error ? error.name : typeof error;
  return new PaymentProviderError(`Stripe ${what} failed: ${name}`);
}
