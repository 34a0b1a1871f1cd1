import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { defaultMediaDir } from '../integrations/video/local/local-media.js';
import { createDatabase, databaseTarget } from '../db/database.js';
import { seedDemoData } from './seed-demo-data.js';
import { seedViewers } from './seed-viewers.js';

// `npm run seed:viewers -- --viewers 10000 [--courses 10] [--out viewers.json]`: adds benchmark viewers (users with
// an active membership, each enrolled in an on-demand course with a recording) to DATABASE_URL or the PGlite
// DATA_DIR, with the server stopped (PGlite allows one process per data directory). Seeds the demo catalog first
// when the database has none. Writes [{userId, courseId}] to --out for scripts/bench-heartbeats.mjs.
const { values } = parseArgs({
  options: {
    viewers: { type: 'string', default: '10000' },
    courses: { type: 'string', default: '10' },
    out: { type: 'string' },
  },
});
const count = Number(values.viewers);
const courseLimit = Number(values.courses);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--viewers must be a whole number from 1 to 1000000');
  process.exit(2);
}
if (!Number.isInteger(courseLimit) || courseLimit < 1) {
  console.error('--courses must be a whole number of at least 1');
  process.exit(2);
}
const config = loadConfig();
const database = await createDatabase(databaseTarget(config));
await database.migrate();
await seedDemoData(database.db, new Date(), config.MEDIA_DIR ?? defaultMediaDir());
const started = Date.now();
const viewers = await seedViewers(database.db, count, courseLimit, new Date());
await database.close();
if (values.out) writeFileSync(values.out, JSON.stringify(viewers));
const courseCount = new Set(viewers.map((viewer) => viewer.courseId)).size;
console.log(
  `Added ${viewers.length} viewers in ${courseCount} courses to the ${database.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
