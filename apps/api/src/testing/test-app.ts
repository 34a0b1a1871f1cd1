import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../app.js';
import { testConfig, type Env } from '../config/env.js';
import type { DatabaseHandle } from '../db/database.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database, for `app.inject()` route tests. `dependencies.roleFacts` gives
 * chosen users a role (USER, ENTERPRISE) in their ID tokens while no subscription or firm tables exist;
 * `dependencies.googleIdTokenVerifier` checks Google ID tokens over a local key set (with GOOGLE_CLIENT_ID set).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  dependencies: Pick<
    AppDependencies,
    'roleFacts' | 'googleIdTokenVerifier' | 'sandboxWebhookSecret' | 'paymentProvider' | 'jobQueue'
  > = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: '100000', ...overrides }),
    database,
    ...dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
