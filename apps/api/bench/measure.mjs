// Load generation with autocannon and the report table.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

/** Before each measured round: connections open, and the load of the side measured before it drained. */
const SETTLE_SECONDS = 2;

/** Clock ticks per second of /proc/<pid>/stat's CPU times (100 on most Linux systems). */
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, in µs; null where there is no /proc (macOS). */
function cpuMicroseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** Sends the request mix at `connections` connections for `duration` seconds; autocannon's result. */
function load({ url, connections, duration, nextRequest }) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const next = nextRequest();
          return {
            ...request,
            method: next.method,
            path: next.path,
            // Customer calls carry their token in `next.headers`.
            headers: { ...request.headers, 'content-type': 'application/json', ...next.headers },
            body: next.body === undefined ? undefined : JSON.stringify(next.body),
          };
        },
      },
    ],
  });
}

/**
 * Serves the request mix for a while without measuring: a freshly started process runs its code in the
 * interpreter until V8 has compiled the hot paths, and a production server is measured warm.
 */
export async function warmUp({ url, connections, durationSeconds, nextRequest }) {
  await load({ url, connections, duration: durationSeconds, nextRequest });
}

/**
 * Runs one autocannon measurement after a short settling run. `nextRequest` returns { method, path, body? } for
 * each request (and optional headers), so that the API and the baseline see the same mix of pages, searches and goods. It also reports
 * the CPU time per request of the server process `pid`: on a shared 2-core machine the throughput of both
 * sides drifts with everything else running, while a request's CPU cost is what the server itself controls.
 */
export async function measure({ url, connections, durationSeconds, nextRequest, pid }) {
  await load({ url, connections, duration: SETTLE_SECONDS, nextRequest });
  const cpuBefore = cpuMicroseconds(pid);
  const result = await load({ url, connections, duration: durationSeconds, nextRequest });
  const cpuAfter = cpuMicroseconds(pid);
  return {
    cpuPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : (cpuAfter - cpuBefore) / result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const pad = (value, width) => String(value).padStart(width);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ratioOf = ({ api, baseline }) => api.requestsPerSecond / baseline.requestsPerSecond;

/**
 * One row from interleaved rounds: each figure is its median over the rounds, and the ratio is the median of
 * the rounds' own ratios (each round's API and baseline ran back to back, under the same machine conditions).
 */
export function medianOfRounds(endpoint, rounds) {
  const side = (server) => ({
    cpuPerRequest: rounds.some((round) => round[server].cpuPerRequest === null)
      ? null
      : median(rounds.map((round) => round[server].cpuPerRequest)),
    requestsPerSecond: median(rounds.map((round) => round[server].requestsPerSecond)),
    p50: median(rounds.map((round) => round[server].p50)),
    p99: median(rounds.map((round) => round[server].p99)),
    errors: rounds.reduce((sum, round) => sum + round[server].errors, 0),
    non2xx: rounds.reduce((sum, round) => sum + round[server].non2xx, 0),
  });
  return { endpoint, api: side('api'), baseline: side('baseline'), ratio: median(rounds.map(ratioOf)) };
}

const cpuNote = (stats) => (stats.cpuPerRequest === null ? '' : `, CPU ${stats.cpuPerRequest.toFixed(0)} µs/req`);
const cpuColumn = (stats) => pad(stats.cpuPerRequest === null ? '-' : stats.cpuPerRequest.toFixed(0), 12);

export function printRounds(rounds) {
  for (const round of rounds) {
    console.log(
      `  ${round.endpoint} round ${round.round}: API ${round.api.requestsPerSecond.toFixed(0)} req/s (p99 ${round.api.p99} ms${cpuNote(round.api)}), ` +
        `baseline ${round.baseline.requestsPerSecond.toFixed(0)} req/s (p99 ${round.baseline.p99} ms${cpuNote(round.baseline)}), ratio ${ratioOf(round).toFixed(2)}`,
    );
  }
}

export function printReport(rows, targets) {
  const header = `${'endpoint'.padEnd(16)}${pad('server', 10)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('errors', 8)}${pad('CPU µs/req', 12)}${pad('ratio', 8)}  verdict`;
  console.log(`\n${header}\n${'-'.repeat(header.length + 10)}`);
  for (const row of rows) {
    const { endpoint, api, baseline } = row;
    const ratio = row.ratio ?? ratioOf(row);
    const verdicts = [
      ratio >= targets.ratio ? `ratio ≥ ${targets.ratio} ✓` : `ratio < ${targets.ratio} ✗`,
      api.p99 <= targets.p99 ? `p99 ≤ ${targets.p99} ms ✓` : `p99 > ${targets.p99} ms ✗`,
    ];
    const line = (server, stats, extra) =>
      `${endpoint.padEnd(16)}${pad(server, 10)}${pad(stats.requestsPerSecond.toFixed(0), 10)}${pad(stats.p50, 9)}${pad(stats.p99, 9)}${pad(stats.errors + stats.non2xx, 8)}${cpuColumn(stats)}${extra}`;
    console.log(line('API', api, `${pad(ratio.toFixed(2), 8)}  ${verdicts.join(', ')}`));
    console.log(line('baseline', baseline, ''));
  }
}
