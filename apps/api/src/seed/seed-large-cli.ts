import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { createDatabase, databaseTarget } from '../db/database.js';
import { seedLargeCatalog } from './seed-large.js';

// `npm run seed:large -- --courses 5000`: adds generated courses to DATABASE_URL or the PGlite DATA_DIR
// (with the server stopped: PGlite allows one process per data directory).
const { values } = parseArgs({ options: { courses: { type: 'string', default: '5000' } } });
const count = Number(values.courses);
if (!Number.isInteger(count) || count < 1 || count > 200_000) {
  console.error('--courses must be a whole number from 1 to 200000');
  process.exit(2);
}
const config = loadConfig();
const database = await createDatabase(databaseTarget(config));
await database.migrate();
const started = Date.now();
const inserted = await seedLargeCatalog(database.db, count, new Date());
await database.close();
console.log(
  `Added ${inserted} courses to the ${database.kind} database in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
