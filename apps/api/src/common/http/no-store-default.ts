import type { FastifyInstance } from 'fastify';

/**
 * Every API GET that does not say otherwise answers `Cache-Control: no-store` (issue 22). The web client no longer
 * adds a cache-busting `date` to its GETs (a new URL per call defeated the catalogue's ETag), so the answers must
 * themselves keep browsers and intermediaries from storing a personalised answer (orders, credit, member data).
 * Routes that chose their caching keep it: the catalogue's conditional GETs (`private, no-cache` with an ETag, set
 * by their own send hook, which runs after this one), public reference data with a max-age, files and redirects.
 */
export function installNoStoreDefault(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !reply.hasHeader('cache-control')) {
      if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
