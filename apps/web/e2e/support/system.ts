import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const READY_LINE = /SeqPortal is running at (http:\/\/\S+)/;

export interface RunningSystem {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * Starts the whole system with `node scripts/start.mjs` on a free port, against a fresh database on
 * the machine's PostgreSQL, the machine's Redis under a prefix of its own and the embedded S3 server.
 */
export async function startSystem(): Promise<RunningSystem> {
  const database = `seqportal_browser_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(POSTGRES_ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const [port, s3Port] = await freePorts(2);
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test:${database}`,
      SEQPORTAL_DATA_DIR: mkdtempSync(join(tmpdir(), 'seqportal-browser-')),
      EMBEDDED_S3_PORT: String(s3Port),
      LOG_LEVEL: 'warn',
      // `pnpm test` (or the developer) built just before the browser tests run.
      SEQPORTAL_SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start.mjs exited with ${code}:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    async stop() {
      await stopChild(child);
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * `count` distinct free ports. The listeners stay open until every port is known: a port closed before the next
 * is asked for may be handed out again, and the app and its S3 server would then race for it.
 */
async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  try {
    return await Promise.all(
      servers.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.once('error', reject);
            server.listen(0, '127.0.0.1', () => {
              const address = server.address();
              resolve(typeof address === 'object' && address ? address.port : 0);
            });
          }),
      ),
    );
  } finally {
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
