import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { hookList } from './route-hooks.js';

/** The Fastify route config flag that marks a route's answers as raw. */
const RAW_RESPONSE = 'seqportalRawResponse';

/** For the few handlers that stream or answer in another format (health, files): no envelope. */
export const RawResponse = () => RouteConfig({ [RAW_RESPONSE]: true });

/*
 * The answers of raw routes, noted when their request starts. EnvelopeFastifyAdapter asks at every answer,
 * and reading the flag from the route config there would go through `request.routeOptions`, a getter that
 * builds a fresh options object each time.
 */
const rawReplies = new WeakSet<FastifyReply>();

const noteRawReply: onRequestHookHandler = (_request, reply, done) => {
  rawReplies.add(reply);
  done();
};

/** Gives every route marked @RawResponse() a request hook of its own; call before the routes are registered. */
export function trackRawResponseRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if ((route.config as Record<string, unknown> | undefined)?.[RAW_RESPONSE] !== true) return;
    route.onRequest = [noteRawReply, ...hookList(route.onRequest)];
  });
}

export function isRawResponseRoute(reply: FastifyReply): boolean {
  return rawReplies.has(reply);
}
