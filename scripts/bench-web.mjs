#!/usr/bin/env node
// `pnpm bench:web`: the shop as a customer's phone feels it (issue 22). Not a test: figures beside targets.
//
// 1. builds when the build output is missing or older than the sources (as `pnpm start` does);
// 2. starts the whole system (`node scripts/start.mjs`) on free ports against a fresh database on the local
//    PostgreSQL (BENCH_POSTGRES_ADMIN_URL), the local Redis under a prefix of its own (BENCH_REDIS_URL) and the
//    embedded S3 server, like the browser tests' apps/web/e2e/support/system.ts;
// 3. runs Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) with Debian's Chromium
//    (BENCH_CHROMIUM, default /usr/bin/chromium) on /, /all_goods and the first product's detail page,
//    BENCH_WEB_RUNS (3) times each, and prints the medians: performance and accessibility scores, LCP, TBT, the
//    bytes transferred, and the JavaScript the page loaded (gzip -9 size of every script fetched during the load,
//    whatever the server sent) beside the targets; then the failing accessibility audits, if any.
// BENCH_WEB_REPORTS=<dir> keeps every run's Lighthouse JSON there (<page>-<run>.json), for the LCP breakdown, the
// long tasks, unused JavaScript and the request chains.
// BENCH_WEB_PAGES=home,detail measures only those pages (home, all-goods, detail).
// BENCH_WEB_ROOT points it at another checkout (built there when needed), e.g. an unchanged copy for a before/after
// comparison.
// Everything it started (the system, the database, Chromium) is stopped and removed, also on Ctrl-C.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, reasonToBuild } from './lib/build.mjs';

// BENCH_WEB_ROOT measures another checkout (e.g. an unchanged copy for a before/after comparison).
const ROOT = process.env.BENCH_WEB_ROOT
  ? path.resolve(process.env.BENCH_WEB_ROOT)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pg = createRequire(path.join(ROOT, 'apps/api/package.json'))('pg');
const ADMIN_URL = process.env.BENCH_POSTGRES_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
// BENCH_A11Y_EXAMPLES: failing elements printed per accessibility audit.
const BENCH_A11Y_EXAMPLES = Number(process.env.BENCH_A11Y_EXAMPLES ?? 4);
const REPORTS_DIR = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;
const ONLY_PAGES = process.env.BENCH_WEB_PAGES
  ? process.env.BENCH_WEB_PAGES.split(',').map((name) => name.trim())
  : null;
const TARGETS = { performance: 90, accessibility: 95, lcpMs: 2500, tbtMs: 200, initialJsKiB: 200 };
const READY_LINE = /SeqPortal is running at (http:\/\/\S+)/;

