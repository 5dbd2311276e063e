// Contract batch-sheet bench (issue 16): a 500-row /place_order sheet parsed, validated, checked for duplicates and
// index collisions within the sheet, and priced at contract prices the way ParseContractSheet does (the contract
// price lookup, one SQL statement in the service, is an in-memory map here), then annotated; seconds and peak memory
// (maximum RSS of a process that does nothing else). Targets: ≤ 1 s for the check and pricing (the annotated workbook,
// a full exceljs load and write, is timed apart) and ≤ 200 MB.
// Called by scripts/bench.mjs (BENCH_ONLY=batch runs it alone); alone: `node apps/api/bench/contract-batch-sheet.mjs`
// after `pnpm build`. Knob: BENCH_BATCH_ROWS (default 500).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DEFAULT_DIST = path.join(HERE, '../dist/apps/api/src');
const TARGETS = { seconds: 1, megabytes: 200 };
const LIMITS = { maxRows: 5000, maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 1000 };
const helper = (apiDist, name) => pathToFileURL(path.join(apiDist, `modules/samples/helpers/${name}.js`)).href;

/** 15 bases: the number in base 4, each digit three times (distinct numbers differ in at least 3 bases). */
function indexOf(n) {
  let digits = '';
  let value = n;
  for (let i = 0; i < 5; i += 1) {
    digits = 'ACGT'[value % 4].repeat(3) + digits;
    value = Math.floor(value / 4);
  }
  return digits;
}

/** One library per row; every 50th row carries an error (bad index, outside the contract, duplicate name). */
async function writeSheet(file, rows, apiDist) {
  const require = createRequire(path.join(HERE, '../package.json'));
  const ExcelJS = require('exceljs');
  const { LIBRARY_SHEET } = await import(helper(apiDist, 'sample-sheet-layout'));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const sheet = workbook.addWorksheet(LIBRARY_SHEET.name);
  sheet.addRow(LIBRARY_SHEET.columns.map((column) => column.title)).commit();
  for (let row = 0; row < rows; row += 1) {
    const broken = row % 50 === 49;
    sheet
      .addRow([
        broken && row % 150 === 49 ? 'LIB-NOVA-10G' : 'LIB-DNB-10G',
        `样本-${row}`,
        `WK-${row}`,
        'DNA文库',
        '人',
        1,
        5.2,
        10,
        '否',
        broken && row % 150 === 99 ? 'Z-0' : `Z-${row}`,
        '双index文库',
        broken && row % 150 === 149 ? 'ACGTXX' : indexOf(row),
        indexOf(row + 600),
      ])
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Child process: one measured run. */
async function measureChild(file, apiDist) {
  const { readAndCheckSheet, sheetCollisionErrors, sortCellErrors } = await import(
    helper(apiDist, 'sample-sheet-analysis')
  );
  const { contractSheetRows, duplicateErrors } = await import(helper(apiDist, 'contract-sheet-rows'));
  const { annotateWorkbook } = await import(helper(apiDist, 'annotate-sheet'));
  const prices = new Map([['LIB-DNB-10G', { skuId: 1, goodsName: 'DNBSEQ文库上机', unitPrice: '127.50' }]]);
  const buffer = readFileSync(file);
  const start = performance.now();
  const checked = await readAndCheckSheet(buffer, LIMITS);
  const errors = [...checked.errors, ...duplicateErrors(checked)];
  // What the service adds for codes outside the contract (it reads the contract's prices in one statement).
  checked.value.wkList.forEach((library, index) => {
    if (!prices.has(library.skuCode.toUpperCase()))
      errors.push({
        ...checked.sheet.locate({ list: 'wk', row: index, field: 'skuCode' }),
        message: `产品编码${library.skuCode}不在合同范围内`,
      });
  });
  errors.push(...sheetCollisionErrors(checked, { orientation: null }));
  const sorted = sortCellErrors(errors, checked.sheet.sheets);
  const result = contractSheetRows(checked, sorted, prices);
  const checkedSeconds = (performance.now() - start) / 1000;
  const annotated = await annotateWorkbook(buffer, result.rows, sorted);
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(
    JSON.stringify({
      checkedSeconds,
      seconds,
      peakMegabytes: process.resourceUsage().maxRSS / 1024,
      rows: result.rows.length,
      invalid: result.rows.filter((row) => row.status === 'error').length,
      validTotal: result.validTotal,
      bytes: buffer.length,
      annotatedBytes: annotated.length,
    }),
  );
}

export async function benchContractBatchSheet({ apiDist = DEFAULT_DIST } = {}) {
  if (!existsSync(path.join(apiDist, 'modules/samples/helpers/contract-sheet-rows.js'))) {
    throw new Error('No API build with the contract batch sheet: run `pnpm build` first.');
  }
  const rows = Number(process.env.BENCH_BATCH_ROWS ?? 500);
  const dir = mkdtempSync(path.join(tmpdir(), 'seqportal-bench-batch-'));
  try {
    const file = path.join(dir, 'batch.xlsx');
    await writeSheet(file, rows, apiDist);
    const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--measure', file, apiDist], {
      encoding: 'utf8',
    });
    if (child.status !== 0) throw new Error(`contract batch sheet measurement failed:\n${child.stderr}`);
    const result = JSON.parse(child.stdout);
    const verdict = [
      result.checkedSeconds <= TARGETS.seconds ? `≤ ${TARGETS.seconds} s ✓` : `> ${TARGETS.seconds} s ✗`,
      result.peakMegabytes <= TARGETS.megabytes ? `≤ ${TARGETS.megabytes} MB ✓` : `> ${TARGETS.megabytes} MB ✗`,
    ].join(', ');
    console.log(
      `ParseContractSheet core: ${result.rows} rows (${(result.bytes / 1024).toFixed(0)} KB .xlsx, ${result.invalid} with errors) ` +
        `parsed, validated, collision-checked and priced in ${result.checkedSeconds.toFixed(2)} s, ` +
        `${result.seconds.toFixed(2)} s with the annotated workbook (${(result.annotatedBytes / 1024).toFixed(0)} KB); ` +
        `peak memory ${result.peakMegabytes.toFixed(0)} MB (process RSS); valid rows ${result.validTotal} yuan; ${verdict}`,
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
      await benchContractBatchSheet({
        apiDist: process.env.BENCH_API_DIST ? path.resolve(process.env.BENCH_API_DIST) : DEFAULT_DIST,
      });
    } catch (error) {
      console.error(`bench failed: ${error.message}`);
      process.exitCode = 1;
    }
  }
}
