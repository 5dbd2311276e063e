import { fileURLToPath } from 'node:url';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

/*
 * API tests run on Vitest rather than Jest: NestJS 12 is ESM-only, and Jest on Node 20 cannot load the
 * CommonJS packages (such as @nestjs/throttler) that require it, while Vitest leaves node_modules to
 * Node, whose require(esm) handles them. SWC compiles TypeScript with the decorator metadata Nest needs.
 */
export default defineConfig({
  plugins: [
    swc.vite({
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        target: 'es2022',
        keepClassNames: true,
      },
      module: { type: 'es6' },
    }),
  ],
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
