import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { NOTIFICATIONS_QUEUE, NotificationJob } from '../queue/queue.constants.js';
import type { SmsMessage } from './sms-provider.js';

/** Enqueues SMS; a worker (in the API process or `pnpm worker`) hands them to the provider. */
@Injectable()
export class SmsService {
  constructor(@InjectQueue(NOTIFICATIONS_QUEUE) private readonly queue: Queue<SmsMessage>) {}

  async send(message: SmsMessage): Promise<void> {
    // A UUID rather than the queue's counter: it names the message for the provider's duplicate check, and a
    // counter starts again at 1 when Redis is emptied.
    await this.queue.add(NotificationJob.Sms, message, { jobId: randomUUID() });
  }
}
