import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Outside production, when BETTER_AUTH_SECRET is unset, the embedded identity provider keeps a random secret
 * in DATA_DIR (created on first start, mode 0600), so sessions and signing keys survive a restart. The secret
 * never lives in the repository.
 */
export function loadOrCreateLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'identity-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
