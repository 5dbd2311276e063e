// The S3-compatible server of `pnpm start`: s3rver, in this process, objects under <data dir>/s3.
import { createRequire } from 'node:module';
import { assertPortFree } from './net.mjs';

// s3rver accepts exactly one key pair, fixed in its source (lib/models/account.js: createKeyPair('S3RVER', 'S3RVER')).
export const S3RVER_KEY = 'S3RVER';
export const S3RVER_SECRET = 'S3RVER';

/** Buckets named in the environment (S3_BUCKET_*) exist from the first request; the API creates any other. */
function bucketsFrom(env) {
  return Object.entries(env)
    .filter(([key, value]) => key.startsWith('S3_BUCKET_') && value)
    .map(([, name]) => ({ name }));
}

export async function startS3rver({ directory, port, env }) {
  await assertPortFree(port, 'embedded S3 server', 'EMBEDDED_S3_PORT');
  // Loaded only when needed: s3rver pulls in Koa and winston, which a start with S3_ENDPOINT set can skip.
  const S3rver = createRequire(import.meta.url)('s3rver');
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: bucketsFrom(env),
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    httpServer: server.httpServer,
    async stop() {
      // The API has stopped by now; drop idle keep-alive sockets so that close() does not wait for them.
      server.httpServer.closeAllConnections?.();
      await server.close();
    },
  };
}
