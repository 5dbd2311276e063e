// Sample-sheet bench (issue 6): parse and validate a 5,000-row library sheet the way ParseSampleExcel does (zip
// guard, streaming read, sample rules, index collisions within the sheet) and print the seconds and the peak
// memory (maximum resident set size of a process that does nothing else). Targets: ≤ 2 s and ≤ 200 MB.
// Called by scripts/bench.mjs; alone: `node apps/api/bench/sample-sheet.mjs` after `pnpm build`.
// Knobs: BENCH_SHEET_ROWS (default 5000).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIST = path.join(HERE, '../dist/apps/api/src');
const TARGETS = { seconds: 2, megabytes: 200 };
const LIMITS = { maxRows: 5000, maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 1000 };

/** A deterministic pseudo-random base sequence, so every run parses the same sheet. */
function sequenceSource(seed) {
  let state = seed >>> 0;
  return (length) => {
    let bases = '';
    for (let i = 0; i < length; i += 1) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      bases += 'ACGT'[state >>> 30];
    }
    return bases;
  };
}

/** 1,000 libraries of 5 sub-libraries with 10-base dual indexes, a fifth of the libraries booked on 50 lanes. */
async function writeSheet(file, rows, apiDist) {
  const require = createRequire(path.join(HERE, '../package.json'));
  const ExcelJS = require('exceljs');
  const { LIBRARY_SHEET, LANE_SHEET } = await import(
    pathToFileURL(path.join(apiDist, 'modules/samples/helpers/sample-sheet-layout.js')).href
  );
  const next = sequenceSource(20251121);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const libraries = workbook.addWorksheet(LIBRARY_SHEET.name);
  libraries.addRow(LIBRARY_SHEET.columns.map((column) => column.title)).commit();
  const perLibrary = 5;
  const libraryCount = Math.ceil(rows / perLibrary);
  for (let row = 0; row < rows; row += 1) {
    const library = Math.floor(row / perLibrary);
    const wkName = `LIB-${String(library).padStart(5, '0')}`;
    libraries
      .addRow([
        library % 2 === 0 ? 'LIB-NOVA-10G' : 'LIB-NOVA-30G',
        `样本-${library}`,
        wkName,
        'DNA文库',
        '人',
        1,
        5.2,
        10,
        library % 5 === 0 ? '是' : '否',
        `${wkName}-${row % perLibrary}`,
        '双index文库',
        next(10),
        next(10),
      ])
      .commit();
  }
  libraries.commit();
  const lanes = workbook.addWorksheet(LANE_SHEET.name);
  lanes.addRow(LANE_SHEET.columns.map((column) => column.title)).commit();
  for (let library = 0; library < libraryCount; library += 5) {
    lanes.addRow([`L-${library % 50}`, `LIB-${String(library).padStart(5, '0')}`, 1, 1]).commit();
  }
  lanes.commit();
  await workbook.commit();
}

/** Child process: one measured run. */
async function measureChild(file, apiDist) {
  const { readAndCheckSheet, sheetCollisionErrors } = await import(
    pathToFileURL(path.join(apiDist, 'modules/samples/helpers/sample-sheet-analysis.js')).href
  );
  const buffer = readFileSync(file);
  const start = performance.now();
  const checked = await readAndCheckSheet(buffer, LIMITS);
  const collisions = sheetCollisionErrors(checked, { orientation: null });
  const seconds = (performance.now() - start) / 1000;
  const peakMegabytes = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    JSON.stringify({
      seconds,
      peakMegabytes,
      rows: checked.sheet.rowCount,
      libraries: checked.value.wkList.length,
      errors: checked.errors.length + collisions.length,
      bytes: buffer.length,
    }),
  );
}

export async function benchSampleSheet({ apiDist = DEFAULT_DIST } = {}) {
  if (!existsSync(path.join(apiDist, 'modules/samples/helpers/sample-sheet-analysis.js'))) {
    throw new Error('No API build with the samples module: run `pnpm build` first.');
  }
  const rows = Number(process.env.BENCH_SHEET_ROWS ?? 5000);
  const dir = mkdtempSync(path.join(tmpdir(), 'seqportal-bench-sheet-'));
  try {
    const file = path.join(dir, 'samples.xlsx');
    console.log(`Sample sheet: writing ${rows.toLocaleString('en')} rows ...`);
    await writeSheet(file, rows, apiDist);
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', file, apiDist], {
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`sample-sheet measurement failed:\n${child.stderr}`);
    const result = JSON.parse(child.stdout);
    const verdict = [
      result.seconds <= TARGETS.seconds ? `≤ ${TARGETS.seconds} s ✓` : `> ${TARGETS.seconds} s ✗`,
      result.peakMegabytes <= TARGETS.megabytes ? `≤ ${TARGETS.megabytes} MB ✓` : `> ${TARGETS.megabytes} MB ✗`,
    ].join(', ');
    console.log(
      `ParseSampleExcel core: ${result.rows.toLocaleString('en')} rows (${result.libraries} libraries, ${(result.bytes / 1024).toFixed(0)} KB .xlsx) ` +
        `parsed and validated in ${result.seconds.toFixed(2)} s, peak memory ${result.peakMegabytes.toFixed(0)} MB (process RSS); ` +
        `${result.errors} errors; ${verdict}`,
    );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  if (process.argv[2] === '--measure') {
    await measureChild(process.argv[3], process.argv[4] ?? DEFAULT_DIST);
  } else {
    try {
      await benchSampleSheet({
        apiDist: process.env.BENCH_API_DIST ? path.resolve(process.env.BENCH_API_DIST) : DEFAULT_DIST,
      });
    } catch (error) {
      console.error(`bench failed: ${error.message}`);
      process.exitCode = 1;
    }
  }
}
