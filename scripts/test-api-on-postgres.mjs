// The PostgreSQL lane of the API tests (docs/engineering-rules.md#tests): the same Vitest suite, each test file on its own fresh
// database on the TEST_DATABASE_URL server. Skipped, and says so, when TEST_DATABASE_URL is not set.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('API tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them).');
  process.exit(0);
}
console.log('API tests on PostgreSQL at TEST_DATABASE_URL');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
