// Issue 20: the printed documents.
// 1. benchSampleSheetPdf: a 96-sample information sheet (one Code 128 per sample, 22-character send codes, the CJK
//    font subset) rendered by the API's renderer in this process: bytes, the first (cold: font read and parsed)
//    and the median of the following BENCH_PRINT_RUNS (10) renders. Targets: ≤ 30 KB and ≤ 1 s.
// 2. benchConcurrentPdf: BENCH_PRINT_REQUESTS (50) getSamplePdf requests at once against the running API, for the
//    demo customer's order with the most samples, in BENCH_PRINT_BURSTS (3) bursts: p50/p99 per burst and the API
//    process's resident memory before and at its peak (sampled from /proc every 20 ms during the bursts).
// Called by scripts/bench.mjs (BENCH_ONLY=print runs only this).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { customerToken } from './customer-token.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const TARGETS = { kilobytes: 30, seconds: 1 };
const DEMO_PHONE = '13800000001';

/** The sheet of a 96-sample order as PrintDataService answers it (codes as long as the lab's send codes). */
function sheetOf(samples) {
  const no = '2026112400000123';
  return {
    no,
    url: '',
    date: new Date('2026-11-24T02:00:00Z').toISOString(),
    company: '上海示例生物科技有限公司',
    name: '张晓明',
    phone: DEMO_PHONE,
    sampleList: Array.from({ length: samples }, (_, i) => ({
      sendTempCode: `S${no}${String(i + 1).padStart(5, '0')}`,
      goodsName: '人全基因组重测序',
      species: '小鼠',
      num: 1,
      codeNo: `YP${no}${i + 1}`,
      name: `小鼠肝脏DNA-${i + 1}`,
      type: 'DNA',
      barcode: '',
    })),
    totalNum: samples,
    barcodeNo: `YB${no}`,
    labName: '上海张江实验室',
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function benchSampleSheetPdf({ apiDist, runs = Number(process.env.BENCH_PRINT_RUNS ?? 10) }) {
  const { sampleSheetPdf } = await import(
    pathToFileURL(path.join(apiDist, 'modules/orders/print/helpers/print-documents.js')).href
  );
  const sheet = sheetOf(96);
  const link = 'https://portal.example.cn/my_order/detail?orderNo=2026112400000123';
  let started = performance.now();
  const first = await sampleSheetPdf(sheet, link);
  const cold = performance.now() - started;
  const warm = [];
  for (let i = 0; i < runs; i += 1) {
    started = performance.now();
    await sampleSheetPdf(sheet, link);
    warm.push(performance.now() - started);
  }
  const kb = first.length / 1024;
  console.log(
    `96-sample sheet PDF: ${first.length.toLocaleString('en')} bytes (${kb.toFixed(1)} KB, target ≤ ${TARGETS.kilobytes} KB${kb <= TARGETS.kilobytes ? '' : ', MISSED'}); ` +
      `first render ${cold.toFixed(0)} ms, median of ${runs} more ${median(warm).toFixed(0)} ms (target ≤ ${TARGETS.seconds * 1000} ms${median(warm) <= TARGETS.seconds * 1000 ? '' : ', MISSED'}).`,
  );
  return { bytes: first.length, coldMs: cold, medianMs: median(warm) };
}

/** Resident memory of a process in MB, from /proc. */
function rssMegabytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

export async function benchConcurrentPdf({
  apiBase,
  apiPid,
  databaseUrl,
  jwtSecret,
  requests = Number(process.env.BENCH_PRINT_REQUESTS ?? 50),
  bursts = Number(process.env.BENCH_PRINT_BURSTS ?? 3),
}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let owner;
  try {
    owner = (
      await client.query(
        `SELECT m.id AS member_id, m.organisation_id, o.order_no, count(s.id)::int AS samples
         FROM member m JOIN customer_order o ON o.member_id = m.id JOIN sample s ON s.order_id = o.id
         WHERE m.phone = $1 AND m.is_main GROUP BY m.id, o.id ORDER BY samples DESC, o.id LIMIT 1`,
        [DEMO_PHONE],
      )
    ).rows[0];
  } finally {
    await client.end();
  }
  if (!owner) throw new Error(`No order with samples for ${DEMO_PHONE}: is the demo seed loaded?`);
  const token = customerToken(jwtSecret, owner.member_id, owner.organisation_id);
  const url = `${apiBase}/api/NewOrder/getSamplePdf?orderNo=${owner.order_no}`;
  const fetchPdf = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await response.arrayBuffer());
    const ok = response.headers.get('content-type') === 'application/pdf';
    return { ms: performance.now() - started, bytes: body.length, ok, answer: ok ? '' : body.toString('utf8') };
  };
  const single = await fetchPdf();
  if (!single.ok) throw new Error(`getSamplePdf answered ${single.answer.slice(0, 200)}`);
  const before = rssMegabytes(apiPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMegabytes(apiPid));
  }, 20);
  const results = [];
  try {
    for (let burst = 1; burst <= bursts; burst += 1) {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: requests }, fetchPdf));
      const wall = performance.now() - started;
      const times = answers.map((answer) => answer.ms);
      // A refusal is counted, not fatal: under this load the figure of interest is how many were not served.
      const failed = answers.filter((answer) => !answer.ok);
      results.push({ p50: percentile(times, 50), p99: percentile(times, 99), wall, failed: failed.length });
      console.log(
        `${requests} concurrent getSamplePdf (order of ${owner.samples} samples, ${single.bytes.toLocaleString('en')} bytes), burst ${burst}/${bursts}: ` +
          `p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, all done in ${wall.toFixed(0)} ms` +
          (failed.length ? `; ${failed.length} not served (${failed[0].answer.slice(0, 120)})` : '') +
          '.',
      );
    }
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, rssMegabytes(apiPid));
  console.log(
    `API memory: ${before.toFixed(0)} MB resident before the bursts, ${peak.toFixed(0)} MB at the peak (+${(peak - before).toFixed(0)} MB). ` +
      `Median p99 over the bursts: ${median(results.map((r) => r.p99)).toFixed(0)} ms.`,
  );
  return { results, rssBeforeMb: before, rssPeakMb: peak };
}
