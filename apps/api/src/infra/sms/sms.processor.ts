import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { maskPhone } from '@seqportal/contract';
import type { Job } from 'bullmq';
import { NOTIFICATIONS_QUEUE, NotificationJob } from '../queue/queue.constants.js';
import { workerTiming } from '../queue/worker-timing.js';
import { SMS_PROVIDER, type SmsMessage, type SmsProvider } from './sms-provider.js';

/** Jobs carry a UUID as their id (SmsService); older jobs fall back to the queue's own number. */
function messageIdOf(job: Job): string {
  return job.id ?? `${job.queueName}:${job.timestamp}`;
}

@Processor(NOTIFICATIONS_QUEUE, workerTiming())
export class SmsProcessor extends WorkerHost {
  private readonly logger = new Logger(SmsProcessor.name);

  constructor(@Inject(SMS_PROVIDER) private readonly provider: SmsProvider) {
    super();
  }

  async process(job: Job<SmsMessage>): Promise<void> {
    if (job.name !== NotificationJob.Sms) return;
    await this.provider.send(job.data, { messageId: messageIdOf(job) });
    // Never the content: it may carry a login code.
    this.logger.log(`SMS (${job.data.purpose}) sent to ${maskPhone(job.data.phone)}`);
  }
}
