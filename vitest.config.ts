import { defineConfig } from 'vitest/config';

// One Vitest run over every workspace: `npm run test:unit`.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web'],
  },
});
