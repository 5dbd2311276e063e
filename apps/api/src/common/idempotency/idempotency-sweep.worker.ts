import { BullModule, InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { workerTiming } from '../../infra/queue/worker-timing.js';
import { IdempotencyModule } from './idempotency.module.js';
import { IdempotencyService } from './idempotency.service.js';

/** Housekeeping that no request waits for. */
export const MAINTENANCE_QUEUE = 'maintenance';
export const IDEMPOTENCY_SWEEP_JOB = 'idempotency-sweep';
/** Hourly: a key's record is only consulted within its 24-hour window, so sweeping is about table size only. */
export const IDEMPOTENCY_SWEEP_EVERY_MS = 3_600_000;

/**
 * Deletes Idempotency-Key records past their window. A BullMQ job scheduler (one per queue and id, however many
 * workers start) runs it, so several API instances do not sweep at once.
 */
@Processor(MAINTENANCE_QUEUE, workerTiming())
export class IdempotencySweepProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(IdempotencySweepProcessor.name);

  constructor(
    private readonly idempotency: IdempotencyService,
    @InjectQueue(MAINTENANCE_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      IDEMPOTENCY_SWEEP_JOB,
      { every: IDEMPOTENCY_SWEEP_EVERY_MS },
      { name: IDEMPOTENCY_SWEEP_JOB },
    );
  }

  async process(job: { name: string }): Promise<number> {
    if (job.name !== IDEMPOTENCY_SWEEP_JOB) throw new Error(`Unknown maintenance job ${job.name}`);
    const deleted = await this.idempotency.sweepExpired();
    if (deleted > 0) this.logger.log(`Idempotency records past their window deleted: ${deleted}`);
    return deleted;
  }
}

/** The worker side of the maintenance queue; imported with the other workers. */
@Module({
  imports: [
    IdempotencyModule,
    BullModule.registerQueue({
      name: MAINTENANCE_QUEUE,
      defaultJobOptions: { removeOnComplete: 100, removeOnFail: 1000 },
    }),
  ],
  providers: [IdempotencySweepProcessor],
})
export class MaintenanceWorkerModule {}
