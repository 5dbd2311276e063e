import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { ApiEnvelope } from '@seqportal/contract';
import type { FastifyReply } from 'fastify';
import { ApiResult, SUCCESS_MESSAGE } from './api-result.js';
import { isRawResponseRoute } from './raw-response.decorator.js';

/**
 * Wraps every controller result as `{ code: 0, message, body }` (DESIGN.md section 2) where Nest hands it to
 * Fastify, rather than in a global interceptor: an interceptor puts an rxjs pipeline around every request,
 * which cost a tenth of the throughput of a catalogue GET. Failures never pass here; EnvelopeExceptionFilter
 * sends them. Routes marked @RawResponse() (health, files, event streams) are sent as they are, through
 * Nest's own reply (streams, files, content types).
 */
export class EnvelopeFastifyAdapter extends FastifyAdapter {
  override reply(response: Parameters<FastifyAdapter['reply']>[0], body: unknown, statusCode?: number): FastifyReply {
    // A raw ServerResponse (no Fastify reply) only reaches here from code that bypasses the router: left as is.
    if (!('request' in response) || isRawResponseRoute(response)) return super.reply(response, body, statusCode);
    // An envelope is a plain JSON object: none of the stream, file, error-body or content-type cases of Nest's
    // reply() apply to it, and skipping them saves a few header lookups on every answer.
    if (statusCode !== undefined) void response.code(statusCode);
    return response.send(toEnvelope(body));
  }
}

export function toEnvelope(result: unknown): ApiEnvelope {
  if (result instanceof ApiResult) return { code: 0, message: result.message, body: result.body ?? null };
  return { code: 0, message: SUCCESS_MESSAGE, body: result ?? null };
}
