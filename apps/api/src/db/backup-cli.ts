import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { formatBytes, requiredPathOption, runCli } from './cli-support.js';
import { snapshotDataDir } from './embedded-backup.js';

// `npm run db:backup -- --out FILE`: a consistent copy of the embedded database in DATA_DIR (and the secrets kept
// there), taken by the running server over its backup socket, or from the files when no server runs
// (docs/decisions/018-embedded-database-backup.md). `npm run db:restore` puts it back.
runCli(async () => {
  const out = requiredPathOption(process.argv.slice(2), 'out', 'npm run db:backup -- --out FILE');
  const dataDir = path.resolve(loadConfig().DATA_DIR);
  const started = performance.now();
  const { snapshot, from } = await snapshotDataDir(dataDir);
  writeFileSync(out, snapshot, { mode: 0o600 });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const source = from === 'server' ? 'taken by the running server' : 'server stopped';
  console.log(`Backed up ${dataDir} to ${out} (${formatBytes(snapshot.length)}, ${seconds} s, ${source}).`);
});
