#!/usr/bin/env node
// `pnpm start`: SeqPortal on one machine without Docker (DESIGN.md section 3).
//
// Builds when the build output is missing or older than the sources; provides PostgreSQL (DATABASE_URL, else
// an embedded one), S3 (S3_ENDPOINT, else s3rver) and Redis (REDIS_URL, else 127.0.0.1:6379, else a
// redis-server of our own); runs migrations and seeds; starts the API, which also serves the built web app;
// waits until /api/health is green and prints the URL. Ctrl-C stops everything, the API first.
//
// Knobs for tests and odd machines: PORT, SEQPORTAL_DATA_DIR (default .data), EMBEDDED_PG_PORT (54329),
// EMBEDDED_S3_PORT (9000), EMBEDDED_REDIS_PORT (6380).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeArgs } from './lib/api-runtime.mjs';
import { apiDistDir, build, reasonToBuild } from './lib/build.mjs';
import { describeExit, killChild, runTask, spawnChild, stopChild } from './lib/children.mjs';
import { claimDataDir, pidFileOf, rememberPid } from './lib/data-dir.mjs';
import { assembleEnvironment, isSet, positivePort } from './lib/env.mjs';
import { checkpoint, fail, handleSignals, isStopping, own, StartAborted, trackStart } from './lib/lifecycle.mjs';
import { complain, say, seconds } from './lib/log.mjs';
import { assertPortFree, waitForHealthy } from './lib/net.mjs';
import { startEmbeddedPostgres } from './lib/postgres.mjs';
import { findOnPath, localRedisAnswers, REDIS_MISSING_HELP, startRedisServer } from './lib/redis.mjs';
import { S3RVER_KEY, S3RVER_SECRET, startS3rver } from './lib/s3.mjs';
import { isWorkingProcess, runInOwnSession } from './lib/session.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Stop order after the API (and any running task): the S3 server, Redis, then PostgreSQL; the claim on the
// data folder is released last.
const STOP_RANK = { s3: 3, redis: 2, postgres: 1, dataDirClaim: 0 };
// The API's first start creates buckets and connects everything; a slow machine gets time, a hung one does not.
const HEALTH_TIMEOUT_MS = 120_000;

if (isWorkingProcess()) {
  handleSignals();
  main().catch((error) => {
    if (error instanceof StartAborted || isStopping()) return;
    void fail(error?.message ?? String(error));
  });
} else {
  runInOwnSession(fileURLToPath(import.meta.url));
}

async function main() {
  const startedAt = performance.now();
  const env = assembleEnvironment(ROOT, {
    PORT: '3000',
    WORKER_IN_PROCESS: 'true',
    // Absolute, so the API finds the web app whatever its working directory.
    WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
  });
  const port = positivePort(env, 'PORT', 3000);
  const dataRoot = path.resolve(ROOT, env.SEQPORTAL_DATA_DIR || '.data');

  // The test runner builds once before its browser tests, which then start the system several times.
  const buildReason = env.SEQPORTAL_SKIP_BUILD === '1' ? null : reasonToBuild(ROOT);
  if (buildReason) {
    say(`Building (${buildReason}) ...`);
    await build(ROOT, env);
    checkpoint();
  }

  // Claimed even when every service is external: it also guards PORT against a second start of this checkout.
  own('the data folder claim', await claimDataDir(dataRoot, ROOT), undefined, STOP_RANK.dataDirClaim);
  // Fail before minutes of migrations rather than after.
  await assertPortFree(port, 'SeqPortal API', 'PORT');
  // The three services do not depend on one another: starting them side by side saves seconds.
  const services = await Promise.allSettled([
    trackStart(provideDatabase(env, dataRoot)),
    trackStart(provideObjectStorage(env, dataRoot)),
    trackStart(provideRedis(env, dataRoot)),
  ]);
  const failed = services.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  checkpoint();

  const apiDir = apiDistDir(ROOT);
  if (!apiDir)
    throw new Error('The build left no apps/api/dist/apps/api/src/main.js: run `pnpm build` and read its errors.');
  say('Running migrations ...');
  await runTask('migrate', process.execPath, [`${apiDir}/cli/migrate.js`], { cwd: ROOT, env });
  checkpoint();
  say('Loading seeds ...');
  await runTask('seed', process.execPath, [`${apiDir}/cli/seed.js`], { cwd: ROOT, env });
  checkpoint();

  await startApi(`${apiDir}/main.js`, env, port, dataRoot);
  say(`Ready in ${seconds(startedAt)}.`);
  process.stdout.write(`SeqPortal is running at http://localhost:${port}\n`);
}

