// Contract batch-sheet bench (issue 16): a 500-row /place_order sheet parsed, validated, checked for duplicates and
// index collisions within the sheet and against the libraries other orders booked on its lanes (10 lanes, 50 booked
// sub-libraries each), and priced at contract prices the way ParseContractSheet does (the contract price lookup and
// the booked-lane read, one SQL statement each in the service, are in memory here), then annotated; seconds and peak memory
// (maximum RSS of a process that does nothing else). Targets: ≤ 1 s for the check and pricing (the annotated workbook,
// a full exceljs load and write, is timed apart) and ≤ 200 MB.
// Called by scripts/bench.mjs (BENCH_ONLY=batch runs it alone); alone: `node apps/api/bench/contract-batch-sheet.mjs`
// after `pnpm build`. Knob: BENCH_BATCH_ROWS (default 500).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_DIST,
  SHEET_LIMITS,
  apiExcelJS,
  measureSheet,
  peakMegabytes,
  runSheetBenchCli,
  samplesHelper as helper,
  verdict,
} from './sheet-bench.mjs';

const TARGETS = { seconds: 1, megabytes: 200 };
const LANES = 10;
const BOOKED_PER_LANE = 50;
const laneOf = (row) => `L-BENCH-${row % LANES}`;

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
  const ExcelJS = apiExcelJS();
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
  // Every library booked on one of the lanes, as a customer who books whole lanes fills the Lane sheet.
  const { LANE_SHEET } = await import(helper(apiDist, 'sample-sheet-layout'));
  const lanes = workbook.addWorksheet(LANE_SHEET.name);
  lanes.addRow(LANE_SHEET.columns.map((column) => column.title)).commit();
  for (let row = 0; row < rows; row += 1) lanes.addRow([laneOf(row), `WK-${row}`, 1, 1]).commit();
  lanes.commit();
  await workbook.commit();
}

/** What other orders booked on the sheet's lanes (the service reads it in one statement); none collides. */
function bookedOnLanes() {
  const booked = [];
  for (let lane = 0; lane < LANES; lane += 1) {
    for (let n = 0; n < BOOKED_PER_LANE; n += 1) {
      const k = 500 + lane * BOOKED_PER_LANE + n;
      booked.push({
        lanId: `L-BENCH-${lane}`,
        memberId: 2,
        orderNo: `B${k}`,
        sampleName: `B${k}`,
        wkName: `BWK-${k}`,
        zwkName: `BZ-${k}`,
        i7: indexOf(k),
        i5: indexOf(k + 600),
        platform: null,
      });
    }
  }
  return booked;
}

/** Child process: one measured run. */
async function measureChild(file, apiDist) {
  const { readAndCheckSheet, sheetCollisionErrors, sortCellErrors } = await import(
    helper(apiDist, 'sample-sheet-analysis')
  );
  const { contractSheetRows, duplicateErrors } = await import(helper(apiDist, 'contract-sheet-rows'));
  const { annotateWorkbook } = await import(helper(apiDist, 'annotate-sheet'));
  const { checkLaneCollisions } = await import(helper(apiDist, 'order-collisions'));
  const booked = bookedOnLanes();
  const prices = new Map([['LIB-DNB-10G', { skuId: 1, goodsName: 'DNBSEQ文库上机', unitPrice: '127.50' }]]);
  const buffer = readFileSync(file);
  const start = performance.now();
  const checked = await readAndCheckSheet(buffer, SHEET_LIMITS);
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
  const againstLanes = checkLaneCollisions({
    lists: checked.value,
    platformOf: () => null,
    booked,
    memberId: 1,
    minDistance: 3,
  });
  for (const { mine, report } of againstLanes)
    errors.push({
      ...checked.sheet.locate({ list: 'zwk', row: mine.zwkRow, wkRow: mine.wkRow, field: 'indexi7' }),
      message: report.message,
    });
  const sorted = sortCellErrors(errors, checked.sheet.sheets);
  const result = contractSheetRows(checked, sorted, prices);
  const checkedSeconds = (performance.now() - start) / 1000;
  const annotated = await annotateWorkbook(buffer, result.rows, sorted);
  const seconds = (performance.now() - start) / 1000;
  process.stdout.write(
    JSON.stringify({
      checkedSeconds,
      seconds,
      peakMegabytes: peakMegabytes(),
      rows: result.rows.length,
      invalid: result.rows.filter((row) => row.status === 'error').length,
      laneCollisions: againstLanes.length,
      lanes: checked.value.lanList.length,
      validTotal: result.validTotal,
      bytes: buffer.length,
      annotatedBytes: annotated.length,
    }),
  );
}

export async function benchContractBatchSheet({ apiDist = DEFAULT_DIST } = {}) {
  const rows = Number(process.env.BENCH_BATCH_ROWS ?? 500);
  const result = await measureSheet({
    script: fileURLToPath(import.meta.url),
    apiDist,
    requiredHelper: 'contract-sheet-rows',
    name: 'batch',
    write: (file) => writeSheet(file, rows, apiDist),
  });
  console.log(
    `ParseContractSheet core: ${result.rows} rows (${(result.bytes / 1024).toFixed(0)} KB .xlsx, ${result.invalid} with errors) ` +
      `parsed, validated, collision-checked (within the sheet and against ${LANES * BOOKED_PER_LANE} booked sub-libraries on ` +
      `${LANES} lanes, ${result.laneCollisions} found) and priced in ${result.checkedSeconds.toFixed(2)} s, ` +
      `${result.seconds.toFixed(2)} s with the annotated workbook (${(result.annotatedBytes / 1024).toFixed(0)} KB); ` +
      `peak memory ${result.peakMegabytes.toFixed(0)} MB (process RSS); valid rows ${result.validTotal} yuan; ` +
      verdict(result.checkedSeconds, result.peakMegabytes, TARGETS),
  );
  return result;
}

await runSheetBenchCli(import.meta.url, { measure: measureChild, bench: benchContractBatchSheet });
