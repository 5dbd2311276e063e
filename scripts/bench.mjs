#!/usr/bin/env node
// `pnpm bench`: the catalogue under load (issue 4). Needs `pnpm build` first, PostgreSQL and Redis (as the tests do).
//
// 1. a fresh database (BENCH_POSTGRES_ADMIN_URL, default the local trust PostgreSQL), migrations and seeds from the
//    build, then 10,000 goods (BENCH_GOODS) bulk-inserted; an s3rver of its own for the API's storage;
// 2. the built API and, beside it, a plain Fastify + pg server running the same SQL (apps/api/bench/);
// 3. GetGoodsList and GetGoodsDeatil at 50 connections for 10 s (BENCH_CONNECTIONS, BENCH_SECONDS) against both, as
//    a visitor, with the same mix of pages, searches, categories and goods; after BENCH_WARMUP_SECONDS (5) of
//    warm-up each, in BENCH_ROUNDS (5) interleaved rounds, API and baseline taking turns to go first, because this
//    machine's throughput drifts by a fifth within a minute;
// 4. every round's figures, then the medians over the rounds: requests/s, p50, p99, the server's CPU time per
//    request and the ratio API/baseline per endpoint against the targets (reported, not asserted).
// 5. the ordering flow (issue 5, apps/api/bench/orders-flow.mjs): BENCH_ORDER_CUSTOMERS (20) customers at once, each
//    looping add-to-cart + SubmitOrder + PayOrder; orders/s and p99 against the 150 ms target, and the SQL
//    statements of each call (counted on the wire by a proxy before a second API process, after the timed run;
//    issue 22's target: at most 15 per placed order).
// 7. the billing report (issue 17, apps/api/bench/billing-report.mjs): 100,000 order lines of one organisation
//    (BENCH_BILLING_LINES), GetReportExport of all of them (seconds; peak RSS of the API and of its export child) and GetReport at
//    BENCH_BILLING_CONNECTIONS (20) connections against the plain-pg baseline (p50, p99).
// 8. the printed documents (issue 20, apps/api/bench/print-pdf.mjs): a 96-sample sheet PDF rendered in this process
//    (bytes, milliseconds; targets 30 KB and 1 s) and BENCH_PRINT_REQUESTS (50) concurrent getSamplePdf requests
//    against the API (p50, p99, the API's resident memory before and at the peak). BENCH_ONLY=print runs only these.
// Everything it started (servers, database, Redis keys, S3 folder) is stopped and removed, also on Ctrl-C.
// Knobs: BENCH_GOODS, BENCH_CONNECTIONS, BENCH_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS; BENCH_API_DIST measures
// another build of the API
// (e.g. `cd apps/api && tsc -p tsconfig.build.json --outDir bench/dist`, then BENCH_API_DIST=apps/api/bench/dist/apps/api/src);
// BENCH_API_NODE_ARGS adds node flags to the API process ("--cpu-prof --cpu-prof-dir=/tmp/prof"),
// BENCH_BASELINE_NODE_ARGS to the baseline's;
// 6. hostile bodies (issue 13, apps/api/bench/hostile-bodies.mjs): the refusal time of a 60,000-key and a 1,000-level
//    body against a normal small call, and /api/health's latency (the event-loop delay) under a burst of them
//    (BENCH_HOSTILE_COUNT, BENCH_HOSTILE_BURST).
// BENCH_ONLY=catalogue runs steps 1-4 alone (no sample sheet, no ordering flow; BENCH_ENDPOINT=GetGoodsDeatil or
// GetGoodsList measures one of the two calls), BENCH_ONLY=orders the ordering
// flow alone (no catalogue measurement, no sample sheet), BENCH_ONLY=bodies the hostile bodies alone,
// BENCH_ONLY=billing the billing report alone, BENCH_ONLY=chat the support chat's delivery latency alone (issue 21,
// apps/api/bench/support-chat.mjs: 50 concurrent conversations), BENCH_ONLY=batch the contract batch sheet alone
// (issue 16: 500 rows parsed, validated, collision-checked, priced and annotated; seconds and peak memory), for
// quicker rounds of tuning.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { apiNodeArgs } from './lib/api-runtime.mjs';
import { spawnChild, stopChild, runTask, describeExit } from './lib/children.mjs';
import { startS3rver } from './lib/s3.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIR = path.join(ROOT, 'apps/api');
// BENCH_API_DIST: another build of the API (e.g. `tsc -p tsconfig.build.json --outDir bench/dist`) to measure.
const API_DIST = process.env.BENCH_API_DIST
  ? path.resolve(process.env.BENCH_API_DIST)
  : path.join(API_DIR, 'dist/apps/api/src');
