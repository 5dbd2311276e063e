import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The signed-in customer identity (one member account; a phone may own several). */
export interface CustomerPrincipal {
  memberId: number;
  /** The company the member belongs to; null for a personal account. */
  organisationId: number | null;
  /** Session (refresh-token family) the access token belongs to; logout revokes it. */
  sessionId: string;
}

export interface CustomerTokenClaims {
  sub: string;
  org: number | null;
  sid: string;
}

export type CustomerRequest = FastifyRequest & { customer?: CustomerPrincipal };

/** The customer set by CustomerAuthGuard; undefined for visitors on optional routes. */
export const CurrentCustomer = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<CustomerRequest>().customer;
});