const database = `seqportal_benchweb_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'seqportal-benchweb-'));
let system = null;
let chrome = null;

process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));

try {
  await main();
} catch (error) {
  console.error(error?.stack ?? String(error));
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function main() {
  const reason = reasonToBuild(ROOT);
  if (reason) {
    console.log(`Building (${reason}) ...`);
    await build(ROOT, { ...process.env });
  }
  console.log('Starting the system ...');
  await adminQuery(`CREATE DATABASE ${database}`);
  system = await startSystem();
  const productPath = await firstProductPath(system.url);
  const pages = [
    { name: 'home', key: 'home', path: '/' },
    { name: 'all goods', key: 'all-goods', path: '/all_goods' },
    { name: 'product detail', key: 'detail', path: productPath },
  ].filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.key));
  if (REPORTS_DIR) mkdirSync(REPORTS_DIR, { recursive: true });

  chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const results = [];
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(
        await audit(`${system.url}${page.path}`, REPORTS_DIR && path.join(REPORTS_DIR, `${page.key}-${run + 1}.json`)),
      );
      process.stdout.write(`  ${page.path} run ${run + 1}/${RUNS} done\n`);
    }
    results.push({ page, runs });
  }
  printReport(results);
}

async function audit(url, reportFile) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, JSON.stringify(lhr));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(url.split('/', 3).join('/')),
  );
  let scriptGzipBytes = 0;
  let scriptTransferBytes = 0;
  for (const script of scripts) {
    scriptTransferBytes += script.transferSize ?? 0;
    const body = Buffer.from(await (await fetch(script.url)).arrayBuffer());
    scriptGzipBytes += gzipSync(body, { level: 9 }).length;
  }
  const failing = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((entry) => entry && entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === 'binary')
    .map((entry) => ({
      summary: `${entry.id} (${entry.details?.items?.length ?? 0})`,
      // What fails, for the developer fixing it: the element and axe's explanation, a few per audit.
      examples: (entry.details?.items ?? []).slice(0, BENCH_A11Y_EXAMPLES).map((item) => {
        const snippet = (item.node?.snippet ?? '').replace(/\s+/g, ' ').slice(0, 110);
        const why = (item.node?.explanation ?? '').split('\n').slice(-1)[0].slice(0, 120);
        return `${snippet} ${why}`.trim();
      }),
    }));
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    fcpMs: lhr.audits['first-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    transferKiB: lhr.audits['total-byte-weight'].numericValue / 1024,
    scriptCount: scripts.length,
    scriptTransferKiB: scriptTransferBytes / 1024,
    initialJsKiB: scriptGzipBytes / 1024,
    lcpElement: lcpElementOf(lhr),
    failing,
  };
}

/** The LCP element's HTML, from whichever audit of this Lighthouse version names it. */
function lcpElementOf(lhr) {
  const found = [];
  const walk = (value) => {
    if (!value || typeof value !== 'object' || found.length) return;
    if (value.type === 'node' && value.snippet) {
      found.push(value.snippet);
      return;
    }
    for (const child of Object.values(value)) walk(child);
  };
  for (const id of ['largest-contentful-paint-element', 'lcp-breakdown-insight', 'lcp-discovery-insight']) {
    walk(lhr.audits[id]?.details);
  }
  return found[0] ?? '(not reported)';
}

/** The median of the runs that measured the figure: under load Lighthouse sometimes reports no LCP or TBT. */
function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function printReport(results) {
  const mark = (ok) => (ok ? 'ok ' : 'MISS');
  console.log(`\nLighthouse ${lighthouseVersion()} mobile preset, ${RUNS} run(s) per page, medians:`);
  const header = [
    'page'.padEnd(16),
    'perf (≥90)'.padStart(14),
    'a11y (≥95)'.padStart(14),
    'LCP (≤2.5 s)'.padStart(16),
    'TBT (≤200 ms)'.padStart(18),
    'FCP'.padStart(8),
    'CLS'.padStart(7),
    'transferred'.padStart(13),
    'JS transferred'.padStart(16),
    'JS gz (≤200 KiB)'.padStart(24),
  ];
  console.log(header.join(' '));
  for (const { page, runs } of results) {
    const m = (key) => median(runs.map((run) => run[key]));
    const performance = m('performance');
    const accessibility = m('accessibility');
    const lcp = m('lcpMs');
    const tbt = m('tbtMs');
    const js = m('initialJsKiB');
    const unmeasured = runs.filter((run) => !Number.isFinite(run.lcpMs) || !Number.isFinite(run.tbtMs)).length;
    console.log(
      [
        page.name.padEnd(16),
        `${performance} ${mark(performance >= TARGETS.performance)}`.padStart(14),
        `${accessibility} ${mark(accessibility >= TARGETS.accessibility)}`.padStart(14),
        `${(lcp / 1000).toFixed(2)} s ${mark(lcp <= TARGETS.lcpMs)}`.padStart(16),
        `${Math.round(tbt)} ms ${mark(tbt <= TARGETS.tbtMs)}`.padStart(18),
        `${(m('fcpMs') / 1000).toFixed(2)} s`.padStart(8),
        m('cls').toFixed(3).padStart(7),
        `${Math.round(m('transferKiB'))} KiB`.padStart(13),
        `${Math.round(m('scriptTransferKiB'))} KiB`.padStart(16),
        `${Math.round(js)} KiB/${m('scriptCount')} files ${mark(js <= TARGETS.initialJsKiB)}`.padStart(24),
        unmeasured ? ` (${unmeasured} of ${runs.length} runs without LCP/TBT: medians of the others)` : '',
      ].join(' '),
    );
  }
  console.log('\nLCP element and failing accessibility audits (last run):');
  for (const { page, runs } of results) {
    const last = runs.at(-1);
    console.log(`  ${page.name} (${page.path}): LCP ${last.lcpElement.slice(0, 100)}`);
    const summary = last.failing.map((entry) => entry.summary).join(', ');
    console.log(`    accessibility: ${summary || 'none failing'}`);
    for (const entry of last.failing) for (const example of entry.examples) console.log(`      - ${example}`);
  }
}

function lighthouseVersion() {
  try {
    return createRequire(import.meta.url)('lighthouse/package.json').version;
  } catch {
    return '';
  }
}

async function firstProductPath(baseUrl) {
  const response = await fetch(`${baseUrl}/api/NewGoodsContoller/GetGoodsList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageIndex: 1, pageSize: 1 }),
  });
  const envelope = await response.json();
  const body = envelope.body ?? {};
  const first = (body.list ?? body.rows ?? body.items ?? [])[0];
  if (!first) throw new Error(`GetGoodsList returned no goods: ${JSON.stringify(envelope).slice(0, 300)}`);
  return `/all_goods/detail?skuId=${first.skuId}`;
}

async function startSystem() {
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const port = await freePort();
  const s3Port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      // As `pnpm start` runs without a .env: production would insist on generated secrets.
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_PREFIX: `benchweb:${database}`,
      SEQPORTAL_DATA_DIR: dataDir,
      EMBEDDED_S3_PORT: String(s3Port),
      LOG_LEVEL: 'warn',
      SEQPORTAL_SKIP_BUILD: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk.toString();
      const match = READY_LINE.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start.mjs exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

async function cleanUp() {
  if (chrome) {
    const running = chrome;
    chrome = null;
    try {
      await running.kill();
    } catch {
      // Already gone.
    }
  }
  if (system) {
    const { child } = system;
    system = null;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
  }
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
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
