import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';

/** How long a ticket may wait before the page opens the stream with it. */
export const STREAM_TICKET_TTL_SECONDS = 60;

const KEY_PREFIX = 'order-events-ticket:';

export interface StreamTicketClaims {
  memberId: number;
  sessionId: string;
}

/**
 * One-time tickets for event streams. EventSource cannot send an Authorization header, and a long-lived access
 * token in a URL would end up in proxy and server logs; a ticket is useless after one use or a minute. Kept in
 * Redis so that any API instance can accept a ticket another one issued. `purpose` keeps the tickets of different
 * streams apart (a ticket for the support chat never opens the order stream).
 */
@Injectable()
export class StreamTicketStore {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  issue(customer: CustomerPrincipal): Promise<string> {
    return this.issueFor(KEY_PREFIX, { memberId: customer.memberId, sessionId: customer.sessionId });
  }

  /** The claims of a valid ticket, which is used up by this call; null when unknown, used or expired. */
  consume(ticket: string): Promise<StreamTicketClaims | null> {
    return this.consumeFor<StreamTicketClaims>(KEY_PREFIX, ticket);
  }

  async issueFor(purpose: string, claims: object): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    await this.redis.set(purpose + ticket, JSON.stringify(claims), 'EX', STREAM_TICKET_TTL_SECONDS);
    return ticket;
  }

  async consumeFor<T>(purpose: string, ticket: string): Promise<T | null> {
    const value = await this.redis.getdel(purpose + ticket);
    return value ? (JSON.parse(value) as T) : null;
  }
}
