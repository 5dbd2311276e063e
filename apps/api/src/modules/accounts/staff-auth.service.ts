import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UserInputError } from '../../common/errors/domain-errors.js';
import type { StaffTokenClaims } from '../../common/auth/staff-principal.js';
import { TokenAudience } from '../../common/auth/token-audience.js';
import type { AuthConfig } from '../../config/configuration.js';
import { StaffAccount } from './entities/staff-account.entity.js';
import { PasswordHasher } from './password-hasher.js';
import type { StaffSessionDto } from './dto/staff-login.dto.js';

const WRONG_CREDENTIALS = '账号或密码错误';

@Injectable()
export class StaffAuthService {
  constructor(
    @InjectRepository(StaffAccount) private readonly staff: Repository<StaffAccount>,
    private readonly jwt: JwtService,
    private readonly config: ConfigService,
  ) {}

  async login(username: string, password: string): Promise<StaffSessionDto> {
    const account = await this.staff.findOne({ where: { username, active: true } });
    // Same message for an unknown user and a wrong password, so that usernames cannot be probed.
    if (!account || !(await PasswordHasher.verify(account.passwordHash, password))) {
      throw new UserInputError(WRONG_CREDENTIALS);
    }
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
}
