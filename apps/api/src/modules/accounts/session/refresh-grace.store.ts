import { Inject, Injectable } from '@nestjs/common';
import type { TokenData } from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { FieldCipher } from '../../../infra/crypto/field-cipher.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { sha256Hex } from '../helpers/secrets.js';

/**
 * The pair a refresh token was just exchanged for, kept for the grace window so that a second tab presenting the
 * same token at the same moment gets the same pair instead of looking like a stolen token. The pair is encrypted
 * with a key derived from the old refresh token, which only its holder has: the stored value opens for nobody else,
 * Redis administrators included (the key name is a different hash of it).
 */
@Injectable()
export class RefreshGraceStore {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async remember(presented: string, pair: TokenData, seconds: number): Promise<void> {
    if (seconds <= 0) return;
    const sealed = cipherFor(presented).encrypt(JSON.stringify(pair));
    await this.redis.set(AccountKeys.refreshGrace(sha256Hex(presented)), sealed, 'EX', seconds);
  }

  /** The pair `presented` was exchanged for, while the window lasts; null after it. */
  async recall(presented: string): Promise<TokenData | null> {
    const sealed = await this.redis.get(AccountKeys.refreshGrace(sha256Hex(presented)));
    if (!sealed) return null;
    try {
      return JSON.parse(cipherFor(presented).decrypt(sealed)) as TokenData;
    } catch {
      return null;
    }
  }
}

function cipherFor(presented: string): FieldCipher {
  return new FieldCipher(`refresh-grace:${presented}`);
}
