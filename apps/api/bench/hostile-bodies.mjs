// Issue 13: what a hostile JSON body costs the API, against a normal small call in the same run. Without logging
// in, a 60,000-key body once held the event loop for seconds in validation and a 1,000-level body answered 500.
// 1. each kind sent one at a time (BENCH_HOSTILE_COUNT, 20): the time to the answer, and the answer;
// 2. /api/health polled one call after another, first idle, then while BENCH_HOSTILE_BURST (40) hostile bodies
//    arrive at once: its latency is what every other client waits, i.e. the API's event-loop delay.
// Reported, not asserted (the tests assert the answers, not the times).

const LIST = '/api/NewGoodsContoller/GetGoodsList';
// The route with the largest body limit (a whole sample list, 4 MB): the key guard, not the byte limit, refuses.
const SUBMIT = '/api/NewOrder/SubmitOrder';

function manyKeys(count) {
  const keys = [];
  for (let i = 0; i < count; i += 1) keys.push(`"k${i}":${i}`);
  return `{${keys.join(',')}}`;
}

function deep(levels) {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

async function post(apiBase, path, body) {
  const started = performance.now();
  let response;
  let text;
  try {
    response = await fetch(`${apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    text = await response.text();
  } catch (error) {
    // A server may answer 413 and close before the client has sent the whole body.
    return { ms: performance.now() - started, answer: `connection closed (${error.cause?.code ?? error.message})` };
  }
  const ms = performance.now() - started;
  let answer = `HTTP ${response.status}`;
  try {
    const envelope = JSON.parse(text);
    if (envelope.code !== undefined) answer += `, code ${envelope.code} ${envelope.code === 0 ? '' : envelope.message}`;
  } catch {
    // Not JSON: the status says it.
  }
  return { ms, answer: answer.trim() };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
  return `p50 ${f(percentile(sorted, 50))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted[sorted.length - 1])}`;
}

/** Polls /api/health one call after another until `until` resolves; the latencies. */
async function pollHealth(apiBase, until) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const latencies = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${apiBase}/api/health`)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies;
}

export async function benchHostileBodies({ apiBase, count = 20, burst = 40 }) {
  const kinds = [
    { name: 'baseline: GetGoodsList {pageIndex, pageSize}', path: LIST, body: '{"pageIndex":1,"pageSize":10}' },
    { name: '60,000 keys → SubmitOrder (4 MB limit)', path: SUBMIT, body: manyKeys(60_000) },
    { name: '60,000 keys → GetGoodsList (100 KB limit)', path: LIST, body: manyKeys(60_000) },
    { name: '1,000 levels → GetGoodsList', path: LIST, body: deep(1000) },
  ];
  console.log(`Hostile bodies (issue 13), anonymous, ${count} sequential requests each (after 3 unmeasured):`);
  for (const kind of kinds) {
    for (let i = 0; i < 3; i += 1) await post(apiBase, kind.path, kind.body);
    const times = [];
    let answer = '';
    for (let i = 0; i < count; i += 1) {
      const result = await post(apiBase, kind.path, kind.body);
      times.push(result.ms);
      answer = result.answer;
    }
    const size = `${(Buffer.byteLength(kind.body) / 1024).toFixed(0)} KB`;
    console.log(`  ${kind.name.padEnd(46)} ${size.padStart(7)}  ${summary(times)}  → ${answer}`);
  }

  const idle = await pollHealth(apiBase, new Promise((resolve) => setTimeout(resolve, 1000)));
  const hostile = [kinds[1], kinds[3]];
  const sent = Array.from({ length: burst }, (_, i) => hostile[i % hostile.length]);
  const burstStarted = performance.now();
  const burstDone = Promise.all(sent.map((kind) => post(apiBase, kind.path, kind.body)));
  const during = await pollHealth(apiBase, burstDone);
  const burstMs = performance.now() - burstStarted;
  const row = (label, figures) => console.log(`  ${label.padEnd(46)} ${''.padStart(7)}  ${figures}`);
  row('/api/health idle (1 s)', `${summary(idle)}  (${idle.length} calls)`);
  row(
    `/api/health during ${burst} hostile bodies at once`,
    `${summary(during)}  (${during.length} calls; the burst took ${burstMs.toFixed(0)} ms)`,
  );
}
