import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SmsCodeType } from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { DataSource, IsNull, Not } from 'typeorm';
import { AuthenticationError, TooManyRequestsError, UserInputError } from '../../../common/errors/domain-errors.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { REDIS_CLIENT } from '../../../infra/redis/redis.constants.js';
import { CustomerSession } from '../entities/customer-session.entity.js';
import { Member } from '../entities/member.entity.js';
import { randomDigits, randomSecret, sha256Hex } from '../helpers/secrets.js';
import { SessionRevocationService } from '../session/session-revocation.service.js';
import { SmsCodeService } from '../sms-code/sms-code.service.js';
import { ContactMessages } from './contact-messages.js';

const PHONE_KEY_SECONDS = 10 * 60;
const EMAIL_CODE_SECONDS = 10 * 60;
const EMAIL_COOLDOWN_SECONDS = 60;
const EMAIL_MAX_WRONG_TRIES = 5;

const keys = {
  phoneChange: (keyHash: string) => `accounts:phone-change:${keyHash}`,
  emailCode: (memberId: number) => `accounts:email:code:${memberId}`,
  emailCooldown: (memberId: number) => `accounts:email:cooldown:${memberId}`,
};

/** Wrong e-mail tries count; the fifth voids the code. Answers 1 right, 0 wrong; KEEP=1 leaves a right code in place. */
const CHECK_EMAIL_SCRIPT = `
local hash = redis.call('HGET', KEYS[1], 'hash')
if not hash then return 0 end
if hash == ARGV[1] and redis.call('HGET', KEYS[1], 'email') == ARGV[2] then
  if ARGV[4] ~= '1' then redis.call('DEL', KEYS[1]) end
  return 1
end
local tries = redis.call('HINCRBY', KEYS[1], 'tries', 1)
if tries >= tonumber(ARGV[3]) then redis.call('DEL', KEYS[1]) end
return 0
`;

/**
 * Moving a member to a new phone (old phone verified first, then the new one) and setting its e-mail (a code sent
 * to the address). Codes and keys live in Redis only as hashes.
 */
@Injectable()
export class ContactChangeService {
  private readonly logger = new Logger(ContactChangeService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly codes: SmsCodeService,
    private readonly mail: MailService,
    private readonly revocation: SessionRevocationService,
  ) {}

  /** Step 1: the code sent to the current phone; answers a single-use key for step 2. */
  async verifyOldPhone(memberId: number, phone: string, code: string): Promise<string> {
    const member = await this.member(memberId);
    if (member.phone !== phone) throw new UserInputError(ContactMessages.notCurrentPhone);
    if (!(await this.codes.verify(phone, SmsCodeType.PhoneChange, code))) throw this.phoneCodeInvalid();
    const key = randomSecret();
    await this.redis.set(keys.phoneChange(sha256Hex(key)), String(memberId), 'EX', PHONE_KEY_SECONDS);
    return key;
  }

  /** Step 2: the new phone's code; the member moves, and its other sessions (of the old phone) end. */
  async changePhone(
    memberId: number,
    currentSessionId: string,
    mobile: string,
    code: string,
    key: string,
  ): Promise<void> {
    const keyName = keys.phoneChange(sha256Hex(key));
    if ((await this.redis.get(keyName)) !== String(memberId)) throw new UserInputError(ContactMessages.keyMissing);
    const member = await this.member(memberId);
    if (member.phone === mobile) throw new UserInputError(ContactMessages.samePhone);
    if (await this.hasSameIdentity(member, mobile)) throw new UserInputError(ContactMessages.phoneHasIdentity);
    if (!(await this.codes.verify(mobile, SmsCodeType.PhoneChange, code))) throw this.phoneCodeInvalid();
    // Used once: a second ChangePhone with the same key is refused.
    if ((await this.redis.getdel(keyName)) !== String(memberId)) throw new UserInputError(ContactMessages.keyMissing);
    const revoked = await this.dataSource.transaction(async (manager) => {
      await manager.update(Member, { id: memberId }, { phone: mobile });
      const sessions = await manager.find(CustomerSession, {
        where: { memberId, revokedAt: IsNull(), id: Not(currentSessionId) },
        select: { id: true },
      });
      if (sessions.length > 0) {
        await manager.update(
          CustomerSession,
          sessions.map((session) => session.id),
          { revokedAt: new Date(), revokedReason: 'phone-change' },
        );
      }
      return sessions.map((session) => session.id);
    });
    for (const sessionId of revoked) await this.revocation.markRevoked(sessionId);
  }

  async sendEmailCode(memberId: number, email: string): Promise<void> {
    await this.member(memberId);
    const cooldown = await this.redis.set(keys.emailCooldown(memberId), '1', 'EX', EMAIL_COOLDOWN_SECONDS, 'NX');
    if (cooldown !== 'OK') throw new TooManyRequestsError(ContactMessages.emailCooldown);
    const code = randomDigits(6);
    const name = keys.emailCode(memberId);
    await this.redis
      .multi()
      .del(name)
      .hset(name, 'hash', sha256Hex(code), 'email', email.toLowerCase(), 'tries', 0)
      .expire(name, EMAIL_CODE_SECONDS)
      .exec();
    await this.mail.send({
      to: email,
      subject: 'SeqPortal 邮箱验证码',
      content: `您正在设置 SeqPortal 账号的邮箱，验证码为 ${code}，10分钟内有效。如非本人操作，请忽略本邮件。`,
      purpose: 'email-code',
    });
    this.logger.log(`E-mail code issued for member ${memberId}`);
  }

  /** Checks without using the code (the layer's first step); the e-mail defaults to the one the code went to. */
  async checkEmailCode(memberId: number, code: string, email?: string): Promise<void> {
    const target = email ?? (await this.redis.hget(keys.emailCode(memberId), 'email')) ?? '';
    if (!(await this.matchEmailCode(memberId, target, code, true))) throw this.emailCodeInvalid();
  }

  async submitEmail(memberId: number, email: string, code: string): Promise<void> {
    await this.member(memberId);
    if (!(await this.matchEmailCode(memberId, email, code, false))) throw this.emailCodeInvalid();
    await this.dataSource.manager.update(Member, { id: memberId }, { email });
  }

  private async matchEmailCode(memberId: number, email: string, code: string, keep: boolean): Promise<boolean> {
    const result = await this.redis.eval(
      CHECK_EMAIL_SCRIPT,
      1,
      keys.emailCode(memberId),
      sha256Hex(code.trim()),
      email.toLowerCase(),
      EMAIL_MAX_WRONG_TRIES,
      keep ? '1' : '0',
    );
    return result === 1;
  }

  /** The same identity on the new phone: the same organisation's member, or a second personal account. */
  private async hasSameIdentity(member: Member, phone: string): Promise<boolean> {
    return this.dataSource.manager.exists(Member, {
      where: { phone, organisationId: member.organisationId ?? IsNull(), active: true },
    });
  }

  private phoneCodeInvalid(): UserInputError {
    return new UserInputError(ContactMessages.phoneCodeInvalid, ContactMessages.phoneCodeInvalidHint);
  }

  private emailCodeInvalid(): UserInputError {
    return new UserInputError(ContactMessages.emailCodeInvalid, ContactMessages.emailCodeInvalidHint);
  }

  private async member(memberId: number): Promise<Member> {
    const member = await this.dataSource.manager.findOne(Member, { where: { id: memberId, active: true } });
    if (!member) throw new AuthenticationError(102);
    return member;
  }
}
