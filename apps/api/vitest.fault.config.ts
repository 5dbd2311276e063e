import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/*
 * The fault stage of `pnpm test`, after the API suite: real child processes (API, worker, PostgreSQL, S3 server)
 * killed, paused and signalled. Slower than the API suite, so kept out of its every run.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // Replaces the API suite's list (mergeConfig would add to it).
    include: ['test/fault/**/*.fault-spec.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // One at a time: the scenarios pause servers and measure how fast calls fail.
    fileParallelism: false,
  },
});
