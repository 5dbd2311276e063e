import { BullModule, InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { workerTiming } from '../../../infra/queue/worker-timing.js';
import { lastMonth } from './helpers/statement-period.js';
import { StatementClock } from './statement-clock.service.js';
import { StatementGeneratorService } from './statement-generator.service.js';
import { StatementsCoreModule } from './statements-core.module.js';

export const STATEMENTS_QUEUE = 'statements';
export const StatementJob = {
  /** Last month's statements; runs daily in the first 5 natural days, each run after the first finds them made. */
  Generate: 'statement-generate',
  /** Statements past the 5-day reply window count as confirmed. */
  AutoConfirm: 'statement-auto-confirm',
} as const;

/**
 * The statement schedule. Job schedulers (one per queue and id however many workers start) put the jobs on the
 * queue; the generator itself makes a second or concurrent run harmless.
 */
@Processor(STATEMENTS_QUEUE, workerTiming())
export class StatementsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(StatementsProcessor.name);

  constructor(
    private readonly generator: StatementGeneratorService,
    private readonly clock: StatementClock,
    @InjectQueue(STATEMENTS_QUEUE) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      StatementJob.Generate,
      { pattern: '0 30 1 1-5 * *', tz: this.clock.timeZone },
      { name: StatementJob.Generate },
    );
    await this.queue.upsertJobScheduler(
      StatementJob.AutoConfirm,
      { pattern: '0 15 * * * *', tz: this.clock.timeZone },
      { name: StatementJob.AutoConfirm },
    );
  }

  async process(job: { name: string; data?: { period?: string } }): Promise<unknown> {
    if (job.name === StatementJob.Generate) {
      const period = job.data?.period ?? lastMonth(this.clock.today());
      return { period, ...(await this.generator.generate(period)) };
    }
    if (job.name === StatementJob.AutoConfirm) {
      const confirmed = await this.generator.autoConfirm();
      if (confirmed > 0) this.logger.log(`Statements confirmed after the reply window: ${confirmed}`);
      return confirmed;
    }
    throw new Error(`Unknown statements job ${job.name}`);
  }
}

/** The worker side of the statements queue; imported with the other workers. */
@Module({
  imports: [
    StatementsCoreModule,
    BullModule.registerQueue({
      name: STATEMENTS_QUEUE,
      defaultJobOptions: {
        attempts: 3,
        backoff: { type: 'exponential', delay: 5000 },
        removeOnComplete: 100,
        removeOnFail: 1000,
      },
    }),
  ],
  providers: [StatementsProcessor],
})
export class StatementsWorkerModule {}
