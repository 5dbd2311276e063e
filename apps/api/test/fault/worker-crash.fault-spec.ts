import { randomBytes, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import pg from 'pg';
import { inject } from 'vitest';
import { NOTIFICATIONS_QUEUE, NotificationJob } from '../../src/infra/queue/queue.constants.js';
import { startApiProcess, type ApiProcess } from '../lab/api-process/api-process.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { TEST_REDIS_URL } from '../support/test-env.js';
import { childEnv, lockWaiters, waitFor } from './support/fault-kit.js';

const PHONE = '13900000077';

/**
 * `pnpm worker` (src/worker.ts) as a real process, killed with SIGKILL while it is inside an SMS job: no shutdown
 * hook runs, the job stays active with a lock nobody renews. A new worker process finds it stalled once the lock
 * has lapsed (QUEUE_LOCK_DURATION_MS, shortened here from 30 s), runs it again, and the outbox holds the message
 * once: the provider's insert is keyed by the job's id.
 *
 * The lock times leave room for a busy machine: a worker that misses renewing its own lock (a lock of 2 s is renewed
 * every second) sees its job stall a second time, and BullMQ fails a job that stalls more than once.
 */
describe('a worker process killed with SIGKILL in the middle of an SMS job', () => {
  let database: { name: string; url: string };
  let queue: Queue;
  let env: Record<string, string>;
  const workers: ApiProcess[] = [];
  const locker = () => new pg.Client({ connectionString: database.url });

  beforeAll(async () => {
    database = await createTestDatabase();
    const redisPrefix = `fault:${randomBytes(4).toString('hex')}`;
    env = {
      ...childEnv({ databaseUrl: database.url, redisPrefix, s3Endpoint: inject('s3Endpoint') }),
      QUEUE_LOCK_DURATION_MS: '4000',
    };
    // The producer side as SmsService enqueues: same queue, prefix, job name and retry options.
    queue = new Queue(NOTIFICATIONS_QUEUE, {
      connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null },
      prefix: `${redisPrefix}:bull`,
    });
  });
  afterAll(async () => {
    for (const worker of workers) {
      if (worker.child.exitCode === null && worker.child.signalCode === null) await worker.stop();
    }
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    if (database) await dropTestDatabase(database.name);
  });

  const outbox = async () => {
    const client = locker();
    await client.connect();
    try {
      return (
        await client.query<{ message_id: string }>('SELECT message_id FROM sms_outbox_message WHERE phone = $1', [
          PHONE,
        ])
      ).rows;
    } finally {
      await client.end();
    }
  };

  it('is run again by the restarted worker and delivered exactly once', async () => {
    // Holding the outbox table makes the job's insert wait inside PostgreSQL: the worker is mid-job, for sure.
    const lock = locker();
    await lock.connect();
    await lock.query('BEGIN');
    await lock.query('LOCK TABLE sms_outbox_message IN ACCESS EXCLUSIVE MODE');
    let locked = true;
    try {
      const jobId = randomUUID();
      await queue.add(
        NotificationJob.Sms,
        { phone: PHONE, content: '【SeqPortal】您的验证码为246810，5分钟内有效。', purpose: 'login' },
        { jobId, attempts: 5, backoff: { type: 'exponential', delay: 2000 } },
      );
      const first = await startApiProcess(env, { entry: 'worker' });
      workers.push(first);
      await waitFor(
        async () => ((await queue.getJobState(jobId)) === 'active' ? true : undefined),
        60_000,
        'the worker to take the job',
      );
      await waitFor(
        async () => ((await lockWaiters(lock, 'sms_outbox_message')) > 0 ? true : undefined),
        30_000,
        'the job to reach the outbox insert',
      );

      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      expect(first.child.signalCode).toBe('SIGKILL');
      // Nobody finished or failed it: BullMQ still lists it as active, under the dead worker's lock.
      expect(await queue.getJobState(jobId)).toBe('active');

      // The dead worker's statement may still commit once the table is free (PostgreSQL notices the closed
      // connection only when it answers): the message can be written before the job is run again.
      await lock.query('COMMIT');
      locked = false;

      // Checks for stalled jobs every 6 s: the first check marks the dead worker's job, the next moves it back.
      const second = await startApiProcess({ ...env, QUEUE_LOCK_DURATION_MS: '6000' }, { entry: 'worker' });
      workers.push(second);
      await waitFor(
        async () => ((await queue.getJobState(jobId)) === 'completed' ? true : undefined),
        60_000,
        'the restarted worker to complete the job',
      );
      const job = (await queue.getJob(jobId))!;
      // Recovered as a stalled job (the crash), not failed and retried.
      expect(job.stalledCounter).toBe(1);
      expect(job.failedReason).toBeFalsy();
      expect(await outbox()).toEqual([{ message_id: jobId }]);
      await second.stop();
      expect(await second.exited).toBe(0);
    } finally {
      if (locked) await lock.query('ROLLBACK').catch(() => undefined);
      await lock.end();
    }
  }, 150_000);
});
