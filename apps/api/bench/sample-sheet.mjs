// Sample-sheet bench (issue 6): parse and validate a 5,000-row library sheet the way ParseSampleExcel does (zip
// guard, streaming read, sample rules, index collisions within the sheet) and print the seconds and the peak
// memory (maximum resident set size of a process that does nothing else). Targets: ≤ 2 s and ≤ 200 MB.
// Called by scripts/bench.mjs; alone: `node apps/api/bench/sample-sheet.mjs` after `pnpm build`.
// Knobs: BENCH_SHEET_ROWS (default 5000).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DIST,
  SHEET_LIMITS,
  apiExcelJS,
  measureSheet,
  peakMegabytes,
  runSheetBenchCli,
  samplesHelper,
  verdict,
} from './sheet-bench.mjs';

const TARGETS = { seconds: 2, megabytes: 200 };

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
  const ExcelJS = apiExcelJS();
  const { LIBRARY_SHEET, LANE_SHEET } = await import(samplesHelper(apiDist, 'sample-sheet-layout'));
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
  const { readAndCheckSheet, sheetCollisionErrors } = await import(samplesHelper(apiDist, 'sample-sheet-analysis'));
  const buffer = readFileSync(file);
  const start = performance.now();
  const checked = await readAndCheckSheet(buffer, SHEET_LIMITS);
  const collisions = sheetCollisionErrors(checked, { orientation: null });
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(
    JSON.stringify({
      seconds,
      peakMegabytes: peakMegabytes(),
      rows: checked.sheet.rowCount,
      libraries: checked.value.wkList.length,
      errors: checked.errors.length + collisions.length,
      bytes: buffer.length,
    }),
  );
}

export async function benchSampleSheet({ apiDist = DEFAULT_DIST } = {}) {
  const rows = Number(process.env.BENCH_SHEET_ROWS ?? 5000);
  console.log(`Sample sheet: writing ${rows.toLocaleString('en')} rows ...`);
  const result = await measureSheet({
    script: fileURLToPath(import.meta.url),
    apiDist,
    requiredHelper: 'sample-sheet-analysis',
    name: 'samples',
    write: (file) => writeSheet(file, rows, apiDist),
  });
  console.log(
    `ParseSampleExcel core: ${result.rows.toLocaleString('en')} rows (${result.libraries} libraries, ${(result.bytes / 1024).toFixed(0)} KB .xlsx) ` +
      `parsed and validated in ${result.seconds.toFixed(2)} s, peak memory ${result.peakMegabytes.toFixed(0)} MB (process RSS); ` +
      `${result.errors} errors; ${verdict(result.seconds, result.peakMegabytes, TARGETS)}`,
  );
  return result;
}

await runSheetBenchCli(import.meta.url, { measure: measureChild, bench: benchSampleSheet });
