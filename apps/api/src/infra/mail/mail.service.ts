import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { MAIL_QUEUE, MailJob, type MailMessage } from './mail-provider.js';

/** Enqueues e-mail; a worker (in the API process or `pnpm worker`) hands it to the provider. */
@Injectable()
export class MailService {
  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue<MailMessage>) {}

  async send(message: MailMessage): Promise<void> {
    // A UUID rather than the queue's counter: it names the message for the provider's duplicate check, and a
    // counter starts again at 1 when Redis is emptied.
    await this.queue.add(MailJob.Send, message, { jobId: randomUUID() });
  }
}
