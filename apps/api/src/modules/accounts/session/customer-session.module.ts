import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CUSTOMER_SESSION_CHECKER } from '../../../common/auth/customer-session.checker.js';
import { CustomerSession } from '../entities/customer-session.entity.js';
import { SessionRevocationService } from './session-revocation.service.js';

/**
 * Global so that CustomerAuthGuard, wherever a domain module uses it, finds the session checker and
 * rejects access tokens of revoked sessions (logout, refresh-token reuse) with 102.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([CustomerSession])],
  providers: [SessionRevocationService, { provide: CUSTOMER_SESSION_CHECKER, useExisting: SessionRevocationService }],
  exports: [SessionRevocationService, CUSTOMER_SESSION_CHECKER],
})
export class CustomerSessionModule {}
