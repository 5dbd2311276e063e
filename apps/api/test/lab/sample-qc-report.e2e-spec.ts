import ExcelJS from 'exceljs';
import { OrderStatus } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrderWithSamples, QC_PASS, type OrderWithSamples } from './lab-fixtures.js';

const HEADER = [
  '送样编号',
  '样本编号',
  '样本名称',
  '样本类型',
  '浓度(ng/μl)',
  '体积(μl)',
  '总量(ng)',
  'QPCR浓度(nM)',
  'OD260/280',
  'RIN/DIN',
  '文库长度(bp)',
  '质检结论（总量）',
  '质检结论（质量）',
  '备注及建议',
];

interface ReportItem {
  fileName: string;
  filePath: string;
  size: number;
}

/** The QC table of a downloaded report: the rows below the column header, up to the first blank row. */
async function qcRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('样本质检报告')!;
  const values: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => values.push((row.values as unknown[]).slice(1)));
  const head = values.findIndex((row) => row[0] === '送样编号');
  expect(values[head]).toEqual(HEADER);
  const end = values.findIndex((row, index) => index > head && row.length === 0);
  return values.slice(head + 1, end);
}

describe('sample QC report', () => {
  let t: TestApp;
  let lab: string;
  let company: TestCustomer;
  let personal: TestCustomer;
  let order: OrderWithSamples;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
    personal = await customerToken(t, '13800000002');
    order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 2);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object) => t.http.post(path).set(bearer(lab)).send(body);
  const customerGet = (who: TestCustomer, path: string) => t.http.get(path).set(bearer(who.token));
  const reportList = (who: TestCustomer = company) =>
    customerGet(who, `/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=2`);
  const download = async (item: ReportItem): Promise<Buffer> => {
    const redirect = await t.http.get(item.filePath);
    expect(redirect.status).toBe(302);
    const stored = await fetch(redirect.headers.location!);
    expect(stored.status).toBe(200);
    return Buffer.from(await stored.arrayBuffer());
  };

  it('has no report while QC results are recorded but no sample is marked 质检完成', async () => {
    expect((await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo })).body.code).toBe(0);
    for (const sample of order.samples) {
      const saved = await post('/api/admin/lab/qc-results', { sampleId: sample.id, ...QC_PASS });
      expect(saved.body.code).toBe(0);
    }
    expect((await reportList()).body).toEqual({ code: 0, message: '暂无可用报告', body: [] });
  });

  it('lists the report after 质检完成, and the download holds one QC row per sample', async () => {
    await post('/api/admin/lab/qc-results', {
      sampleId: order.samples[1]!.id,
      ...QC_PASS,
      concentration: 12.5,
      volume: 20,
      libraryLength: 350,
      totalGrade: 'RISK',
      remarks: '总量偏低，建议补送',
    });
    const done = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'QC_DONE' });
    expect(done.body).toMatchObject({ code: 0, message: '记录成功', body: { changed: 2 } });

    const list = await reportList();
    expect(list.body.code).toBe(0);
    expect(list.body.message).not.toBe('暂无可用报告');
    const items = list.body.body as ReportItem[];
    expect(items.map((item) => item.fileName)).toEqual([`样本质检报告_${order.orderNo}.xlsx`]);

    const bytes = await download(items[0]!);
    expect(bytes.length).toBe(items[0]!.size);
    expect(await qcRows(bytes)).toEqual([
      [
        order.samples[0]!.sendTempCode,
        'YB-01',
        '小鼠肝脏DNA-1',
        'DNA',
        35.2,
        28.5,
        1003.2,
        '',
        1.85,
        8.2,
        '',
        '合格',
        '合格',
        '',
      ],
      [
        order.samples[1]!.sendTempCode,
        'YB-02',
        '小鼠肝脏DNA-2',
        'DNA',
        12.5,
        20,
        250,
        '',
        1.85,
        8.2,
        350,
        '风险',
        '合格',
        '总量偏低，建议补送',
      ],
    ]);

    const [file] = await t.dataSource.query(
      `SELECT category, uploaded_by_name FROM delivery_file WHERE order_id = $1`,
      [order.id],
    );
    expect(file).toEqual({ category: 'SAMPLE_QC', uploaded_by_name: 'lab' });
  });

  it("lists the report in the order's data delivery panel", async () => {
    const panel = await customerGet(company, `/api/NewOrder/GetDatadelivery?orderNo=${order.orderNo}`);
    expect(panel.body.code).toBe(0);
    expect(panel.body.body.files).toEqual([]);
    expect(panel.body.body.reports.map((item: ReportItem) => item.fileName)).toEqual([
      `样本质检报告_${order.orderNo}.xlsx`,
    ]);
  });

  it('rebuilds the report when a result of a sample in it is corrected', async () => {
    const corrected = await post('/api/admin/lab/qc-results', {
      sampleId: order.samples[0]!.id,
      ...QC_PASS,
      qualityGrade: 'FAIL',
      remarks: '降解严重，建议重新送样',
    });
    expect(corrected.body.code).toBe(0);
    const items = (await reportList()).body.body as ReportItem[];
    expect(items).toHaveLength(1);
    const rows = await qcRows(await download(items[0]!));
    expect(rows[0]!.slice(11)).toEqual(['合格', '不合格', '降解严重，建议重新送样']);
  });

  it('keeps the report invisible to another customer (404) and to callers without a token (100)', async () => {
    expect((await reportList(personal)).body).toEqual({ code: 404, message: '订单不存在', body: null });
    const anonymous = await t.http.get(`/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=2`);
    expect(anonymous.body.code).toBe(100);
  });
});
