import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A sandbox portal session needs no table: its id is `<customerId>.<expiry>.<signature>`, the signature an
 * HMAC-SHA256 (keyed with the sandbox's webhook secret) over the customer, the expiry and the return URL. The return
 * URL travels in the query string (`?return_url=`) so the path stays short; changing either breaks the signature.
 */

/** How long a portal link stays usable, like Stripe's short-lived portal sessions. */
export const PORTAL_SESSION_TTL_MS = 60 * 60 * 1000;

const CUSTOMER_ID = /^[A-Za-z0-9_]{1,100}$/;
const TOKEN = /^([A-Za-z0-9_]{1,100})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/;

export type PortalTokenCheck =
  | { kind: 'valid'; customerId: string; expiresAt: Date }
  | { kind: 'expired'; customerId: string }
  | { kind: 'invalid' };

function signature(secret: string, customerId: string, expiresAtSeconds: number, returnUrl: string): Buffer {
  return createHmac('sha256', secret)
    .update(`sandbox-portal\n${customerId}\n${expiresAtSeconds}\n${returnUrl}`)
    .digest();
}

export function isSandboxCustomerId(customerId: string): boolean {
  return CUSTOMER_ID.test(customerId);
}

export function signPortalToken(
  secret: string,
  input: { customerId: string; returnUrl: string; expiresAt: Date },
): string {
  if (!isSandboxCustomerId(input.customerId)) throw new Error('Not a sandbox customer id');
  const seconds = Math.floor(input.expiresAt.getTime() / 1000);
  const mac = signature(secret, input.customerId, seconds, input.returnUrl).toString('base64url');
  return `${input.customerId}.${seconds}.${mac}`;
}

export function verifyPortalToken(
  secret: string,
  token: string,
  returnUrl: string,
  now: Date,
): PortalTokenCheck {
  const match = TOKEN.exec(token);
  if (!match) return { kind: 'invalid' };
  const [, customerId = '', secondsText = '', mac = ''] = match;
  const seconds = Number(secondsText);
  const expected = signature(secret, customerId, seconds, returnUrl);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'invalid' };
  if (seconds * 1000 <= now.getTime()) return { kind: 'expired', customerId };
  return { kind: 'valid', customerId, expiresAt: new Date(seconds * 1000) };
}
