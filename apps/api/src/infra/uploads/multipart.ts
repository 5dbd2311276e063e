import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** Instances that already have the plugin queued: the check must not wait for it to load (see below). */
const registered = new WeakSet<FastifyInstance>();

/**
 * Registers @fastify/multipart once per Fastify instance, whichever module asks first (delivery uploads, file
 * uploads). Limits are set per request by each handler; the plugin's global ones are only a safety net.
 * Call it from onModuleInit. The plugin is only queued, not awaited: awaiting would make Fastify build the
 * routes Nest has declared so far right away, before Nest installs its error handler, and body-parsing errors
 * (malformed JSON, oversized bodies) would then bypass the envelope. Queued, it loads with everything else at ready().
 */
export function ensureMultipart(fastify: FastifyInstance): void {
  if (registered.has(fastify) || fastify.hasContentTypeParser('multipart/form-data')) return;
  registered.add(fastify);
  void fastify.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fields: 20 } });
}