const BENCH_DIR = path.join(API_DIR, 'bench');
const requireFromApi = createRequire(path.join(API_DIR, 'package.json'));
const pg = requireFromApi('pg');
const { Redis } = requireFromApi('ioredis');
const { generateCatalogue } = await import(pathToFileURL(path.join(BENCH_DIR, 'generate-catalogue.mjs')).href);
const { measure, medianOfRounds, printReport, printRounds, warmUp } = await import(
  pathToFileURL(path.join(BENCH_DIR, 'measure.mjs')).href
);
// Issue 5: add-to-cart + SubmitOrder + PayOrder for many customers in parallel, see apps/api/bench/orders-flow.mjs.
const { benchOrders, startStatementCounter } = await import(
  pathToFileURL(path.join(BENCH_DIR, 'orders-flow.mjs')).href
);
// Issue 6: parsing and validating a 5,000-row sample sheet (seconds and peak memory), see apps/api/bench/sample-sheet.mjs.
const { benchSampleSheet } = await import(pathToFileURL(path.join(BENCH_DIR, 'sample-sheet.mjs')).href);
// Issue 16: a 500-row contract batch sheet parsed, validated and priced, see apps/api/bench/contract-batch-sheet.mjs.
const { benchContractBatchSheet } = await import(pathToFileURL(path.join(BENCH_DIR, 'contract-batch-sheet.mjs')).href);
// Issue 13: refusing oversized and deeply nested bodies, see apps/api/bench/hostile-bodies.mjs.
const { benchHostileBodies } = await import(pathToFileURL(path.join(BENCH_DIR, 'hostile-bodies.mjs')).href);
// Issue 17: GetReport and GetReportExport over 100,000 order lines, see apps/api/bench/billing-report.mjs.
const { benchBilling } = await import(pathToFileURL(path.join(BENCH_DIR, 'billing-report.mjs')).href);
// Issue 20: the 96-sample sheet PDF and 50 concurrent PDF requests, see apps/api/bench/print-pdf.mjs.
const { benchSampleSheetPdf, benchConcurrentPdf } = await import(
  pathToFileURL(path.join(BENCH_DIR, 'print-pdf.mjs')).href
);
// Issue 21: support chat delivery latency, see apps/api/bench/support-chat.mjs.
const { benchSupportChat } = await import(pathToFileURL(path.join(BENCH_DIR, 'support-chat.mjs')).href);

const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const GOODS = Number(
  process.env.BENCH_GOODS ?? (process.env.BENCH_ONLY === 'chat' || process.env.BENCH_ONLY === 'print' ? 100 : 10_000),
);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
// Issue 22: a ratio of at least 0.85 against the baseline for both calls, p99 at most 50 ms.
const TARGETS = { ratio: 0.85, p99: 50 };
const CATALOGUE_ONLY = process.env.BENCH_ONLY === 'catalogue';
const ORDERS_ONLY = process.env.BENCH_ONLY === 'orders';
const BODIES_ONLY = process.env.BENCH_ONLY === 'bodies';
const BILLING_ONLY = process.env.BENCH_ONLY === 'billing';
const CHAT_ONLY = process.env.BENCH_ONLY === 'chat';
const BATCH_ONLY = process.env.BENCH_ONLY === 'batch';
const PRINT_ONLY = process.env.BENCH_ONLY === 'print';
// BENCH_ENDPOINT=GetGoodsDeatil (or GetGoodsList) measures one catalogue call alone.
const CATALOGUE_ENDPOINT = process.env.BENCH_ENDPOINT;
if (CATALOGUE_ENDPOINT && !['GetGoodsList', 'GetGoodsDeatil'].includes(CATALOGUE_ENDPOINT)) {
  throw new Error(`BENCH_ENDPOINT=${CATALOGUE_ENDPOINT} names no catalogue call (GetGoodsList, GetGoodsDeatil).`);
}

