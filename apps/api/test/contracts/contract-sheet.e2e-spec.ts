import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { LIBRARY_SHEET } from '../../src/modules/samples/helpers/sample-sheet-layout.js';
import { as, orderRow } from '../orders/orders-test-kit.js';
import {
  LANE_TITLES,
  LIBRARY_TITLES,
  libraryRow,
  workbookBuffer,
  type SheetRow,
} from '../samples/support/sheet-builder.js';
import { buildZip, deflateRepeated, minimalWorkbookParts } from '../samples/support/zip-builder.js';
import { bearer } from '../support/bearer.js';
import type { TestCustomer } from '../support/customer-session.js';
import { contractIdOf, createDemoApp, type DemoApp } from '../support/demo-app.js';

const UPLOAD = '/api/File/uploadExcel';
const UPLOAD_CONTRACT_SHEET = '/api/NewOrder/UploadContractSheet';
const PARSE = '/api/NewOrder/ParseContractSheet';

/** 15 bases: the number in base 4 (5 digits), each digit three times, so two numbers differ in 3 or more bases. */
function indexOf(n: number, offset: number): string {
  let digits = '';
  let value = n + offset;
  for (let i = 0; i < 5; i += 1) {
    digits = 'ACGT'[value % 4]!.repeat(3) + digits;
    value = Math.floor(value / 4);
  }
  return digits;
}

