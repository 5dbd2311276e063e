import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { MAIL_QUEUE } from './mail-provider.js';
import { MailService } from './mail.service.js';

/** Enqueueing side of e-mail, available to every domain module. */
@Global()
@Module({
  imports: [
    BullModule.registerQueue({
      name: MAIL_QUEUE,
      defaultJobOptions: {
        attempts: 5,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: 5000,
      },
    }),
  ],
  providers: [MailService],
  exports: [MailService, BullModule],
})
export class MailModule {}
