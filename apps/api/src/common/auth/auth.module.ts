import { createSecretKey } from 'node:crypto';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import type { AuthConfig } from '../../config/configuration.js';
import { CustomerAuthGuard } from './customer-auth.guard.js';
import { StaffAuthGuard } from './staff-auth.guard.js';
import { TOKEN_ALGORITHM } from './token-audience.js';

/** JWT signing and the guards, shared by every module. */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (config: ConfigService) => {
        const { jwtSecret, accessTtlSeconds } = config.getOrThrow<AuthConfig>('auth');
        return {
          // A key object rather than the string: given a string, jsonwebtoken first tries to parse it as a PEM
          // public key at every verification and only falls back to a secret after that throws, which was a
          // tenth of the CPU of an authenticated request.
          secret: createSecretKey(Buffer.from(jwtSecret, 'utf8')),
          signOptions: { algorithm: TOKEN_ALGORITHM, expiresIn: accessTtlSeconds, issuer: 'seqportal' },
          verifyOptions: { algorithms: [TOKEN_ALGORITHM], issuer: 'seqportal' },
        };
      },
    }),
  ],
  providers: [StaffAuthGuard, CustomerAuthGuard],
  exports: [JwtModule, StaffAuthGuard, CustomerAuthGuard],
})
export class AuthModule {}
