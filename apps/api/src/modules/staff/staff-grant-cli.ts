import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/env.js';
import { createDatabase, databaseTarget } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import { systemClock } from '../../integrations/clock/clock.js';
import { grantStaffFromCommandLine } from './staff.service.js';

/*
 * `npm run staff:grant -- --email someone@example.com`: makes an existing account a staff member
 * (docs/product-rules.md#staff). Runs against DATABASE_URL, or the embedded database in DATA_DIR (stop the server
 * first: the embedded database takes one process at a time). The account's next sign-in carries the staff role.
 */
const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error('Usage: npm run staff:grant -- --email someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await createDatabase(databaseTarget(config));
try {
  await database.migrate();
  const outcome = await grantStaffFromCommandLine(database.db, email, systemClock.now());
  console.log(
    outcome === 'granted' ? `${email} is now a staff member.` : `${email} was already a staff member.`,
  );
} catch (error) {
  if (error instanceof AppError) {
    console.error(error.message);
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
