import { Global, Module } from '@nestjs/common';
import { SmsService } from './sms.service.js';

/** Enqueueing side of SMS, available to every domain module. */
@Global()
@Module({
  providers: [SmsService],
  exports: [SmsService],
})
export class SmsModule {}
