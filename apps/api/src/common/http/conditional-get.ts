import { hash } from 'node:crypto';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { appendVary } from './vary.js';
import { hookList } from './route-hooks.js';

/** The Fastify route config flag that marks a GET route as answering conditional requests. */
const CONDITIONAL_GET = 'seqportalConditionalGet';

/**
 * For read-only catalogue GETs (issue 22): the answer carries an ETag, and a request whose If-None-Match names it
 * gets 304 without a body, so a returning browser revalidates cheaply.
 *
 * The tag is a hash of the answer as sent, so it is right for whoever asks: a visitor's answer (no prices) and
 * each organisation's contract prices give different tags, and any change of goods, prices or contracts changes
 * it. `private, no-cache` keeps shared caches out (the answer depends on the bearer) and makes the browser ask
 * every time; `Vary: Authorization` keeps a visitor's copy apart from a signed-in one.
 */
export const ConditionalGet = () => RouteConfig({ [CONDITIONAL_GET]: true });

/** Gives every route marked @ConditionalGet() a send hook of its own; call before the routes are registered. */
export function installConditionalGet(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[CONDITIONAL_GET] !== true) return;
    route.onSend = [...hookList(route.onSend), answerConditionally];
  });
}

const answerConditionally: onSendHookHandler = (request, reply, payload, done) => {
  // Errors, refusals in the envelope (their code is not 0 but the status may be 200) and streams pass unchanged:
  // only a successful answer is worth revalidating.
  if (reply.statusCode !== 200 || typeof payload !== 'string' || !payload.startsWith('{"code":0,')) {
    done(null, payload);
    return;
  }
  // sha1 of the serialised answer: a few microseconds for a detail page, far less than reading it again. The
  // one-shot hash() spares the Hash object that createHash().update().digest() builds for every answer.
  const etag = `"${hash('sha1', payload, 'base64url')}"`;
  void reply.header('etag', etag);
  void reply.header('cache-control', 'private, no-cache');
  appendVary(reply, 'Authorization');
  if (matches(request, etag)) {
    void reply.code(304);
    void reply.removeHeader('content-type');
    done(null, '');
    return;
  }
  done(null, payload);
};

/** If-None-Match: a list of tags (weak or strong, compared weakly as RFC 9110 asks for GET) or `*`. */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
