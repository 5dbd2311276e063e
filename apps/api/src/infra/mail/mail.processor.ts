import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { workerTiming } from '../queue/worker-timing.js';
import { MAIL_PROVIDER, MAIL_QUEUE, MailJob, type MailMessage, type MailProvider } from './mail-provider.js';

@Processor(MAIL_QUEUE, workerTiming())
export class MailProcessor extends WorkerHost {
  private readonly logger = new Logger(MailProcessor.name);

  constructor(@Inject(MAIL_PROVIDER) private readonly provider: MailProvider) {
    super();
  }

  async process(job: Job<MailMessage>): Promise<void> {
    if (job.name !== MailJob.Send) throw new Error(`Unknown mail job ${job.name}`);
    await this.provider.send(job.data, { messageId: job.id ?? `${job.queueName}:${job.timestamp}` });
    // Neither the address nor the content: both are personal data.
    this.logger.log(`E-mail (${job.data.purpose}) sent`);
  }
}
