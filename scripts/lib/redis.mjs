// Redis for `pnpm start`: REDIS_URL, else the usual local one, else a redis-server of our own.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { describeExit, hasExited, spawnChild } from './children.mjs';
import { assertPortFree, redisAnswersPing } from './net.mjs';

export const REDIS_MISSING_HELP = [
  'No Redis found: nothing answers PING on 127.0.0.1:6379 and there is no redis-server on PATH.',
  'Get one of these and start again:',
  '  - Debian/Ubuntu: sudo apt-get install redis-server',
  '  - macOS:         brew install redis',
  '  - or set REDIS_URL (e.g. in .env) to a Redis you already have, such as redis://127.0.0.1:6379',
].join('\n');

export function findOnPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return null;
}

export function localRedisAnswers() {
  return redisAnswersPing(6379, '127.0.0.1', 500);
}

/**
 * A throwaway Redis: no RDB snapshots, no AOF, loopback only. Codes, rate-limit counters and queued jobs do not
 * need to outlive a development session. The pid file lets the next start stop it if this one gets killed.
 */
export async function startRedisServer({ binary, port, pidFile, workDir, env }) {
  await assertPortFree(port, 'redis-server started by pnpm start', 'EMBEDDED_REDIS_PORT');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  args.push('--pidfile', pidFile, '--loglevel', 'warning');
  // Run inside the data folder: that is how the next start recognises a redis-server left over by this one.
  const child = spawnChild('redis', binary, args, { env, cwd: workDir, output: 'captured' });
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (hasExited(child)) {
      const result = await child.finished;
      throw new Error(`redis-server stopped right away (${describeExit(result)}):\n${child.recentOutput()}`);
    }
    if (await redisAnswersPing(port, '127.0.0.1', 300)) return { url: `redis://127.0.0.1:${port}`, child };
    await delay(100);
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer PING on port ${port} within 10 s.`);
}