/** A CSV the way a spreadsheet exports one: quoted where a field holds a comma or a quote, CRLF line ends. */
function csvOf(rows: readonly SheetRow[]): string {
  const field = (value: unknown) => {
    const text = String(value ?? '');
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/**
 * A Chinese Excel's plain "CSV" is GBK. Node has no GBK encoder, so the fixture holds the same three rows as the
 * UTF-8 case, saved in GBK (test/contracts/fixtures/batch-sheet.gbk.csv; its UTF-8 text is checked against them).
 */
const GBK_FIXTURE = new URL('./fixtures/batch-sheet.gbk.csv', import.meta.url);

const labelOf = (key: string) => LIBRARY_SHEET.columns.find((column) => column.field.key === key)!.field.label;

/** 500 libraries with one sub-library each (sheet rows 2-501), with seven kinds of error at known rows. */
function batchSheetRows(): SheetRow[] {
  const rows: SheetRow[] = [];
  for (let i = 0; i < 500; i += 1) {
    rows.push(libraryRow(`WK${i}`, `Z${i}`, indexOf(i, 0), indexOf(i, 200), { skuCode: 'LIB-DNB-10G' }));
  }
  rows[10] = libraryRow('WK10', 'Z10', indexOf(10, 0), indexOf(10, 200), { skuCode: 'LIB-NOVA-10G' });
  rows[20] = libraryRow('WK20', 'Z20', indexOf(20, 0), indexOf(20, 200), { skuCode: 'NOPE-1' });
  rows[30] = libraryRow('WK30', 'Z30', indexOf(30, 0), indexOf(30, 200), { skuCode: 'LIB-DNB-10G', species: '' });
  rows[40] = libraryRow('WK40', 'Z40', 'ACGTXXAC', indexOf(40, 200), { skuCode: 'LIB-DNB-10G' });
  rows[50] = libraryRow('WK50', 'Z50', 'ACGT', indexOf(50, 200), { skuCode: 'LIB-DNB-10G' });
  rows[60] = libraryRow('WK60', 'Z0', indexOf(60, 0), indexOf(60, 200), { skuCode: 'LIB-DNB-10G' });
  rows[70] = libraryRow('WK70', 'Z70', indexOf(5, 0), indexOf(5, 200), { skuCode: 'LIB-DNB-10G' });
  return [LIBRARY_TITLES, ...rows];
}

describe('ParseContractSheet: the /place_order batch sheet', () => {
  let t: DemoApp;
  let sh1: number;

  beforeAll(async () => {
    t = await createDemoApp();
    sh1 = await contractIdOf(t, 'HT-2026-SH-001');
  });
  afterAll(() => t.close());

  const upload = async (who: TestCustomer, content: Buffer) => {
    const response = await t.http.post(UPLOAD).set(bearer(who.token)).attach('file', content, '批量下单表.xlsx');
    expect(response.body.code).toBe(0);
    return response.body.body.files[0].url as string;
  };

  it('answers every row of a 500-row sheet with its status, contract price and exactly its errors', async () => {
    const buffer = await workbookBuffer([{ name: '文库信息', rows: batchSheetRows() }]);
    const path = await upload(t.shanghai, buffer);
    const { body } = await as(t, t.shanghai).post(PARSE, { Path: path, contractId: sh1 });
    expect(body.code).toBe(0);
    const result = body.body;
    expect(result).toMatchObject({
      contractId: sh1,
      templateType: 'LIBRARY',
      validCount: 493,
      errorCount: 7,
      // 493 x 127.50 (85% of 150.00).
      validTotal: '62857.50',
      balance: '486320.00',
      otherErrors: [],
    });
    expect(result.rows).toHaveLength(500);
    expect(result.rows[0]).toMatchObject({
      kind: 'wk',
      row: 2,
      name: 'WK0',
      skuCode: 'LIB-DNB-10G',
      unitPrice: '127.50',
      status: 'ok',
      errors: [],
    });
    const failed = result.rows
      .filter((row: { status: string }) => row.status === 'error')
      .map((row: { row: number; errors: Array<{ row: number; column: string; message: string }> }) => ({
        row: row.row,
        errors: row.errors.map(({ row: at, column, message }) => ({ row: at, column, message })),
      }));
    const i7 = labelOf('indexi7');
    expect(failed).toEqual([
      { row: 12, errors: [{ row: 12, column: 'A', message: '产品编码LIB-NOVA-10G不在合同范围内' }] },
      { row: 22, errors: [{ row: 22, column: 'A', message: '产品编码NOPE-1不存在' }] },
      { row: 32, errors: [{ row: 32, column: 'E', message: `${labelOf('species')}不能为空` }] },
      { row: 42, errors: [{ row: 42, column: 'L', message: `${i7}格式不正确` }] },
      { row: 52, errors: [{ row: 52, column: 'L', message: `${i7}不能少于6位` }] },
      { row: 62, errors: [{ row: 62, column: 'J', message: '子文库名称Z0与第2行重复' }] },
      {
        row: 72,
        errors: [{ row: 72, column: 'L', message: expect.stringMatching(/^子文库Z70与第7行子文库Z5的index冲突/) }],
      },
    ]);
    expect(result.rows.find((row: { row: number }) => row.row === 12).unitPrice).toBeNull();
    expect(result.order.wkList).toHaveLength(493);
    expect(result.order.skuList).toEqual([{ skuId: expect.any(Number), count: 493 }]);

    // The annotated workbook: error cells filled with the reason as a comment, and a status column.
    const annotated = await fetch(result.annotatedPath);
    expect(annotated.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await annotated.arrayBuffer());
    const sheet = workbook.getWorksheet('文库信息')!;
    const noteOf = (address: string) => {
      const note = sheet.getCell(address).note as ExcelJS.Comment | string | undefined;
      return typeof note === 'string' ? note : (note?.texts ?? []).map((text) => text.text).join('');
    };
    expect(noteOf('A12')).toBe('产品编码LIB-NOVA-10G不在合同范围内');
    expect(noteOf('L42')).toBe(`${i7}格式不正确`);
    expect(sheet.getCell('A12').fill).toMatchObject({ type: 'pattern', fgColor: { argb: 'FFFFC7CE' } });
    expect(noteOf('A2')).toBe('');
    expect(sheet.getCell('N1').value).toBe('校验结果');
    expect(sheet.getCell('N2').value).toBe('通过');
    expect(sheet.getCell('N22').value).toBe('错误：A列 产品编码NOPE-1不存在');
    expect(sheet.getCell('B2').value).toBe('WK0-样本');

    // Ordering the valid rows: SubmitOrder under the contract with the answered request.
    const placed = await as(t, t.shanghai).post('/api/NewOrder/SubmitOrder', {
      type: 2,
      propertyType: 1,
      contractId: sh1,
      ...result.order,
    });
    expect(placed.body).toMatchObject({ code: 0 });
    const order = await orderRow(t, placed.body.body.orderNo as string);
    expect(order).toMatchObject({ total_price: '62857.50', contract_id: sh1 });
    const [{ balance }] = await t.dataSource.query('SELECT balance FROM contract WHERE id = $1', [sh1]);
    expect(balance).toBe('423462.50');
  });

  it('refuses an unapproved caller (183), another customer’s contract (404) and another customer’s file (404)', async () => {
    const buffer = await workbookBuffer([
      { name: '文库信息', rows: [LIBRARY_TITLES, libraryRow('WK', 'Z', indexOf(1, 0), indexOf(1, 200))] },
    ]);
    const own = await upload(t.shanghai, buffer);
    expect((await as(t, t.personal).post(PARSE, { Path: own, contractId: sh1 })).body).toMatchObject({
      code: 183,
      message: '请先去认证',
    });
    expect((await as(t, t.beijing).post(PARSE, { Path: own, contractId: sh1 })).body).toMatchObject({
      code: 404,
      message: '合同不存在',
    });
    const bj1 = await contractIdOf(t, 'HT-2026-BJ-001');
    expect((await as(t, t.beijing).post(PARSE, { Path: own, contractId: bj1 })).body).toMatchObject({ code: 404 });
    expect((await as(t, t.shanghai).post(PARSE, { Path: own })).body).toMatchObject({
      code: 400,
      message: '请选择合同',
    });
  });

  const uploadAs = async (who: TestCustomer, content: Buffer, name: string) =>
    t.http.post(UPLOAD_CONTRACT_SHEET).set(bearer(who.token)).attach('file', content, name);

  it('takes the sheet as CSV (UTF-8 with BOM, or GBK as a Chinese Excel saves it) and answers it like the xlsx', async () => {
    const rows: SheetRow[] = [
      LIBRARY_TITLES,
      libraryRow('WK-C1', 'ZC1', indexOf(501, 0), indexOf(501, 200), { skuCode: 'LIB-DNB-10G', name: '肝脏,左叶' }),
      libraryRow('WK-C2', 'ZC2', 'ACGTXXAC', indexOf(502, 200), { skuCode: 'LIB-DNB-10G' }),
      libraryRow('WK-C3', 'ZC3', indexOf(503, 0), indexOf(503, 200), { skuCode: 'LIB-DNB-10G', name: '007' }),
    ];
    const text = csvOf(rows);
    expect(new TextDecoder('gb18030').decode(readFileSync(GBK_FIXTURE))).toBe(text);
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    for (const [content, name] of [
      [utf8, '批量下单表.csv'],
      [readFileSync(GBK_FIXTURE), 'batch-gbk.CSV'],
    ] as const) {
      const uploaded = await uploadAs(t.shanghai, content, name);
      expect(uploaded.body).toMatchObject({ code: 0, body: { files: [{ name }] } });
      const { body } = await as(t, t.shanghai).post(PARSE, { Path: uploaded.body.body.files[0].url, contractId: sh1 });
      expect(body.code).toBe(0);
      expect(body.body).toMatchObject({ templateType: 'LIBRARY', validCount: 2, errorCount: 1, validTotal: '255.00' });
      expect(body.body.rows.map((row: { name: string }) => row.name)).toEqual(['WK-C1', 'WK-C2', 'WK-C3']);
      // Text stays text: the quoted comma is kept and a sample named 007 keeps its zeros.
      expect(body.body.order.wkList.map((row: { name: string }) => row.name)).toEqual(['肝脏,左叶', '007']);
      expect(body.body.rows[1].errors).toEqual([
        expect.objectContaining({ sheet: '文库信息', row: 3, column: 'L', message: `${labelOf('indexi7')}格式不正确` }),
      ]);
      expect(body.body.order.wkList[0]).toMatchObject({ num: 1, weight: 5.2, dataSize: 10 });
      // The annotated file of a CSV is the workbook it was read as, with the status column.
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await (await fetch(body.body.annotatedPath)).arrayBuffer());
      expect(workbook.getWorksheet('文库信息')!.getCell('N3').value).toBe(`错误：L列 ${labelOf('indexi7')}格式不正确`);
    }
  });

  it('refuses other files at UploadContractSheet with 11002 and stores nothing', async () => {
    const storedSheets = async () => {
      const { StorageService } = await import('../../src/infra/storage/storage.service.js');
      return (await t.app.get(StorageService).list('uploads', `coi/sample-sheets/${t.shanghai.memberId}/`)).length;
    };
    const before = await storedSheets();
    for (const [content, name] of [
      [Buffer.from('产品编码,样本名称'), 'batch.txt'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), 'renamed.csv'],
      [Buffer.from('not a zip'), 'batch.xlsx'],
    ] as const) {
      expect((await uploadAs(t.shanghai, content, name)).body).toMatchObject({
        code: 11002,
        message: '仅支持xlsx或csv格式文件，请使用下载的合同模板填写后上传',
      });
    }
    expect(await storedSheets()).toBe(before);
    const unclosed = await uploadAs(t.shanghai, Buffer.from(`${csvOf([LIBRARY_TITLES])}"LIB-DNB-10G,x`), 'a.csv');
    expect(unclosed.body).toMatchObject({ code: 400, message: 'CSV文件中的引号未闭合' });
  });

  it('applies the row cap of the sample sheets to a CSV', { timeout: 60_000 }, async () => {
    const rows: SheetRow[] = [LIBRARY_TITLES];
    for (let i = 0; i < 5001; i += 1) rows.push(libraryRow(`CAP${i}`, `CZ${i}`, indexOf(i, 0), indexOf(i, 200)));
    const uploaded = await uploadAs(t.shanghai, Buffer.from(csvOf(rows), 'utf8'), 'cap.csv');
    expect(uploaded.body.code).toBe(0);
    const { body } = await as(t, t.shanghai).post(PARSE, { Path: uploaded.body.body.files[0].url, contractId: sh1 });
    expect(body).toMatchObject({ code: 400, message: '样本表最多5000行，请拆分后分批上传' });
    // Past the cap by more than a blank line or two, the CSV is refused at the upload, before a workbook is built.
    const longer = await uploadAs(t.shanghai, Buffer.from(csvOf([...rows, ...rows.slice(1, 4)]), 'utf8'), 'cap.csv');
    expect(longer.body).toMatchObject({ code: 400, message: '样本表最多5000行，请拆分后分批上传' });
  });

  it('marks an index colliding with a library another order booked on the same lane, without naming it', async () => {
    const lanId = `L-BATCH-${Date.now()}`;
    const [{ id: nova }] = await t.dataSource.query<Array<{ id: number }>>(
      "SELECT id FROM sku WHERE sku_code = 'LIB-NOVA-10G'",
    );
    const answer = await as(t, t.beijing).post('/api/NewOrder/SubmitOrder', {
      type: 2,
      propertyType: 0,
      skuList: [{ skuId: nova, count: 1 }],
      ybList: [],
      wkList: [
        {
          skuCode: 'LIB-NOVA-10G',
          name: '北京样本',
          wkName: 'BJ-LIB',
          type: 'DNA文库',
          species: '人',
          num: 1,
          weight: 5,
          dataSize: 10,
          isLan: true,
          zwkList: [{ zwkName: 'BJ-1', type: '双index文库', indexi7: indexOf(600, 0), indexi5: indexOf(600, 200) }],
        },
      ],
      lanList: [{ lanId, wkName: 'BJ-LIB', num: 1, phix: 1 }],
    });
    expect(answer.body.code).toBe(0);
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [
          LIBRARY_TITLES,
          libraryRow('WK-A', 'ZA', indexOf(600, 0), indexOf(600, 200), { skuCode: 'LIB-DNB-10G', isLan: '是' }),
          libraryRow('WK-B', 'ZB', indexOf(601, 0), indexOf(601, 200), { skuCode: 'LIB-DNB-10G', isLan: '是' }),
        ],
      },
      {
        name: 'Lane信息',
        rows: [LANE_TITLES, [lanId, 'WK-A', 1, 1], [lanId, 'WK-B', 1, 1]],
      },
    ]);
    const path = await upload(t.shanghai, buffer);
    const { body } = await as(t, t.shanghai).post(PARSE, { Path: path, contractId: sh1 });
    expect(body.code).toBe(0);
    const byName = new Map(
      body.body.rows.map((row: { name: string; status: string; errors: unknown[] }) => [row.name, row]),
    );
    expect(byName.get('WK-B')).toMatchObject({ status: 'ok' });
    expect((byName.get('WK-A') as { errors: unknown[] }).errors).toEqual([
      {
        sheet: '文库信息',
        row: 2,
        column: 'L',
        title: labelOf('indexi7'),
        message: `index冲突：子文库ZA（文库WK-A）与Lane ${lanId}上已预订的文库的index相差0个碱基，至少需要3个`,
      },
    ]);
    expect(JSON.stringify(body.body)).not.toContain('BJ-');
  });

  it('answers 无可用合同模板 for contract products no batch template covers, and nothing for them in the list', async () => {
    const [analysis] = await t.dataSource.query<Array<{ id: number }>>(
      "SELECT id FROM sku WHERE template_type = 'DELIVERY_ANALYSIS' ORDER BY id LIMIT 1",
    );
    expect(analysis).toBeDefined();
    await t.dataSource.query(
      'INSERT INTO contract_price (contract_id, sku_id, unit_price) VALUES ($1, $2, 100) ON CONFLICT DO NOTHING',
      [sh1, analysis!.id],
    );
    const answer = await as(t, t.shanghai).get('/api/NewOrder/GetContractTemplate', {
      skuId: String(analysis!.id),
      contractId: sh1,
    });
    expect(answer.body).toMatchObject({ code: 400, message: '无可用合同模板' });
    const list = await as(t, t.shanghai).get('/api/NewWork/GetContractTemplateList');
    for (const template of list.body.body as Array<{ path: string }>) {
      const skuIds = new URL(template.path, 'http://localhost').searchParams.get('skuId')!.split(',').map(Number);
      expect(skuIds).not.toContain(analysis!.id);
    }
  });

  it('applies the zip-bomb guard of the sample-sheet upload', async () => {
    const bomb = await deflateRepeated(200 * 1024 * 1024);
    const sheet =
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>';
    const content = buildZip([
      ...minimalWorkbookParts(sheet),
      { name: 'xl/worksheets/sheet2.xml', deflated: bomb, declaredSize: 60 * 1024 * 1024 },
    ]);
    const path = await upload(t.shanghai, content);
    expect((await as(t, t.shanghai).post(PARSE, { Path: path, contractId: sh1 })).body).toMatchObject({
      code: 11001,
      message: '您上传的文件解压后超过64MB，请重新上传',
    });
  });
});
