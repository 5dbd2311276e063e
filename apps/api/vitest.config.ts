import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { SWC_OPTIONS } from './test/support/swc-options.mjs';

/*
 * API tests run on Vitest rather than Jest: NestJS 12 is ESM-only, and Jest on Node 20 cannot load the
 * CommonJS packages (such as @nestjs/throttler) that require it, while Vitest leaves node_modules to
 * Node, whose require(esm) handles them. SWC compiles TypeScript with the decorator metadata Nest needs.
 */
export default defineConfig({
  // The same options as the loader that runs the sources in plain node processes (test/support/swc-loader.mjs).
  plugins: [swc.vite(SWC_OPTIONS)],
  resolve: {
    alias: {
      '@seqportal/contract': fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: ['test/**/*.e2e-spec.ts', 'src/**/*.spec.ts'],
    globalSetup: ['test/support/global-setup.mjs'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
