import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ForbiddenError, UserInputError } from '../../../common/errors/domain-errors.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { randomSecret, sha256Hex } from '../helpers/secrets.js';
import { LOGIN_TICKET_SECONDS } from '../helpers/session-lifetimes.js';

interface TicketContent {
  memberIds: number[];
}

/**
 * Proof of a passed SMS login, naming exactly the members of that phone. GetToken takes a member id from the
 * client, so without the ticket it would hand out anyone's token; with it, only the identities just proven.
 */
@Injectable()
export class LoginTicketStore {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async issue(memberIds: number[]): Promise<string> {
    const ticket = randomSecret();
    const content: TicketContent = { memberIds };
    await this.redis.set(
      AccountKeys.loginTicket(sha256Hex(ticket)),
      JSON.stringify(content),
      'EX',
      LOGIN_TICKET_SECONDS,
    );
    return ticket;
  }

  /** Uses the ticket up for `memberId`; a member outside the ticket is refused and leaves the ticket as it was. */
  async redeem(ticket: string, memberId: number): Promise<void> {
    const key = AccountKeys.loginTicket(sha256Hex(ticket));
    const stored = await this.redis.get(key);
    if (!stored) throw new UserInputError(AccountMessages.ticketInvalid);
    const content = JSON.parse(stored) as TicketContent;
    if (!content.memberIds.includes(memberId)) throw new ForbiddenError(AccountMessages.identityNotInTicket);
    // GETDEL decides between concurrent redemptions: only one of them still finds the ticket.
    if ((await this.redis.getdel(key)) === null) throw new UserInputError(AccountMessages.ticketInvalid);
  }
}
