import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TooManyRequestsError, UserInputError } from '../../common/errors/domain-errors.js';
import type { StaffTokenClaims } from '../../common/auth/staff-principal.js';
import { TokenAudience } from '../../common/auth/token-audience.js';
import type { AuthConfig } from '../../config/configuration.js';
import { AuditLogService } from '../../infra/audit/audit-log.service.js';
import { StaffAccount } from './entities/staff-account.entity.js';
import { PasswordHasher } from './password-hasher.js';
import type { StaffSessionDto } from './dto/staff-login.dto.js';
import { StaffLoginLockout } from './staff-login-lockout.js';

const WRONG_CREDENTIALS = '账号或密码错误';

export const staffLockedMessage = (minutes: number) => `密码错误次数过多，账号已锁定，请${minutes}分钟后再试`;

@Injectable()
export class StaffAuthService {
  constructor(
    @InjectRepository(StaffAccount) private readonly staff: Repository<StaffAccount>,
    private readonly jwt: JwtService,
    private readonly config: ConfigService,
    private readonly lockout: StaffLoginLockout,
    private readonly audit: AuditLogService,
  ) {}

  async login(username: string, password: string): Promise<StaffSessionDto> {
    // A locked account is refused before its password is checked: the right password does not open it either.
    if (await this.lockout.isLocked(username)) throw this.lockedError();
    const account = await this.staff.findOne({ where: { username, active: true } });
    // Same message for an unknown user and a wrong password, so that usernames cannot be probed.
    if (!account || !(await PasswordHasher.verify(account.passwordHash, password))) {
      if (await this.lockout.recordFailure(username)) {
        if (account) await this.auditLock(account);
        throw this.lockedError();
      }
      throw new UserInputError(WRONG_CREDENTIALS);
    }
    await this.lockout.clearFailures(username);
    const { accessTtlSeconds } = this.config.getOrThrow<AuthConfig>('auth');
    const claims: StaffTokenClaims = { sub: String(account.id), username: account.username, roles: account.roles };
    const token = await this.jwt.signAsync(claims, { audience: TokenAudience.Staff });
    return {
      token,
      username: account.username,
      displayName: account.displayName,
      roles: account.roles,
      expiresIn: accessTtlSeconds,
    };
  }

  private lockedError(): TooManyRequestsError {
    return new TooManyRequestsError(staffLockedMessage(Math.ceil(this.lockout.lockSeconds / 60)));
  }

  /** The lock is recorded against the account itself: administrators see it in the audit log. */
  private async auditLock(account: StaffAccount): Promise<void> {
    const until = new Date(Date.now() + this.lockout.lockSeconds * 1000).toISOString();
    await this.audit.record(
      this.staff.manager,
      { staff: { staffId: account.id, username: account.username, roles: account.roles } },
      [
        {
          action: 'staff.login-locked',
          targetType: 'staff-account',
          targetId: account.username,
          before: null,
          after: { lockedUntil: until, reason: 'repeated failed logins' },
        },
      ],
    );
  }
}
