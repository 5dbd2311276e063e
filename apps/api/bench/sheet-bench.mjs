// What the spreadsheet benches share: the built samples helpers, the sheet limits of the service, and the
// measurement itself (write the sheet, run one measured pass in a child process that does nothing else, so that
// its peak RSS is the pass's memory, print the verdict against the targets, and remove the sheet).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_DIST = path.join(HERE, '../dist/apps/api/src');
/** The limits ParseSampleExcel and ParseContractSheet read sheets under. */
export const SHEET_LIMITS = { maxRows: 5000, maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 1000 };

/** URL of a built helper of the samples module. */
export const samplesHelper = (apiDist, name) =>
  pathToFileURL(path.join(apiDist, `modules/samples/helpers/${name}.js`)).href;

/** The API's exceljs (the bench scripts live outside the package that depends on it). */
export function apiExcelJS() {
  return createRequire(path.join(HERE, '../package.json'))('exceljs');
}

/** Peak memory of this process so far, in MB (maximum resident set size). */
export const peakMegabytes = () => process.resourceUsage().maxRSS / 1024;

/** "≤ 2 s ✓, ≤ 200 MB ✓" for a measured pass against its targets. */
export function verdict(seconds, megabytes, targets) {
  return [
    seconds <= targets.seconds ? `≤ ${targets.seconds} s ✓` : `> ${targets.seconds} s ✗`,
    megabytes <= targets.megabytes ? `≤ ${targets.megabytes} MB ✓` : `> ${targets.megabytes} MB ✗`,
  ].join(', ');
}

/**
 * Writes a sheet with `write(file)` into a temporary folder, runs `script --measure file apiDist` in a child
 * process and answers the JSON it printed; the folder is removed whatever happens.
 */
export async function measureSheet({ script, apiDist, requiredHelper, name, write }) {
  if (!existsSync(path.join(apiDist, `modules/samples/helpers/${requiredHelper}.js`))) {
    throw new Error(`No API build with ${requiredHelper}: run \`pnpm build\` first.`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), `seqportal-bench-${name}-`));
  try {
    const file = path.join(dir, `${name}.xlsx`);
    await write(file);
    const child = spawnSync(process.execPath, [script, '--measure', file, apiDist], { encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`${name} measurement failed:\n${child.stderr}`);
    return JSON.parse(child.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The command line of a sheet bench script: `--measure file apiDist` is the child's measured pass, anything else
 * runs the bench (BENCH_API_DIST chooses the build).
 */
export async function runSheetBenchCli(moduleUrl, { measure, bench }) {
  const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(moduleUrl);
  if (!invokedDirectly) return;
  if (process.argv[2] === '--measure') {
    await measure(process.argv[3], process.argv[4] ?? DEFAULT_DIST);
    return;
  }
  try {
    await bench({ apiDist: process.env.BENCH_API_DIST ? path.resolve(process.env.BENCH_API_DIST) : DEFAULT_DIST });
  } catch (error) {
    console.error(`bench failed: ${error.message}`);
    process.exitCode = 1;
  }
}
