import { readFileSync } from 'node:fs';
import { loadConfig } from '../config/env.js';
import { CliError, formatBytes, requiredPathOption, runCli } from './cli-support.js';
import { createDatabase } from './database.js';
import { loadSqlDump } from './sql-dump.js';

// `npm run db:import -- --from FILE`: loads a dump made by `npm run db:export` into the empty database at
// DATABASE_URL, in one transaction, then applies any migration newer than the dump (none when versions match).
runCli(async () => {
  const from = requiredPathOption(process.argv.slice(2), 'from', 'npm run db:import -- --from FILE');
  const url = loadConfig().DATABASE_URL;
  if (!url)
    throw new CliError('DATABASE_URL is not set: db:import loads the dump into that PostgreSQL database.');
  let dump: string;
  try {
    dump = readFileSync(from, 'utf8');
  } catch (error) {
    throw new CliError(`Cannot read ${from}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const started = performance.now();
  const { migrations } = await loadSqlDump(url, dump);
  const database = await createDatabase({ kind: 'postgres', url, poolMax: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Imported ${from} (${formatBytes(Buffer.byteLength(dump))}, ${migrations} migrations recorded) in ${seconds} s.`,
  );
});
