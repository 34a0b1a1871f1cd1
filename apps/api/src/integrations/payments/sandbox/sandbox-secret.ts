import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file in DATA_DIR that keeps the generated secret across restarts. */
export const SANDBOX_SECRET_FILE = 'sandbox-webhook-secret';

/**
 * The sandbox payment provider signs its webhook events with this secret (the Stripe way, `t=…,v1=…`) and the
 * webhook route verifies them with it. SANDBOX_WEBHOOK_SECRET wins; otherwise a random `whsec_sandbox_…` secret is
 * created in DATA_DIR on first start (mode 0600), like the identity secret (integrations/auth/local-secret.ts). It
 * never lives in the repository and is never logged.
 */
export function resolveSandboxWebhookSecret(config: {
  SANDBOX_WEBHOOK_SECRET?: string | undefined;
  DATA_DIR: string;
}): string {
  return config.SANDBOX_WEBHOOK_SECRET ?? loadOrCreateSandboxWebhookSecret(path.resolve(config.DATA_DIR));
}

export function loadOrCreateSandboxWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = `whsec_sandbox_${randomBytes(32).toString('hex')}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
