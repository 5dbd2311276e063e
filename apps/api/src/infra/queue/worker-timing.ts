import type { WorkerOptions } from 'bullmq';
import { validateEnvironment } from '../../config/env.validation.js';

/**
 * Lock and stalled-check timing of a queue worker (QUEUE_LOCK_DURATION_MS), for @Processor's worker options.
 * Those options are fixed when the class is declared, before the entry point has loaded .env; as getters they read
 * the configuration when @nestjs/bullmq creates the worker (it spreads them into the Worker's options then).
 */
export function workerTiming(): Pick<WorkerOptions, 'lockDuration' | 'stalledInterval'> {
  const lockDurationMs = () => validateEnvironment(process.env).QUEUE_LOCK_DURATION_MS;
  return {
    get lockDuration() {
      return lockDurationMs();
    },
    get stalledInterval() {
      return lockDurationMs();
    },
  };
}
