import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Playwright's global teardown: searches the server's log of the whole browser run (written at LOG_LEVEL=info by the
 * webServer command in playwright.config.ts) for what must never be logged (apps/api/src/plugins/logging.ts): the
 * identity secret, the sandbox's webhook secret, bearer and ID tokens, the passwords the tests type, test card
 * numbers, one-time link tokens and e-mail bodies. Any hit fails the run, with the offending lines.
 */

/** Passwords the browser tests and the demo accounts use (e2e/support/accounts.ts, e2e/tests/*). */
const PASSWORDS = [
  'compiler-harbour-1906',
  'demo-firm-lantern-2026',
  'demo-staff-beacon-2026',
  'new-orchard-lantern-77',
  'orchid-lantern-harbor-58',
];

const PATTERNS: { what: string; pattern: RegExp }[] = [
  { what: 'a JWT (identity or playback token)', pattern: /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { what: 'a bearer token', pattern: /Bearer\s+[A-Za-z0-9._~+/-]{8,}/ },
  {
    what: 'a test card number',
    pattern: /4242\s?4242\s?4242\s?4242|4000\s?0000\s?0000\s?0002|4000\s?0025\s?0000\s?3155/,
  },
  {
    what: 'a one-time token in a URL',
    pattern: /[?&](?:token|code|signature)=(?!\[REDACTED\]|%5BREDACTED%5D)[^&\s"]+/i,
  },
  { what: 'a calendar feed token', pattern: /\/api\/live\/calendar\/(?!\[REDACTED\])[^/\s"?]+/ },
  { what: 'an e-mail body', pattern: /<!doctype html|<html[\s>]/i },
  { what: 'a session cookie', pattern: /better-auth\.session_token=/ },
];

export default function checkServerLogForLeaks(): void {
  const logFile = process.env.E2E_SERVER_LOG;
  const dataDir = process.env.E2E_DATA_DIR;
  if (!logFile || !existsSync(logFile)) throw new Error(`No server log to check at ${logFile ?? '(unset)'}`);
  const lines = readFileSync(logFile, 'utf8').split('\n');
  const requests = lines.filter((line) => line.includes('"incoming request"')).length;
  // The check means something only if the run's requests were logged.
  if (requests < 50)
    throw new Error(`The server log holds ${requests} requests: it was not written at info level`);

  const literals = [...PASSWORDS];
  if (process.env.E2E_AUTH_SECRET) literals.push(process.env.E2E_AUTH_SECRET);
  const sandboxSecret = dataDir ? path.join(dataDir, 'sandbox-webhook-secret') : '';
  if (sandboxSecret && existsSync(sandboxSecret)) literals.push(readFileSync(sandboxSecret, 'utf8').trim());

  const leaks: string[] = [];
  lines.forEach((line, index) => {
    const hits = [
      ...literals
        .filter((literal) => literal.length >= 8 && line.includes(literal))
        .map(() => 'a secret or password'),
      ...PATTERNS.filter(({ pattern }) => pattern.test(line)).map(({ what }) => what),
    ];
    if (hits.length > 0) leaks.push(`line ${index + 1} (${hits.join(', ')}): ${line.slice(0, 300)}`);
  });
  if (leaks.length > 0) {
    throw new Error(`The server log leaks ${leaks.length} line(s):\n${leaks.slice(0, 20).join('\n')}`);
  }
  console.log(
    `Server log: ${lines.length} lines, ${requests} requests, no credential, secret or e-mail body.`,
  );
}
