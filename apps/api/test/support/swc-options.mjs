// How SWC compiles the API's TypeScript for the tests, in one place: the Vitest plugin (vitest.config.ts) and the
// loader that runs the sources in a plain `node` process (swc-loader.mjs) both read it, so the two compile alike.
// Decorator metadata is on because Nest's dependency injection reads it.
export const SWC_OPTIONS = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};
