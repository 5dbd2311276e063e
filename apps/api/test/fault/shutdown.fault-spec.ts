import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDataSource } from '../../src/infra/database/data-source.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { startApiProcess } from '../lab/api-process/api-process.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { childEnv, lockWaiters } from './support/fault-kit.js';
import { DEVELOPMENT_JWT_SECRET, signCustomerToken } from './token-kit.js';

const IN_FLIGHT = 20;

/** Connections waiting in the API's listen queue, from the kernel's table (Linux). */
function acceptBacklog(url: string): number {
  const port = Number(new URL(url).port).toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // Fields: sl, local address, remote address, state (0A = LISTEN), tx_queue:rx_queue, ...
      if (fields[1]?.endsWith(`:${port}`) && fields[3] === '0A') return parseInt(fields[4]!.split(':')[1]!, 16);
    }
  }
  return 0;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('SIGTERM to an API process under load', () => {
  it('finishes the requests in flight, refuses new connections and exits 0 within the deadline', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    const locker = new pg.Client({ connectionString: database.url });
    try {
      await seedCustomers(dataSource);
      const [member] = await dataSource.query(`SELECT id, organisation_id FROM member WHERE phone = '13800000002'`);
      const token = await signCustomerToken(DEVELOPMENT_JWT_SECRET, member.id, member.organisation_id);
      const api = await startApiProcess({
        ...childEnv({
          databaseUrl: database.url,
          redisPrefix: `fault:${randomBytes(4).toString('hex')}`,
          s3Endpoint: inject('s3Endpoint'),
        }),
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
        DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '30000',
      });
      const call = () =>
        fetch(`${api.url}/api/NewPersonalCenter/GetMemberInfo`, { headers: { authorization: `Bearer ${token}` } }).then(
          async (response) => ({ status: response.status, code: ((await response.json()) as { code: number }).code }),
        );
      expect((await call()).code).toBe(0);

      // Holding the member table makes every call wait inside the database: they are in flight, deterministically.
      await locker.connect();
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE member IN ACCESS EXCLUSIVE MODE');
      const inFlight = Array.from({ length: IN_FLIGHT }, () => call());
      // In flight means inside the server: wait until the calls reach the lock in PostgreSQL and none is left in the
      // listen backlog (a fixed sleep is not enough on a busy machine: a connection not yet accepted, or accepted
      // with its request still unread, counts as idle and is reset by the close).
      await waitFor(async () => (await lockWaiters(locker, 'member')) >= 1);

      await waitFor(async () => acceptBacklog(api.url) === 0);
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const signalled = Date.now();
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Closed to new connections while the old ones are still being served.
      await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
      expect(api.child.exitCode).toBeNull();

      await locker.query('COMMIT');
      const answers = await Promise.all(inFlight);
      expect(answers).toEqual(Array.from({ length: IN_FLIGHT }, () => ({ status: 200, code: 0 })));
      expect(await api.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      await locker.end().catch(() => undefined);
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });
});
