import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { loadOrCreateLocalSecret } from './integrations/auth/local-secret.js';
import { resolveSandboxWebhookSecret } from './integrations/payments/sandbox/sandbox-secret.js';
import type { AppConfig } from './config/env.js';
import { buildApp } from './app.js';
import { createDatabase, databaseTarget, prepareDataDir, restrictDataDirModes } from './db/database.js';
import { assertDataDirFree, serveBackups } from './db/embedded-backup.js';
import { seedDemoData } from './seed/seed-demo-data.js';
import { seedDemoFirm } from './seed/seed-demo-firm.js';
import { seedDemoStaff } from './seed/seed-demo-staff.js';
import { systemClock } from './integrations/clock/clock.js';
import { defaultMediaDir } from './integrations/video/local/local-media.js';
import type { Tracing } from './integrations/tracing/tracing.js';

/**
 * `npm start` (through server.ts): migrate, seed an empty database with the demo catalog, serve the API and the web
 * app. `tracing` is running when OTEL_EXPORTER_OTLP_ENDPOINT is set: stopped last, so the shutdown's spans are sent.
 */
export async function runServer(config: AppConfig, tracing?: Tracing): Promise<void> {
  // Whatever this process writes (the embedded database, the secrets kept in DATA_DIR) is the owner's alone.
  process.umask(0o077);
  const target = databaseTarget(config);
  // PGlite allows one process per data directory: not while another server or a db:* command holds it.
  if (target.kind === 'pglite' && target.dataDir) await assertDataDirFree(target.dataDir);
  const database = await createDatabase(target);
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

  // `npm run db:backup` and `db:export` ask this process for a consistent copy over <DATA_DIR>.backup.sock (ADR 018).
  const backups =
    target.kind === 'pglite' && target.dataDir && database.snapshot
      ? await serveBackups(target.dataDir, database.snapshot)
      : undefined;
  if (backups?.unavailable) app.log.warn(`online backups unavailable: ${backups.unavailable}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM (a deploy, an orchestrator): not ready at once (GET /api/ready 503) but still serving for the grace
    // period, so the load balancer sends new work elsewhere; then close, which finishes the requests held.
    // SIGINT (Ctrl-C): close at once.
    const graceMs = signal === 'SIGTERM' ? config.SHUTDOWN_GRACE_SECONDS * 1000 : 0;
    app.lifecycle.draining = true;
    app.log.info({ signal, graceMs }, 'shutting down');
    const force = setTimeout(() => process.exit(1), graceMs + 10_000);
    force.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, graceMs));
      await app.close();
      await backups?.close();
      await database.close();
      await redis?.quit();
      await tracing?.shutdown();
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
