/** The claims of our ID token that the browser reads (docs/product-rules.md#roles). The signature is the API's business. */
export interface IdTokenClaims {
  sub?: string;
  role?: unknown;
  email?: string;
  name?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
}

/**
 * Decodes the payload (middle part) of a JWT with atob — no library, no verification. Names may hold any
 * character, so the bytes are read as UTF-8. Returns {} for anything that is not a readable JWT.
 */
export function decodeIdToken(token: string): IdTokenClaims {
  const part = token.split('.')[1];
  if (!part) return {};
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null ? payload : {};
  } catch {
    return {};
  }
}

/** Milliseconds since the epoch at which the token expires, or null when it carries no expiry. */
export function idTokenExpiresAt(claims: IdTokenClaims): number | null {
  return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
}
