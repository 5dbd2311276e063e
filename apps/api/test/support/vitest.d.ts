declare module 'vitest' {
  export interface ProvidedContext {
    s3Endpoint: string;
  }
}
export {};
