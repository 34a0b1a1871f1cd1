import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace: `npm run test:unit`.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
    // Vitest leaves one core free by default, which on a 2-core CI machine means one test file at a time; the
    // suite is CPU-bound and each file has its own database, so every core runs one (docs/performance.md).
    maxWorkers: availableParallelism(),
  },
});
