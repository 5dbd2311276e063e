import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { randomSecret, sha256Hex } from '../helpers/secrets.js';
import { REGISTRATION_KEY_SECONDS } from '../helpers/session-lifetimes.js';

/**
 * The key CheckMsgCode hands out after a correct registration code: step 2 (Register / RegisterSub) presents
 * it instead of the code. Bound to the phone it was issued for, usable once.
 */
@Injectable()
export class RegistrationKeyStore {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  async issue(phone: string): Promise<string> {
    const key = randomSecret();
    await this.redis.set(AccountKeys.registrationKey(sha256Hex(key)), phone, 'EX', REGISTRATION_KEY_SECONDS);
    return key;
  }

  /** Whether the key is still valid for this phone, without using it (a refused step 2 may be retried). */
  async isValid(key: string, phone: string): Promise<boolean> {
    return (await this.redis.get(AccountKeys.registrationKey(sha256Hex(key)))) === phone;
  }

  /** Uses the key; false when it expired, was used meanwhile, or belongs to another phone. */
  async consume(key: string, phone: string): Promise<boolean> {
    return (await this.redis.getdel(AccountKeys.registrationKey(sha256Hex(key)))) === phone;
  }
}
