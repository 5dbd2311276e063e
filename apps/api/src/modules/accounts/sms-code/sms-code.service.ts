import { Inject, Injectable, Logger } from '@nestjs/common';
import { maskPhone, type SmsCodeTypeValue } from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { TooManyRequestsError } from '../../../common/errors/domain-errors.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { SmsService } from '../../../infra/sms/sms.service.js';
import { AccountKeys } from '../helpers/redis-keys.js';
import { randomDigits, sha256Hex } from '../helpers/secrets.js';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_TTL_SECONDS,
  smsCodeContent,
  smsPurpose,
} from '../helpers/sms-rules.js';
import { SmsSendLimiter } from './sms-send-limiter.js';

/*
 * Checks a code atomically: every attempt counts, a right code is used up, and the fifth wrong attempt
 * deletes the code, so that a sixth attempt fails even with the right code.
 * Returns 1 for a match, 0 for a miss, -1 when there is no (longer a) code.
 */
const VERIFY_SCRIPT = `
local expected = redis.call('HGET', KEYS[1], 'hash')
if not expected then return -1 end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if tries > tonumber(ARGV[2]) then
  redis.call('DEL', KEYS[1])
  return -1
end
if expected == ARGV[1] then
  redis.call('DEL', KEYS[1])
  return 1
end
if tries >= tonumber(ARGV[2]) then redis.call('DEL', KEYS[1]) end
return 0
`;

/** SMS verification codes per phone and type, kept in Redis only as their SHA-256. */
@Injectable()
export class SmsCodeService {
  private readonly logger = new Logger(SmsCodeService.name);

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly limiter: SmsSendLimiter,
    private readonly sms: SmsService,
  ) {}

  /** Issues a new code (replacing an older one of the same type) and queues the SMS. 429 over the limits. */
  async send(phone: string, type: SmsCodeTypeValue, ip: string): Promise<void> {
    if (!(await this.limiter.tryAcquire(phone, ip))) {
      this.logger.warn(`SMS code refused by the send limits for ${maskPhone(phone)}`);
      throw new TooManyRequestsError();
    }
    const code = randomDigits(SMS_CODE_LENGTH);
    const key = AccountKeys.smsCode(phone, type);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', sha256Hex(code), 'tries', 0)
      .expire(key, SMS_CODE_TTL_SECONDS)
      .exec();
    await this.sms.send({ phone, content: smsCodeContent(code), purpose: smsPurpose(type) });
    this.logger.log(`SMS code (${smsPurpose(type)}) issued for ${maskPhone(phone)}`);
  }

  /** True once for the right code; wrong tries count towards voiding it. */
  async verify(phone: string, type: SmsCodeTypeValue, code: string): Promise<boolean> {
    const result = await this.redis.eval(
      VERIFY_SCRIPT,
      1,
      AccountKeys.smsCode(phone, type),
      sha256Hex(code.trim()),
      SMS_CODE_MAX_WRONG_TRIES,
    );
    return result === 1;
  }
}
