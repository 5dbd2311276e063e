import { Module } from '@nestjs/common';
import { MaintenanceWorkerModule } from '../../common/idempotency/idempotency-sweep.worker.js';
import { MailWorkerModule } from '../mail/mail-worker.module.js';
import { StatementsWorkerModule } from '../../modules/billing/statements/statements.worker.js';
import { SmsWorkerModule } from '../sms/sms-worker.module.js';

/** Every queue worker. Imported by the API when WORKER_IN_PROCESS is on, and by `pnpm worker`. */
@Module({
  imports: [SmsWorkerModule, MailWorkerModule, MaintenanceWorkerModule, StatementsWorkerModule],
})
export class WorkersModule {}
