import { Module } from '@nestjs/common';
import { AuditModule } from '../../infra/audit/audit.module.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffAuthController } from './admin/staff-auth.controller.js';
import { BusinessController } from './business/business.controller.js';
import { BusinessService } from './business/business.service.js';
import { CertificationModule } from './certification/certification.module.js';
import { ContactChangeController } from './contact-change/contact-change.controller.js';
import { ContactChangeService } from './contact-change/contact-change.service.js';
import { CustomerSession } from './entities/customer-session.entity.js';
import { Member } from './entities/member.entity.js';
import { Organisation } from './entities/organisation.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { StaffAccount } from './entities/staff-account.entity.js';
import { BotCheckService } from './login/bot-check.service.js';
import { LoginTicketStore } from './login/login-ticket.store.js';
import { LoginController } from './login/login.controller.js';
import { LoginService } from './login/login.service.js';
import { MemberProfileController } from './members/member-profile.controller.js';
import { MemberProfileService } from './members/member-profile.service.js';
import { RegistrationKeyStore } from './registration/registration-key.store.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { CustomerSessionModule } from './session/customer-session.module.js';
import { CustomerTokensService } from './session/customer-tokens.service.js';
import { RefreshGraceStore } from './session/refresh-grace.store.js';
import { SessionController } from './session/session.controller.js';
import { SmsCodeService } from './sms-code/sms-code.service.js';
import { SmsSendLimiter } from './sms-code/sms-send-limiter.js';
import { StaffAuthService } from './staff-auth.service.js';
import { StaffLoginLockout } from './staff-login-lockout.js';

@Module({
  imports: [
    AuditModule,
    TypeOrmModule.forFeature([StaffAccount, Organisation, Member, CustomerSession, RefreshToken]),
    // Global: gives CustomerAuthGuard in every module the revoked-session check.
    CustomerSessionModule,
    CertificationModule,
  ],
  controllers: [
    StaffAuthController,
    LoginController,
    SessionController,
    RegistrationController,
    MemberProfileController,
    ContactChangeController,
    BusinessController,
  ],
  providers: [
    StaffAuthService,
    StaffLoginLockout,
    BotCheckService,
    SmsSendLimiter,
    SmsCodeService,
    LoginTicketStore,
    LoginService,
    CustomerTokensService,
    RefreshGraceStore,
    RegistrationKeyStore,
    RegistrationService,
    MemberProfileService,
    ContactChangeService,
    BusinessService,
  ],
  // For the phone-change and e-mail flows of the personal centre: they verify codes of types 3 and 4.
  exports: [SmsCodeService],
})
export class AccountsModule {}
