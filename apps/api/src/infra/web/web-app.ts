import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressText, preferredCoding } from '../../common/http/content-coding.js';
import { ROUTE_NOT_FOUND } from '../../common/http/envelope-exception.filter.js';
import { defaultWebDistDir } from '../../config/project-paths.js';
import { createPageHints } from './page-hints.js';

/**
 * Serves the built web app from the API's port: real files as they are (hashed assets cached for a
 * year), every other non-API GET gets index.html (revalidated every time) so that client-side routes survive
 * a reload. The build writes brotli and gzip variants beside its text files (apps/web/vite-precompress.ts):
 * they go out by the request's Accept-Encoding with Content-Encoding and Vary: Accept-Encoding, the plain file
 * to a client that takes neither.
 * A shop page whose largest picture or lazy chunks are known in advance (page-hints.ts) gets its document with
 * preload links for them (the picture's first in the head) and its first data added, compressed on the fly (a few
 * KB: well under a millisecond).
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
  const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
  const hints = createPageHints(app, root);
  // The early hints go right after the charset declaration (which must stay first), the others before </head>:
  // the document is cut there once, and each page's hints are set between the pieces.
  const headEnd = indexHtml.indexOf('</head>');
  const charset = /<meta charset=[^>]*>/i.exec(indexHtml);
  const headStart = indexHtml.indexOf('<head>');
  const earlyAt = charset ? charset.index + charset[0].length : headStart >= 0 ? headStart + '<head>'.length : headEnd;
  const [beforeEarly, beforeLate, afterLate] = [
    indexHtml.slice(0, earlyAt),
    indexHtml.slice(earlyAt, headEnd),
    indexHtml.slice(headEnd),
  ];
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const { early, late } = headEnd >= 0 ? await hints(request.url) : { early: [], late: [] };
    if (early.length + late.length === 0) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendHtml(request, reply, `${beforeEarly}${early.join('')}${beforeLate}${late.join('')}${afterLate}`);
  };
  fastify.get('/*', (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.status(404).send(ROUTE_NOT_FOUND);
    }
    return sendIndex(request, reply);
  });
  fastify.get('/', sendIndex);
  return true;
}

/** A document made for this request, compressed like the prebuilt variants by the request's Accept-Encoding. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
  void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (coding === null) return reply.send(html);
  return reply.header('content-encoding', coding).send(compressText(html, coding));
}
