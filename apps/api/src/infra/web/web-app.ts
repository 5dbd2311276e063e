import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';
import { defaultWebDistDir } from '../../config/project-paths.js';

/**
 * Serves the built web app from the API's port: real files as they are (hashed assets cached for a
 * year), every other non-API GET gets index.html (revalidated every time) so that client-side routes survive
 * a reload. The build writes brotli and gzip variants beside its text files (apps/web/vite-precompress.ts):
 * they go out by the request's Accept-Encoding with Content-Encoding and Vary: Accept-Encoding, the plain file
 * to a client that takes neither.
 * Returns false when there is no build to serve (API-only runs and most tests).
 */
export async function serveWebApp(app: NestFastifyApplication, configuredDir?: string): Promise<boolean> {
  const root = configuredDir || defaultWebDistDir();
  if (!root || !existsSync(join(root, 'index.html'))) return false;
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    // The variants are reached through their plain names only.
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(join(root, 'assets'));
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  fastify.get('/*', (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send({ code: 404, message: '接口不存在', body: null });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  fastify.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  return true;
}
