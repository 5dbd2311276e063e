import { randomBytes } from 'node:crypto';
import { createDataSource } from '../../src/infra/database/data-source.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { startApiProcess, type ApiProcess } from '../lab/api-process/api-process.js';
import { childEnv, startPostgres, startS3Server, waitFor, type PausableServer } from './support/fault-kit.js';
import { DEVELOPMENT_JWT_SECRET, signCustomerToken } from './token-kit.js';

const BUSY = { code: 500, message: '服务器繁忙，请稍后再试', body: null };

/**
 * A real API process against a PostgreSQL and an S3 server of the test's own, each frozen with SIGSTOP the way a
 * hung server behaves (connections stay open, nothing answers) and thawed with SIGCONT.
 */
describe('a dependency that hangs', () => {
  let postgres: PausableServer & { url: string };
  let storage: PausableServer & { endpoint: string };
  let api: ApiProcess;
  let token: string;

  beforeAll(async () => {
    [postgres, storage] = await Promise.all([startPostgres(), startS3Server()]);
    const dataSource = createDataSource(postgres.url);
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
      await seedCustomers(dataSource);
      const [member] = await dataSource.query(`SELECT id, organisation_id FROM member WHERE phone = '13800000002'`);
      token = await signCustomerToken(DEVELOPMENT_JWT_SECRET, member.id, member.organisation_id);
    } finally {
      await dataSource.destroy();
    }
    api = await startApiProcess({
      ...childEnv({
        databaseUrl: postgres.url,
        redisPrefix: `fault:${randomBytes(4).toString('hex')}`,
        s3Endpoint: storage.endpoint,
      }),
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_POOL_ACQUIRE_TIMEOUT_MS: '2000',
      S3_REQUEST_TIMEOUT_MS: '2000',
    });
  }, 180_000);
  afterAll(async () => {
    postgres?.resume();
    storage?.resume();
    await api?.stop();
    await Promise.all([postgres?.stop(), storage?.stop()]);
  }, 60_000);

  const memberInfo = async () => {
    const started = Date.now();
    const response = await fetch(`${api.url}/api/NewPersonalCenter/GetMemberInfo`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.status, envelope: (await response.json()) as { code: number }, ms: Date.now() - started };
  };
  const publicFile = async () => {
    const started = Date.now();
    const response = await fetch(`${api.url}/api/File/public?key=goods/1.png`);
    return { status: response.status, envelope: (await response.json()) as { code: number }, ms: Date.now() - started };
  };
  const health = async () => {
    const response = await fetch(`${api.url}/api/health`);
    return { status: response.status, envelope: (await response.json()) as { code: number; message: string } };
  };

  it('answers normally while everything is up', async () => {
    expect((await memberInfo()).envelope.code).toBe(0);
    expect((await publicFile()).envelope.code).toBe(404);
    expect((await health()).status).toBe(200);
  });

  it('reports a paused PostgreSQL, fails calls fast with 服务器繁忙, and recovers without a restart', async () => {
    postgres.pause();
    try {
      const report = await health();
      expect(report.status).toBe(503);
      expect(report.envelope.message).toContain('database');
      // Twice: the first call meets a pooled connection that no longer answers, the second waits for the pool.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const call = await memberInfo();
        expect(call.status).toBe(200);
        expect(call.envelope).toEqual(BUSY);
        expect(call.ms).toBeLessThan(8000);
      }
    } finally {
      postgres.resume();
    }
    await waitFor(async () => ((await memberInfo()).envelope.code === 0 ? true : undefined), 30_000, 'recovery');
    expect((await health()).status).toBe(200);
  }, 90_000);

  it('reports a paused S3 server, fails storage calls fast with 服务器繁忙, and recovers without a restart', async () => {
    storage.pause();
    try {
      const report = await health();
      expect(report.status).toBe(503);
      expect(report.envelope.message).toContain('storage');
      const call = await publicFile();
      expect(call.envelope).toEqual(BUSY);
      expect(call.ms).toBeLessThan(8000);
      // Calls that do not need the storage go on working.
      expect((await memberInfo()).envelope.code).toBe(0);
    } finally {
      storage.resume();
    }
    await waitFor(async () => ((await publicFile()).envelope.code === 404 ? true : undefined), 30_000, 'recovery');
    expect((await health()).status).toBe(200);
  }, 90_000);
});
