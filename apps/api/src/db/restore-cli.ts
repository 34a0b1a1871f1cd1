import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { CliError, requiredPathOption, runCli } from './cli-support.js';
import { restoreSnapshot } from './embedded-backup.js';

// `npm run db:restore -- --from FILE`: a backup made by `npm run db:backup` into DATA_DIR, which must be empty or
// missing (docs/decisions/018-embedded-database-backup.md).
runCli(async () => {
  const from = requiredPathOption(process.argv.slice(2), 'from', 'npm run db:restore -- --from FILE');
  const dataDir = path.resolve(loadConfig().DATA_DIR);
  let snapshot: Uint8Array;
  try {
    snapshot = new Uint8Array(readFileSync(from));
  } catch (error) {
    throw new CliError(`Cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { migrations } = await restoreSnapshot(dataDir, snapshot);
  console.log(
    `Restored ${from} into ${dataDir} (${migrations} migrations recorded). Start the server on it.`,
  );
});
