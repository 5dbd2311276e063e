import ExcelJS from 'exceljs';
import { LIBRARY_SHEET } from '../../src/modules/samples/helpers/sample-sheet-layout.js';
import { as, contractIdOf, createOrdersApp, orderRow, type OrdersTestApp } from '../orders/orders-test-kit.js';
import { LIBRARY_TITLES, libraryRow, workbookBuffer, type SheetRow } from '../samples/support/sheet-builder.js';
import { buildZip, deflateRepeated, minimalWorkbookParts } from '../samples/support/zip-builder.js';
import type { TestCustomer } from '../support/customer-session.js';

const UPLOAD = '/api/File/uploadExcel';
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
  let t: OrdersTestApp;
  let sh1: number;

  beforeAll(async () => {
    t = await createOrdersApp();
    sh1 = await contractIdOf(t, 'HT-2026-SH-001');
  });
  afterAll(() => t.close());

  const upload = async (who: TestCustomer, content: Buffer) => {
    const response = await t.http
      .post(UPLOAD)
      .set('authorization', `Bearer ${who.token}`)
      .attach('file', content, '批量下单表.xlsx');
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
