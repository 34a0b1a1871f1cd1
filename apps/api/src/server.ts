import { loadConfig } from './config/env.js';
import { CliError } from './db/cli-support.js';
import type { Tracing } from './integrations/tracing/tracing.js';

// The server's entry (`node apps/api/dist/server.js`). Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set, has to start
// before Fastify, pg and the rest are loaded for its instrumentations to see them: so it starts first, and the server
// (run-server.ts) is imported after it. Without the variable the tracing packages are never loaded.
try {
  const config = loadConfig();
  let tracing: Tracing | undefined;
  if (config.OTEL_EXPORTER_OTLP_ENDPOINT) {
    const { startTracing } = await import('./integrations/tracing/tracing.js');
    tracing = startTracing(config.OTEL_SERVICE_NAME);
  }
  const { runServer } = await import('./run-server.js');
  await runServer(config, tracing);
} catch (error: unknown) {
  // A refusal (the data directory is held by another process) is one line; anything else with its stack.
  console.error(error instanceof CliError ? error.message : error);
  process.exit(1);
}
