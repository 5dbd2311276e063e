import { Module } from '@nestjs/common';
import { SmsWorkerModule } from '../sms/sms-worker.module.js';

/** Every queue worker. Imported by the API when WORKER_IN_PROCESS is on, and by `pnpm worker`. */
@Module({
  imports: [SmsWorkerModule],
})
export class WorkersModule {}
