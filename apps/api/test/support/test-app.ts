import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { inject } from 'vitest';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent.js';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { createTestDatabase, dropTestDatabase } from './test-database.js';
import { TEST_REDIS_URL } from './test-env.js';

export interface TestApp {
  app: NestFastifyApplication;
  http: TestAgent;
  dataSource: DataSource;
  databaseName: string;
  redisPrefix: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment overrides for this app (e.g. a Redis URL that points nowhere). */
  env?: Record<string, string>;
  /** Share the database and Redis prefix of another test app: two API instances of one deployment. */
  shareWith?: TestApp;
  /** Runs after the app is built and before it is initialised, e.g. to add a test-only route. */
  beforeInit?: (app: NestFastifyApplication) => void | Promise<void>;
}

const BASE_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  WORKER_IN_PROCESS: 'true',
  THROTTLE_LIMIT: '100000',
  THROTTLE_TTL_SECONDS: '60',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  CORS_ORIGINS: 'http://localhost:5173',
};

/**
 * The real application against a fresh database (migrations applied), the shared Redis under a
 * prefix of its own and the S3 server of the global setup. Nothing is mocked.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const database = shared
    ? { name: shared.databaseName, url: (shared.dataSource.options as { url: string }).url }
    : await createTestDatabase();
  const redisPrefix = shared?.redisPrefix ?? `test:${database.name}`;
  Object.assign(process.env, BASE_ENV, {
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    S3_ENDPOINT: inject('s3Endpoint'),
    // s3rver accepts exactly these credentials.
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    ...options.env,
  });
  const app = await createApp();
  await options.beforeInit?.(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const dataSource = app.get(DataSource);
  return {
    app,
    http: request(app.getHttpServer()),
    dataSource,
    databaseName: database.name,
    redisPrefix,
    async close() {
      await app.close();
      if (shared) return;
      await dropTestDatabase(database.name);
      await deleteRedisKeys(redisPrefix);
    },
  };
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
