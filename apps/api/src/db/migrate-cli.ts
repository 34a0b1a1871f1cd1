import { loadConfig } from '../config/env.js';
import { createDatabase, databaseTarget } from './database.js';

// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or to the PGlite DATA_DIR).
const config = loadConfig();
const database = await createDatabase(databaseTarget(config));
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