const database = `seqportal_bench_${process.pid}`;
const redisPrefix = `bench:${process.pid}`;
const cleanups = [];
let cleaning = null;

function cleanup() {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.log(`\n${signal}: stopping ...`);
    void cleanup().then(() => process.exit(130));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl() {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function waitFor(url, init, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${url} died (${describeExit({ code: child.exitCode })}):\n${child.recentOutput()}`);
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(2000) });
      if (response.ok) return response.json();
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 60 s:\n${child.recentOutput()}`);
}

/** Starts a server and waits until the probe answers: its pid (for its CPU time) and the probe's answer. */
async function startServer(name, args, env, probeUrl, probeInit) {
  const child = spawnChild(name, process.execPath, args, { cwd: ROOT, env, output: 'captured' });
  cleanups.push(() => stopChild(child, 10_000));
  return { pid: child.pid, answer: await waitFor(probeUrl, probeInit, child) };
}

/** The same request mix for both servers: list pages, searches (Chinese, PE150, a code) and categories. */
function listMix(pathOf) {
  const searches = ['全基因组', 'PE150', '单细胞', '转录组 PE150', '16S', 'LIB-NOVA-30G-B12', '甲基化'];
  const categories = ['SEQ', 'WGS', 'RNA', 'LIB', 'LIBNOVA', 'SC', 'BIO'];
  let i = 0;
  return () => {
    i += 1;
    const kind = i % 3;
    const body =
      kind === 0
        ? { pageIndex: 1 + (i % 50), pageSize: 10 }
        : kind === 1
          ? { search: searches[i % searches.length], pageIndex: 1, pageSize: 10 }
          : { categoryNo: categories[i % categories.length], pageIndex: 1 + (i % 5), pageSize: 10 };
    return { method: 'POST', path: pathOf, body };
  };
}

function detailMix(pathOf, goodsIds) {
  let i = 0;
  return () => {
    i += 1;
    // A stride through the ids, so that consecutive requests hit different goods.
    return { method: 'GET', path: `${pathOf}?goodId=${goodsIds[(i * 7919) % goodsIds.length]}` };
  };
}

async function main() {
  const start = performance.now();
  // Contract batch sheet (issue 16): no server or database needed, measured in a process of its own.
  if (BATCH_ONLY) {
    await benchContractBatchSheet({ apiDist: API_DIST });
    return;
  }
  try {
    requireFromApi.resolve('autocannon');
  } catch {
    throw new Error('autocannon is missing: run pnpm install.');
  }
  if (!(await import('node:fs')).existsSync(path.join(API_DIST, 'main.js'))) {
    throw new Error('No API build at apps/api/dist: run `pnpm build` first.');
  }

  // Sample sheet (issue 6): no server or database needed, measured in a process of its own.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY && !BATCH_ONLY && !PRINT_ONLY)
    await benchSampleSheet({ apiDist: API_DIST });
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY && !PRINT_ONLY)
    await benchContractBatchSheet({ apiDist: API_DIST });
  // The 96-sample sheet PDF (issue 20): the renderer alone, in this process.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY)
    await benchSampleSheetPdf({ apiDist: API_DIST });

  console.log(`Database ${database}: migrations, seeds, ${GOODS.toLocaleString('en')} goods ...`);
  await adminQuery(`CREATE DATABASE ${database}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
  cleanups.push(async () => {
    const redis = new Redis(REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}:*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  });

  const s3Dir = mkdtempSync(path.join(tmpdir(), 'seqportal-bench-s3-'));
  cleanups.push(() => rmSync(s3Dir, { recursive: true, force: true }));
  const s3 = await startS3rver({ directory: s3Dir, port: await freePort(), env: {} });
  cleanups.push(() => s3.stop());
  // The API runs in production mode, which refuses the published development secrets (s3rver's S3RVER keys
  // included): fresh ones for this run, and a key pair of its own added to s3rver's account.
  const secret = () => randomBytes(32).toString('base64url');
  const storageKeys = { key: `bench-${randomBytes(4).toString('hex')}`, secret: secret() };
  createRequire(import.meta.url)('s3rver/lib/models/account.js').DUMMY_ACCOUNT.createKeyPair(
    storageKeys.key,
    storageKeys.secret,
  );

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl(),
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: storageKeys.key,
    S3_SECRET_KEY: storageKeys.secret,
    JWT_SECRET: secret(),
    FIELD_ENCRYPTION_KEY: secret(),
    ALTCHA_HMAC_KEY: secret(),
    SEED_ADMIN_PASSWORD: secret(),
    SEED_LAB_PASSWORD: secret(),
    SEED_SUPPORT_PASSWORD: secret(),
    // Nothing in the bench sends SMS or mail; production refuses the outbox providers, and a gateway nobody
    // listens on makes any message that is sent fail and retry in the background without touching the figures.
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms',
    SMS_WEBHOOK_TOKEN: secret(),
    MAIL_PROVIDER: 'webhook',
    MAIL_WEBHOOK_URL: 'http://127.0.0.1:9/mail',
    MAIL_WEBHOOK_TOKEN: secret(),
    // The bench is one client hammering the API: the per-IP rate limit would answer 429 after a few hundred calls.
    THROTTLE_LIMIT: '1000000000',
    THROTTLE_CATALOGUE_LIMIT: '1000000000',
    WEB_DIST_DIR: path.join(tmpdir(), 'seqportal-bench-no-web'),
    WORKER_IN_PROCESS: 'true',
  };
  await runTask('migrate', process.execPath, [path.join(API_DIST, 'cli/migrate.js')], {
    cwd: ROOT,
    env,
    output: 'captured',
  });
  await runTask('seed', process.execPath, [path.join(API_DIST, 'cli/seed.js')], { cwd: ROOT, env, output: 'captured' });
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  let goodsIds;
  try {
    await generateCatalogue(client, GOODS);
    const counts = (
      await client.query('SELECT (SELECT count(*) FROM goods)::int AS goods, (SELECT count(*) FROM sku)::int AS skus')
    ).rows[0];
    console.log(`Catalogue: ${counts.goods} goods, ${counts.skus} SKUs.`);
    goodsIds = (await client.query('SELECT id FROM goods ORDER BY id')).rows.map((row) => row.id);
    const { goodsListQuery } = await import(
      pathToFileURL(path.join(API_DIST, 'modules/catalogue/queries/goods-list.sql.js')).href
    );
    // How searches are served at this size: the planner's choice, and the pg_trgm index when full scans are off.
    for (const search of ['全基因组', '单细胞核转录组', 'lib-nova-30g-b12']) {
      const { text, values } = goodsListQuery(
        { memberId: null, organisationId: null },
        { search, pageIndex: 1, pageSize: 10 },
      );
      const explain = async () => {
        const lines = (await client.query(`EXPLAIN (ANALYZE) ${text}`, values)).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
        const path = lines.includes('idx_sku_search_text')
          ? 'pg_trgm index'
          : lines.includes('Seq Scan on sku')
            ? 'sequential scan'
            : 'list-order index';
        return `${path}, ${/Execution Time: ([\d.]+)/.exec(lines)?.[1]} ms`;
      };
      const chosen = await explain();
      await client.query('BEGIN');
      await client.query('SET LOCAL enable_seqscan = off');
      const forced = await explain();
      await client.query('ROLLBACK');
      console.log(`Search "${search}": planner → ${chosen}; with sequential scans off → ${forced}.`);
    }
  } finally {
    await client.end();
  }

  const apiPort = await freePort();
  const baselinePort = await freePort();
  console.log('Starting the built API and the Fastify + pg baseline ...');
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const baseBase = `http://127.0.0.1:${baselinePort}`;
  const probe = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
  // The API as deployed (scripts/lib/api-runtime.mjs), with BENCH_API_NODE_ARGS added.
  const apiArgs = [
    ...apiNodeArgs(env),
    ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
    path.join(API_DIST, 'main.js'),
  ];
  const api = await startServer(
    'api',
    apiArgs,
    { ...env, PORT: String(apiPort), HOST: '127.0.0.1' },
    `${apiBase}/api/NewGoodsContoller/GetGoodsList`,
    probe,
  );
  if (api.answer.code !== 0) throw new Error(`GetGoodsList answered ${JSON.stringify(api.answer).slice(0, 200)}`);
  // The baseline runs on the same Node settings as the API, so that the ratio measures the framework and what the
  // API does per request, not a runtime flag.
  const baselineArgs = [
    ...apiNodeArgs(env),
    ...(process.env.BENCH_BASELINE_NODE_ARGS ?? '').split(' ').filter(Boolean),
    path.join(BENCH_DIR, 'baseline-server.mjs'),
  ];
  const baseline = await startServer(
    'baseline',
    [...baselineArgs, String(baselinePort), API_DIST],
    env,
    `${baseBase}/list`,
    probe,
  );

  const rows = [];
  const runs = [
    { endpoint: 'GetGoodsList', api: listMix('/api/NewGoodsContoller/GetGoodsList'), baseline: listMix('/list') },
    {
      endpoint: 'GetGoodsDeatil',
      api: detailMix('/api/NewGoodsContoller/GetGoodsDeatil', goodsIds),
      baseline: detailMix('/detail', goodsIds),
    },
  ];
  const measured = runs.filter((run) => !CATALOGUE_ENDPOINT || run.endpoint === CATALOGUE_ENDPOINT);
  for (const run of ORDERS_ONLY || BODIES_ONLY || BILLING_ONLY || CHAT_ONLY || PRINT_ONLY ? [] : measured) {
    const rounds = [];
    const sides = [
      ['api', apiBase, run.api, api.pid],
      ['baseline', baseBase, run.baseline, baseline.pid],
    ];
    for (const [server, url, nextRequest] of sides) {
      console.log(`${run.endpoint} → ${server}: warming up for ${WARM_UP_SECONDS} s ...`);
      await warmUp({ url, connections: CONNECTIONS, durationSeconds: WARM_UP_SECONDS, nextRequest });
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      // ABBA order: a drift in the machine's speed during the run favours neither side.
      const order = round % 2 === 1 ? sides : [...sides].reverse();
      const result = { endpoint: run.endpoint, round };
      for (const [server, url, nextRequest, pid] of order) {
        console.log(
          `${run.endpoint} → ${server} (round ${round}/${ROUNDS}): ${CONNECTIONS} connections, ${SECONDS} s (+2 s warm-up) ...`,
        );
        result[server] = await measure({ url, connections: CONNECTIONS, durationSeconds: SECONDS, nextRequest, pid });
      }
      rounds.push(result);
    }
    rows.push(medianOfRounds(run.endpoint, rounds));
    if (ROUNDS > 1) printRounds(rounds);
  }
  // The envelope answers business failures (429 ...) with HTTP 200: check that the API really served the goods.
  const check = await (await fetch(`${apiBase}/api/NewGoodsContoller/GetGoodsDeatil?goodId=${goodsIds[0]}`)).json();
  if (check.code !== 0) console.log(`WARNING: GetGoodsDeatil answered code ${check.code} after the run.`);

  if (!ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY && !PRINT_ONLY) {
    if (ROUNDS > 1) console.log(`\nMedians over ${ROUNDS} rounds (the ratio is the median of the rounds' ratios):`);
    printReport(rows, TARGETS);
  }

  // Hostile bodies (issue 13) against the same API.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BILLING_ONLY && !CHAT_ONLY && !PRINT_ONLY) {
    console.log('');
    await benchHostileBodies({
      apiBase,
      count: Number(process.env.BENCH_HOSTILE_COUNT ?? 20),
      burst: Number(process.env.BENCH_HOSTILE_BURST ?? 40),
    });
  }

  // The ordering flow (issue 5) against the same API: BENCH_ORDER_CUSTOMERS concurrent customers (20).
  if (!CATALOGUE_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY && !PRINT_ONLY) {
    console.log('');
    // The statements per call are counted on a second API process whose database connection goes through a
    // counting proxy (apps/api/bench/orders-flow.mjs), after the timed run: the measured API runs unobserved.
    const counter = await startStatementCounter(env.DATABASE_URL);
    cleanups.push(() => counter.close());
    const countedPort = await freePort();
    const countedBase = `http://127.0.0.1:${countedPort}`;
    await startServer(
      'api-counted',
      [path.join(API_DIST, 'main.js')],
      { ...env, DATABASE_URL: counter.url, PORT: String(countedPort), HOST: '127.0.0.1' },
      `${countedBase}/api/NewGoodsContoller/GetGoodsList`,
      probe,
    );
    await benchOrders({
      apiBase,
      databaseUrl: env.DATABASE_URL,
      jwtSecret: env.JWT_SECRET,
      customers: Number(process.env.BENCH_ORDER_CUSTOMERS ?? 20),
      seconds: SECONDS,
      counted: { apiBase: countedBase, counter },
    });
  }
  // 50 concurrent PDF requests (issue 20) against the same API: p99 and the API's memory.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !CHAT_ONLY) {
    console.log('');
    await benchConcurrentPdf({ apiBase, apiPid: api.pid, databaseUrl: env.DATABASE_URL, jwtSecret: env.JWT_SECRET });
  }
  // The billing report (issue 17), last: its 100,000 lines would otherwise weigh on the calls above.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !CHAT_ONLY && !PRINT_ONLY) {
    console.log('');
    await benchBilling({
      apiBase,
      apiPid: api.pid,
      baseBase,
      baselinePid: baseline.pid,
      databaseUrl: env.DATABASE_URL,
      jwtSecret: env.JWT_SECRET,
      apiDist: API_DIST,
      measure,
      warmUp,
      lines: Number(process.env.BENCH_BILLING_LINES ?? 100_000),
      connections: Number(process.env.BENCH_BILLING_CONNECTIONS ?? 20),
      seconds: SECONDS,
      rounds: ROUNDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
  }
  // The support chat (issue 21): delivery latency over Redis and SSE for concurrent conversations.
  if (!CATALOGUE_ONLY && !ORDERS_ONLY && !BODIES_ONLY && !BILLING_ONLY && !PRINT_ONLY) {
    console.log('');
    await benchSupportChat({
      apiBase,
      databaseUrl: env.DATABASE_URL,
      jwtSecret: env.JWT_SECRET,
      supportPassword: env.SEED_SUPPORT_PASSWORD,
      conversations: Number(process.env.BENCH_CHAT_CONVERSATIONS ?? 50),
    });
  }
  console.log(
    `\nVisitor calls (no token), ${GOODS.toLocaleString('en')} goods, ${CONNECTIONS} connections, LOG_LEVEL=warn; finished in ${((performance.now() - start) / 1000).toFixed(0)} s.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(`bench failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
