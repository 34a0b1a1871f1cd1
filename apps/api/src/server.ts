import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { loadOrCreateLocalSecret } from './integrations/auth/local-secret.js';
import { resolveSandboxWebhookSecret } from './integrations/payments/sandbox/sandbox-secret.js';
import { loadConfig } from './config/env.js';
import { buildApp } from './app.js';
import { createDatabase, databaseTarget, prepareDataDir, restrictDataDirModes } from './db/database.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { seedDemoFirm } from './db/seed/seed-demo-firm.js';
import { seedDemoStaff } from './db/seed/seed-demo-staff.js';
import { systemClock } from './integrations/clock/clock.js';
import { defaultMediaDir } from './integrations/video/local/local-media.js';

/** `npm start`: migrate, seed an empty database with the demo catalog, serve the API and the web app. */
async function main(): Promise<void> {
  // Whatever this process writes (the embedded database, the secrets kept in DATA_DIR) is the owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  const database = await createDatabase(databaseTarget(config));
  if (database.kind === 'pglite') await database.migrate();
  if (config.SEED_DEMO_DATA) {
    await seedDemoData(database.db, systemClock.now(), config.MEDIA_DIR ?? defaultMediaDir());
    // The demo firm's and the demo staff member's accounts have a published password: never in production.
    if (!config.isProduction) {
      await seedDemoFirm(database.db, systemClock.now());
      await seedDemoStaff(database.db, systemClock.now());
    }
  }
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false }) : undefined;
  const identitySecret = config.BETTER_AUTH_SECRET ?? loadOrCreateLocalSecret(path.resolve(config.DATA_DIR));
  const sandboxWebhookSecret = config.stripe ? undefined : resolveSandboxWebhookSecret(config);
  const app = await buildApp({
    config,
    database,
    identitySecret,
    ...(sandboxWebhookSecret ? { sandboxWebhookSecret } : {}),
    ...(redis ? { redis } : {}),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      await redis?.quit();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // The job queue's tables and the identity and sandbox secrets are written by now: DATA_DIR is 0700, its files 0600.
  const dataDir = path.resolve(config.DATA_DIR);
  if (existsSync(dataDir)) {
    prepareDataDir(dataDir);
    restrictDataDirModes(dataDir);
  }
  app.log.info(`Counsel CLE on ${config.APP_URL} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
