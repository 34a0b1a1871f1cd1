import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the real built server on a fresh,
// empty embedded database that the server migrates and seeds on start.
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(tmpdir(), `counsel-e2e-${process.env.E2E_RUN_ID ?? String(process.ppid)}`);
// A copy of the demo recordings: the staff console's uploads land beside them, never in the repository.
const mediaDir = `${dataDir}-media`;
// The server's whole log at info level: global teardown (support/log-leaks.ts) searches it for leaked secrets.
const serverLog = `${dataDir}-server.log`;
const authSecret = randomBytes(32).toString('hex');
process.env.E2E_SERVER_LOG = serverLog;
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_AUTH_SECRET = authSecret;

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/log-leaks.ts',
  timeout: 45_000,
  // How long an assertion waits for the page to get there: generous, because CI shares two cores between the server,
  // two browsers and the live-session test's clock (a whole run has taken twice as long as on a quiet machine).
  // Speed is measured by `npm run bench` and the bundle budget, never by these waits.
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // As a reader who asks for less motion: toasts then appear and leave at once instead of fading (index.css), so
    // axe never judges the colours of a toast half-way through a fade, however slow the machine.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" "${mediaDir}" && cp -r ../apps/api/media "${mediaDir}" && node ../apps/api/dist/server.js > "${serverLog}" 2>&1`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Development mode, as `npm start` runs: the mailbox at /dev/mailbox is on and cookies work over http.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      MEDIA_DIR: mediaDir,
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000',
      // Every browser test signs up and in from 127.0.0.1; the per-e-mail limit still applies.
      IDENTITY_ATTEMPTS_PER_IP: '10000',
      // The heartbeat judge lets demo videos play (and earn credit) at up to 8x here, through the same rules.
      PLAYBACK_MAX_RATE: '8',
      BETTER_AUTH_SECRET: authSecret,
    },
  },
});
