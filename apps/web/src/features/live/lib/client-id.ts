const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A random id for one open room page (22 characters of [A-Za-z0-9_-], as the presence contract asks). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
