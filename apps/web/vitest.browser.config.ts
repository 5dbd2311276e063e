import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built system started as `pnpm start` would (API + web on one port), driven by
 * playwright-core in Debian's Chromium. They run after `pnpm build` (see scripts/test.mjs).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.browser.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
