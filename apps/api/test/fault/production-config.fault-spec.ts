import { randomBytes } from 'node:crypto';
import { createDataSource } from '../../src/infra/database/data-source.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { startApiProcess, type ApiProcess } from '../lab/api-process/api-process.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { childEnv, startS3Server, type PausableServer } from './support/fault-kit.js';
import { DEVELOPMENT_JWT_SECRET, signCustomerToken } from './token-kit.js';

const secret = () => randomBytes(32).toString('base64url');

describe('a production-configured API process', () => {
  let database: { name: string; url: string };
  let storage: PausableServer & { endpoint: string };
  const storageKeys = { key: `prod-${randomBytes(4).toString('hex')}`, secret: secret() };
  const jwtSecret = secret();
  let api: ApiProcess | undefined;

  beforeAll(async () => {
    [database, storage] = await Promise.all([createTestDatabase(), startS3Server(storageKeys)]);
  });
  afterAll(async () => {
    await api?.stop();
    await storage?.stop();
    if (database) await dropTestDatabase(database.name);
  });

  const base = () => ({
    ...childEnv({
      databaseUrl: database.url,
      redisPrefix: `fault:${randomBytes(4).toString('hex')}`,
      s3Endpoint: storage.endpoint,
    }),
    NODE_ENV: 'production',
  });

  it('exits with one line naming every development default it was given', async () => {
    const refused = await startApiProcess(base(), { waitUntilHealthy: false });
    expect(await refused.exited).toBe(1);
    const lines = refused.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Refusing to start with NODE_ENV=production: /);
    for (const name of [
      'JWT_SECRET',
      'FIELD_ENCRYPTION_KEY',
      'ALTCHA_HMAC_KEY',
      'SEED_SUPPORT_PASSWORD',
      'S3_SECRET_KEY',
    ]) {
      expect(lines[0]).toContain(name);
    }
    expect(lines[0]).toContain('SMS_PROVIDER=outbox');
  });

  it('starts with real secrets and refuses a token signed with the development secret', async () => {
    api = await startApiProcess({
      ...base(),
      JWT_SECRET: jwtSecret,
      FIELD_ENCRYPTION_KEY: secret(),
      ALTCHA_HMAC_KEY: secret(),
      SEED_ADMIN_PASSWORD: secret(),
      SEED_LAB_PASSWORD: secret(),
      SEED_SUPPORT_PASSWORD: secret(),
      S3_ACCESS_KEY: storageKeys.key,
      S3_SECRET_KEY: storageKeys.secret,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
      SMS_WEBHOOK_TOKEN: secret(),
      MAIL_PROVIDER: 'webhook',
      MAIL_WEBHOOK_URL: 'http://127.0.0.1:9/mail',
      MAIL_WEBHOOK_TOKEN: secret(),
    });
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    let member: { id: number; organisation_id: number | null };
    try {
      await seedCustomers(dataSource);
      [member] = await dataSource.query(`SELECT id, organisation_id FROM member WHERE phone = '13800000002'`);
    } finally {
      await dataSource.destroy();
    }
    const memberInfo = async (token: string) =>
      (await (
        await fetch(`${api!.url}/api/NewPersonalCenter/GetMemberInfo`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { code: number };
    const forged = await signCustomerToken(DEVELOPMENT_JWT_SECRET, member!.id, member!.organisation_id);
    expect((await memberInfo(forged)).code).toBe(102);
    const genuine = await signCustomerToken(jwtSecret, member!.id, member!.organisation_id);
    expect((await memberInfo(genuine)).code).toBe(0);
    // The outbox pages do not exist without the outbox provider.
    expect((await fetch(`${api!.url}/api/admin/sms-outbox`)).status).toBe(404);
  });
});
