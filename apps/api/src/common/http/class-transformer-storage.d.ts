// class-transformer keeps its decorator metadata in this module and publishes no types for the path.
declare module 'class-transformer/cjs/storage.js' {
  export const defaultMetadataStorage: unknown;
}
