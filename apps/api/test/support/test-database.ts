import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDataSource } from '../../src/infra/database/data-source.js';
import { TEST_POSTGRES_ADMIN_URL } from './test-env.js';

/** A database of its own for one test file, built by running the real migrations. */
export async function createTestDatabase(): Promise<{ name: string; url: string }> {
  const name = `seqportal_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrl(name);
  const dataSource = createDataSource(url);
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await dataSource.destroy();
  }
  return { name, url };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export function databaseUrl(name: string): string {
  const url = new URL(TEST_POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