async function provideDatabase(env, dataRoot) {
  if (isSet(env.DATABASE_URL)) {
    say('PostgreSQL: DATABASE_URL from the environment.');
    return;
  }
  const port = positivePort(env, 'EMBEDDED_PG_PORT', 54329);
  const database = await startEmbeddedPostgres({ dataRoot, port });
  own('PostgreSQL', database.stop, database.kill, STOP_RANK.postgres);
  database.process.once('exit', (code, signal) => {
    if (isStopping()) return;
    void fail(
      `PostgreSQL stopped unexpectedly (${describeExit({ code, signal })}). Last lines of ${database.logFile}:\n${database.logTail()}`,
    );
  });
  env.DATABASE_URL = database.url;
  say(`PostgreSQL: embedded, 127.0.0.1:${port}, data in ${path.join(dataRoot, 'postgres')}.`);
}

async function provideObjectStorage(env, dataRoot) {
  if (isSet(env.S3_ENDPOINT)) {
    say(`S3: ${env.S3_ENDPOINT} from the environment.`);
    return;
  }
  const port = positivePort(env, 'EMBEDDED_S3_PORT', 9000);
  const storage = await startS3rver({ directory: path.join(dataRoot, 's3'), port, env });
  own('the S3 server', storage.stop, undefined, STOP_RANK.s3);
  storage.httpServer.once('error', (error) => {
    if (!isStopping()) void fail(`The S3 server failed: ${error.message}`);
  });
  Object.assign(env, { S3_ENDPOINT: storage.endpoint, S3_ACCESS_KEY: S3RVER_KEY, S3_SECRET_KEY: S3RVER_SECRET });
  // s3rver can neither issue temporary keys nor enforce a per-key policy (it accepts unsigned requests and does not
  // check SigV4 signatures), so no key it knows could be limited to one order: customers get per-file links only.
  if (!isSet(env.DELIVERY_CREDENTIALS)) env.DELIVERY_CREDENTIALS = 'links-only';
  say(`S3: embedded s3rver, ${storage.endpoint}, objects in ${path.join(dataRoot, 's3')}.`);
}

async function provideRedis(env, dataRoot) {
  if (isSet(env.REDIS_URL)) {
    say('Redis: REDIS_URL from the environment.');
    return;
  }
  if (await localRedisAnswers()) {
    env.REDIS_URL = 'redis://127.0.0.1:6379';
    say('Redis: the one answering on 127.0.0.1:6379.');
    return;
  }
  const binary = findOnPath('redis-server');
  if (!binary) throw new Error(REDIS_MISSING_HELP);
  const port = positivePort(env, 'EMBEDDED_REDIS_PORT', 6380);
  const redis = await startRedisServer({
    binary,
    port,
    pidFile: pidFileOf(dataRoot, 'redis-server'),
    workDir: dataRoot,
    env,
  });
  own(
    'redis-server',
    () => stopChild(redis.child, 5_000),
    () => killChild(redis.child),
    STOP_RANK.redis,
  );
  redis.child.finished.then((result) => {
    if (!isStopping()) {
      void fail(`redis-server stopped unexpectedly (${describeExit(result)}):\n${redis.child.recentOutput()}`);
    }
  });
  env.REDIS_URL = redis.url;
  say(`Redis: redis-server started on 127.0.0.1:${port} (not persisted).`);
}

async function startApi(entry, env, port, dataRoot) {
  // Otherwise an old instance still listening there would answer the health check for us.
  await assertPortFree(port, 'SeqPortal API', 'PORT');
  say(`Starting the API on port ${port} ...`);
  const api = spawnChild('api', process.execPath, [...apiNodeArgs(env), entry], { cwd: ROOT, env });
  const forgetPid = api.pid ? rememberPid(dataRoot, 'api', api.pid) : () => {};
  own(
    'the API',
    async () => {
      await stopChild(api, 10_000);
      forgetPid();
    },
    () => killChild(api),
  );
  api.finished.then((result) => {
    if (!isStopping()) void fail(`The API stopped unexpectedly (${describeExit(result)}).`);
  });

  const host = !isSet(env.HOST) || ['0.0.0.0', '::', '*'].includes(env.HOST) ? '127.0.0.1' : env.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/health`;
  const { healthy, lastProblem } = await waitForHealthy(url, {
    timeoutMs: HEALTH_TIMEOUT_MS,
    shouldGiveUp: isStopping,
    onSlow: (problem) => say(`Still waiting for ${url} (last answer: ${problem}) ...`),
  });
  checkpoint();
  if (!healthy) {
    complain(`${url} did not report healthy within ${HEALTH_TIMEOUT_MS / 1000} s (last answer: ${lastProblem}).`);
    throw new Error('The API did not become healthy.');
  }
}
