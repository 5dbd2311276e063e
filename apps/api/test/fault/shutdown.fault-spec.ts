import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDataSource } from '../../src/infra/database/data-source.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { startApiProcess } from '../lab/api-process/api-process.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { childEnv } from './support/fault-kit.js';
import { DEVELOPMENT_JWT_SECRET, signCustomerToken } from './token-kit.js';

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
      const inFlight = Array.from({ length: 20 }, () => call());
      await new Promise((resolve) => setTimeout(resolve, 1000));

      const signalled = Date.now();
      api.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Closed to new connections while the old ones are still being served.
      await expect(fetch(`${api.url}/api/health`)).rejects.toThrow();
      expect(api.child.exitCode).toBeNull();

      await locker.query('COMMIT');
      const answers = await Promise.all(inFlight);
      expect(answers).toEqual(Array.from({ length: 20 }, () => ({ status: 200, code: 0 })));
      expect(await api.exited).toBe(0);
      expect(Date.now() - signalled).toBeLessThan(15_000);
    } finally {
      await locker.end().catch(() => undefined);
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });
});
