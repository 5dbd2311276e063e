import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { BotChallenge } from '@seqportal/contract';
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { Redis } from 'ioredis';
import { UserInputError } from '../../../common/errors/domain-errors.js';
import type { AuthConfig } from '../../../config/configuration.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { decodeBotProof, secondsUntilExpiry } from '../helpers/bot-proof.js';
import { AccountKeys } from '../helpers/redis-keys.js';

/**
 * Solving takes on average maxnumber / 2 SHA-256 hashes. A mid-range phone does roughly 100,000-200,000 per
 * second in the widget's web workers, so 100,000 costs about half a second there (and a bot the same per SMS).
 */
export const BOT_CHALLENGE_MAX_NUMBER = 100_000;
export const BOT_CHALLENGE_TTL_SECONDS = 5 * 60;

/** ALTCHA proof-of-work before an SMS is sent (the contract fixes the v1 challenge shape). */
@Injectable()
export class BotCheckService {
  private readonly hmacKey: string;

  constructor(
    config: ConfigService,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    this.hmacKey = config.getOrThrow<AuthConfig>('auth').altchaHmacKey;
  }

  async createChallenge(): Promise<BotChallenge> {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: BOT_CHALLENGE_MAX_NUMBER,
      expires: new Date(Date.now() + BOT_CHALLENGE_TTL_SECONDS * 1000),
    });
    return {
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      maxnumber: challenge.maxnumber ?? BOT_CHALLENGE_MAX_NUMBER,
      salt: challenge.salt,
      signature: challenge.signature,
    };
  }

  /** Accepts a proof once: solved, signed by us, unexpired and never presented before. */
  async verify(sig: string): Promise<void> {
    const proof = decodeBotProof(sig);
    if (!proof || !(await verifySolution(proof, this.hmacKey, true))) {
      throw new UserInputError(AccountMessages.botCheckFailed);
    }
    // Remembered only until the challenge would have expired anyway: after that verifySolution refuses it.
    const ttl = Math.max(1, secondsUntilExpiry(proof.salt));
    const first = await this.redis.set(AccountKeys.usedBotChallenge(proof.signature), '1', 'EX', ttl, 'NX');
    if (first !== 'OK') throw new UserInputError(AccountMessages.botCheckUsed);
  }
}
