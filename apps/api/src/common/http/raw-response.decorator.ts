import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';

/** The Fastify route config flag that EnvelopeFastifyAdapter reads. */
const RAW_RESPONSE = 'seqportalRawResponse';

/** For the few handlers that stream or answer in another format (health, files): no envelope. */
export const RawResponse = () => RouteConfig({ [RAW_RESPONSE]: true });

export function isRawResponseRoute(reply: FastifyReply): boolean {
  const config = reply.request?.routeOptions?.config as unknown as Record<string, unknown> | undefined;
  return config?.[RAW_RESPONSE] === true;
}
