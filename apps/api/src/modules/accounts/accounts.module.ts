import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SmsOutboxMessage } from '../../infra/sms/sms-outbox-message.entity.js';
import { SmsOutboxController } from './admin/sms-outbox.controller.js';
import { StaffAuthController } from './admin/staff-auth.controller.js';
import { StaffAccount } from './entities/staff-account.entity.js';
import { StaffAuthService } from './staff-auth.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([StaffAccount, SmsOutboxMessage])],
  controllers: [StaffAuthController, SmsOutboxController],
  providers: [StaffAuthService],
})
export class AccountsModule {}
