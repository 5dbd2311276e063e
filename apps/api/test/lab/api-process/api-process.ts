import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestApp } from '../../support/test-app.js';

export interface ApiProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** What the process wrote to standard error so far. */
  stderr(): string;
  /** Resolves with the exit code (null when ended by a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then waits for the graceful shutdown to finish. */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  /** `worker` runs src/worker.ts (the queue workers alone) instead of the API. */
  entry?: 'main' | 'worker';
  /** Wait until /api/health answers 200 (the API only); otherwise answer as soon as the process runs. */
  waitUntilHealthy?: boolean;
}

const ENTRIES = {
  main: fileURLToPath(new URL('../../../src/main.ts', import.meta.url)),
  worker: fileURLToPath(new URL('../../../src/worker.ts', import.meta.url)),
};
const REGISTER = fileURLToPath(new URL('../../support/swc-register.mjs', import.meta.url));
const API_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The API's real entry point (src/main.ts) in a separate operating-system process: its own Nest application,
 * connection pools, Redis subscriber and HTTP server. `env` points it at the same database, Redis prefix and S3
 * server as a test app, which makes the two one deployment of two instances.
 */
export async function startApiProcess(
  env: Record<string, string>,
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', REGISTER, ENTRIES[options.entry ?? 'main']], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  if (options.waitUntilHealthy ?? (options.entry ?? 'main') === 'main') {
    await waitUntilHealthy(url, child, () => stderr);
  }
  return {
    url,
    pid: child.pid!,
    child,
    stderr: () => stderr,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilHealthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}: ${stderr()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`API process did not become healthy: ${stderr()}`);
}

/**
 * A second API instance of the deployment a test app belongs to: the same database, Redis prefix and S3 server,
 * with the queue workers left to the test app and no throttling in the way of the test's traffic.
 */
export function startSiblingApi(app: Pick<TestApp, 'dataSource' | 'redisPrefix'>): Promise<ApiProcess> {
  return startApiProcess({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: (app.dataSource.options as { url: string }).url,
    REDIS_PREFIX: app.redisPrefix,
    REDIS_URL: process.env.REDIS_URL!,
    S3_ENDPOINT: process.env.S3_ENDPOINT!,
    S3_ACCESS_KEY: process.env.S3_ACCESS_KEY!,
    S3_SECRET_KEY: process.env.S3_SECRET_KEY!,
    WORKER_IN_PROCESS: 'false',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    THROTTLE_LIMIT: '100000',
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}
