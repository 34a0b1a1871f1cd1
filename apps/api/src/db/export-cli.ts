import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { formatBytes, requiredPathOption, runCli } from './cli-support.js';
import { snapshotDataDir } from './embedded-backup.js';
import { openPgliteSnapshot } from './pglite-snapshot.js';
import { dumpPgliteAsSql } from './sql-dump.js';

// `npm run db:export -- --out FILE`: the embedded database in DATA_DIR as SQL that loads into PostgreSQL 15+
// (`npm run db:import`). Works while the server runs: the dump is made from the server's snapshot
// (docs/decisions/018-embedded-database-backup.md).
runCli(async () => {
  const out = requiredPathOption(process.argv.slice(2), 'out', 'npm run db:export -- --out FILE');
  const dataDir = path.resolve(loadConfig().DATA_DIR);
  const started = performance.now();
  const { snapshot, from } = await snapshotDataDir(dataDir);
  const client = await openPgliteSnapshot(snapshot, null);
  let dump: string;
  try {
    dump = await dumpPgliteAsSql(client);
  } finally {
    await client.close();
  }
  writeFileSync(out, dump, { mode: 0o600 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = from === 'server' ? 'snapshot from the running server' : 'server stopped';
  console.log(
    `Exported ${dataDir} to ${out} (${formatBytes(Buffer.byteLength(dump))}, ${seconds} s, ${source}).`,
  );
});
