import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { parseCsv } from '../../src/modules/samples/helpers/csv-sheet.js';
import { LIBRARY_SHEET } from '../../src/modules/samples/helpers/sample-sheet-layout.js';
import { as } from '../orders/orders-test-kit.js';
import { LIBRARY_TITLES, libraryRow, workbookBuffer } from '../samples/support/sheet-builder.js';
import { bearer } from '../support/bearer.js';
import { contractIdOf, createDemoApp, type DemoApp } from '../support/demo-app.js';

const run = promisify(execFile);
const PARSE = '/api/NewOrder/ParseContractSheet';
// CSV export filter: comma, double quote, UTF-8 (76), start at row 1.
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1';
const XLSX_FILTER = 'xlsx:Calc MS Excel 2007 XML';

const labelOf = (key: string) => LIBRARY_SHEET.columns.find((column) => column.field.key === key)!.field.label;

/**
 * LibreOffice Calc headless (`soffice`, installed by .ci/run) converts `file` with `filter` into `outDir`; a
 * profile of its own so a LibreOffice already running for someone else does not take the job.
 */
async function convert(work: string, file: string, filter: string, outDir: string): Promise<void> {
  await run(
    'soffice',
    [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', filter, '--outdir', outDir, file],
    { timeout: 180_000 },
  );
}

function noteOf(sheet: ExcelJS.Worksheet, address: string): string {
  const note = sheet.getCell(address).note as ExcelJS.Comment | string | undefined;
  return typeof note === 'string' ? note : (note?.texts ?? []).map((text) => text.text).join('');
}

/** Three libraries, the second with a bad i7 index: a batch sheet as a customer's Excel would save it. */
function sheetRows() {
  return [
    LIBRARY_TITLES,
    libraryRow('LO-WK1', 'LO-Z1', 'CCGCGGTT', 'AGCGCTAG', { skuCode: 'LIB-DNB-10G' }),
    libraryRow('LO-WK2', 'LO-Z2', 'CCGXXGTT', 'GATATCGA', { skuCode: 'LIB-DNB-10G' }),
    libraryRow('LO-WK3', 'LO-Z3', 'GGACTTGG', 'CGCAGACG', { skuCode: 'LIB-DNB-10G', weight: 3.75 }),
  ];
}

describe('the batch sheet through LibreOffice', () => {
  let t: DemoApp;
  let sh1: number;
  let work: string;

  beforeAll(async () => {
    t = await createDemoApp();
    sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    work = mkdtempSync(path.join(tmpdir(), 'seqportal-lo-'));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  const parse = async (content: Buffer, name: string) => {
    const uploaded = await t.http
      .post('/api/NewOrder/UploadContractSheet')
      .set(bearer(t.shanghai.token))
      .attach('file', content, name);
    expect(uploaded.body.code).toBe(0);
    const { body } = await as(t, t.shanghai).post(PARSE, { Path: uploaded.body.body.files[0].url, contractId: sh1 });
    expect(body.code).toBe(0);
    return body.body;
  };

  it('parses an xlsx saved by LibreOffice exactly like the one exceljs wrote', { timeout: 240_000 }, async () => {
    const original = await workbookBuffer([{ name: '文库信息', rows: sheetRows() }]);
    const input = path.join(work, 'exceljs-batch.xlsx');
    writeFileSync(input, original);
    await convert(work, input, XLSX_FILTER, path.join(work, 'saved'));
    const saved = readFileSync(path.join(work, 'saved', 'exceljs-batch.xlsx'));
    expect(saved.equals(original)).toBe(false);

    const fromExceljs = await parse(original, 'batch.xlsx');
    const fromLibreOffice = await parse(saved, 'batch-libreoffice.xlsx');
    const comparable = ({ annotatedPath: _link, ...rest }: { annotatedPath: string }) => rest;
    expect(comparable(fromLibreOffice)).toEqual(comparable(fromExceljs));
    expect(fromLibreOffice).toMatchObject({ validCount: 2, errorCount: 1 });
    expect(fromLibreOffice.order.wkList[1]).toMatchObject({ wkName: 'LO-WK3', weight: 3.75 });
  });

  it(
    'gives an annotated workbook LibreOffice opens with its comments and status column',
    { timeout: 240_000 },
    async () => {
      const result = await parse(await workbookBuffer([{ name: '文库信息', rows: sheetRows() }]), 'batch.xlsx');
      const annotated = Buffer.from(await (await fetch(result.annotatedPath)).arrayBuffer());
      const file = path.join(work, 'annotated.xlsx');
      writeFileSync(file, annotated);

      // As CSV: LibreOffice reads the sheet, its status column included.
      await convert(work, file, CSV_FILTER, path.join(work, 'csv'));
      const rows = parseCsv(readFileSync(path.join(work, 'csv', 'annotated.csv'), 'utf8'));
      expect(rows).toHaveLength(4);
      expect(rows.map((row) => row.length)).toEqual([14, 14, 14, 14]);
      expect(rows.map((row) => row[13])).toEqual([
        '校验结果',
        '通过',
        `错误：L列 ${labelOf('indexi7')}格式不正确`,
        '通过',
      ]);
      expect(rows[2]![11]).toBe('CCGXXGTT');

      // Saved again by LibreOffice: the comments it read are still on the error cells.
      await convert(work, file, XLSX_FILTER, path.join(work, 'resaved'));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(path.join(work, 'resaved', 'annotated.xlsx')) as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('文库信息')!;
      expect(noteOf(sheet, 'L3')).toBe(`${labelOf('indexi7')}格式不正确`);
      expect(noteOf(sheet, 'L2')).toBe('');
      // LibreOffice stores the coloured status text as rich text; its text is what the customer reads.
      expect(sheet.getCell('N1').text).toBe('校验结果');
      expect(sheet.getCell('N3').text).toBe(`错误：L列 ${labelOf('indexi7')}格式不正确`);
    },
  );
});
