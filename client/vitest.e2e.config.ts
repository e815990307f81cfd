import { defineConfig } from 'vitest/config';

/** Browser tests: Debian's chromium driven by playwright-core against the production build and server. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    pool: 'forks',
    reporters: ['verbose'],
  },
});
