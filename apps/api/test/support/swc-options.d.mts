import type { Options } from '@swc/core';

/** How SWC compiles the API's TypeScript for the tests (the Vitest plugin and swc-loader.mjs). */
export declare const SWC_OPTIONS: Options;
