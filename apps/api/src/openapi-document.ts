import { buildApp } from './app.js';
import { testConfig } from './config/env.js';
import { createDatabase } from './db/database.js';

/** The OpenAPI document as the running app would publish it, built on a throw-away in-memory database. */
export async function generateOpenApiDocument(): Promise<unknown> {
  const database = await createDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp({ config: testConfig(), database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await database.close();
  }
}

export const OPENAPI_SNAPSHOT_PATH = new URL('../openapi.snapshot.json', import.meta.url);
