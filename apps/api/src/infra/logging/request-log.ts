import type { FastifyInstance } from 'fastify';
import type { Logger as Pino } from 'pino';

/** Probes would fill the log with a line every few seconds. */
const UNLOGGED_PATHS = new Set(['/api/health']);

/**
 * One line per answered request: id, method, path (never the query string, which can carry phone numbers),
 * status and time. Headers and bodies (tokens, codes) are never logged. A Fastify hook rather than an HTTP
 * logging middleware with a per-request child logger: it costs nothing when the level is above info, and
 * lines written by services carry no request context unless they name it (the exception filter does).
 */
export function registerRequestLog(fastify: FastifyInstance, pino: Pino): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const failed = reply.statusCode >= 500;
    const level = failed ? 'error' : 'info';
    if (pino.isLevelEnabled(level)) {
      const path = request.url.split('?')[0]!;
      if (!UNLOGGED_PATHS.has(path)) {
        pino[level](
          {
            req: { id: request.id, method: request.method, path },
            res: { statusCode: reply.statusCode },
            responseTime: Math.round(reply.elapsedTime),
          },
          failed ? 'request errored' : 'request completed',
        );
      }
    }
    done();
  });
}
