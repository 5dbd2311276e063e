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
 * One-time tickets for the event stream. EventSource cannot send an Authorization header, and a long-lived
 * access token in a URL would end up in proxy and server logs; a ticket is useless after one use or a minute.
 * Kept in Redis so that any API instance can accept a ticket another one issued.
 */
@Injectable()
export class StreamTicketStore {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async issue(customer: CustomerPrincipal): Promise<string> {
    const ticket = randomBytes(24).toString('base64url');
    const claims: StreamTicketClaims = { memberId: customer.memberId, sessionId: customer.sessionId };
    await this.redis.set(KEY_PREFIX + ticket, JSON.stringify(claims), 'EX', STREAM_TICKET_TTL_SECONDS);
    return ticket;
  }

  /** The claims of a valid ticket, which is used up by this call; null when unknown, used or expired. */
  async consume(ticket: string): Promise<StreamTicketClaims | null> {
    const value = await this.redis.getdel(KEY_PREFIX + ticket);
    return value ? (JSON.parse(value) as StreamTicketClaims) : null;
  }
}
