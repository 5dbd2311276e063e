// Runs once in Vitest's main process; test files receive the S3 endpoint through inject('s3Endpoint').
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import S3rver from 's3rver';

const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Starts the S3 server the tests share and checks that PostgreSQL and Redis answer, failing fast
 * with a clear message instead of a wall of timeouts.
 */
export default async function globalSetup({ provide }) {
  await assertPostgres();
  await assertRedis();
  const directory = mkdtempSync(join(tmpdir(), 'seqportal-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  provide('s3Endpoint', `http://127.0.0.1:${port}`);
  return () => server.close();
}

async function assertPostgres() {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`E2E tests need PostgreSQL at ${POSTGRES_ADMIN_URL}: ${error.message}`, { cause: error });
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function assertRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`E2E tests need Redis at ${REDIS_URL}: ${error.message}`, { cause: error });
  } finally {
    redis.disconnect();
  }
}
