import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on a fresh in-memory PGlite (src/testing/test-app.ts).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
