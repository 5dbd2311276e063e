import { OrderStatus, QUALITY_README } from '@seqportal/contract';
import { createOrderWithSamples, type OrderWithSamples } from '../lab/lab-fixtures.js';
import { bearer } from '../support/bearer.js';
import { decodeBarcodes, pdfFonts, pdfPageCount, pdfText, renderPages } from '../support/pdf-tools.js';
import { staffToken } from '../support/staff-session.js';
import { as } from './orders-test-kit.js';
import { createDemoApp, type DemoApp } from '../support/demo-app.js';

const COMPANY = '上海示例生物科技有限公司';

/** Reads a raw (file) answer as a Buffer. */
function binary(request: ReturnType<ReturnType<typeof as>['get']>) {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** pdftotext without whitespace: it drops or adds spaces around CJK text and between table cells. */
const squeeze = (text: string) => text.replace(/\s+/g, '');

describe('print documents of an order', () => {
  let t: DemoApp;
  let order: OrderWithSamples;

  beforeAll(async () => {
    t = await createDemoApp();
    order = await createOrderWithSamples(t, t.shanghai.memberId, OrderStatus.SamplesReceived, 3);
    await t.dataSource.query(
      `UPDATE customer_order SET barcode_no = 'YB' || order_no, lab_name = '上海张江实验室' WHERE id = $1`,
      [order.id],
    );
    await t.dataSource.query(`UPDATE sample SET received_at = now(), progress_step = 'RECEIVED' WHERE order_id = $1`, [
      order.id,
    ]);
    // The lab's QC entries for two of the three samples; the third is still waiting.
    await t.dataSource.query(
      `INSERT INTO sample_qc_result (sample_id, concentration, volume, total_amount, od260280, rin_din, total_grade,
         quality_grade, remarks, tester, reviewer, tested_at, reviewed_at, recorded_by_name)
       VALUES ($1, 35.2, 28.5, 1003.2, 1.85, 8.2, 'PASS', 'PASS', '', '王检测', '李审核', now(), now(), 'lab'),
              ($2, 3.1, 20, 62, 1.62, 5.1, 'RISK', 'FAIL', '总量偏低，建议重新送样', '王检测', '李审核', now(), now(), 'lab')`,
      [order.samples[0]!.id, order.samples[1]!.id],
    );
  });
  afterAll(() => t.close());

  describe('GetPrintOrder and PrintService', () => {
    it.each(['GetPrintOrder', 'PrintService'])('%s answers the sample information sheet', async (verb) => {
      const response = await as(t, t.shanghai).get(`/api/NewOrder/${verb}`, { orderNo: order.orderNo });
      expect(response.body).toMatchObject({
        code: 0,
        body: {
          no: order.orderNo,
          url: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
          barcodeNo: `YB${order.orderNo}`,
          company: COMPANY,
          name: '张晓明',
          phone: '13800000001',
          totalNum: 3,
          labName: '上海张江实验室',
        },
      });
      expect(response.body.body.sampleList).toEqual(
        order.samples.map((sample, index) =>
          expect.objectContaining({
            sendTempCode: sample.sendTempCode,
            codeNo: sample.codeNo,
            name: `小鼠肝脏DNA-${index + 1}`,
            species: '小鼠',
            num: 1,
            barcode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
          }),
        ),
      );
    });
  });

  describe('GetOrderPrint', () => {
    it('answers the order, its products, the contract clauses, the credit clause and the 6% tax', async () => {
      const response = await as(t, t.shanghai).get('/api/NewOrder/GetOrderPrint', { orderNo: order.orderNo });
      expect(response.body).toMatchObject({
        code: 0,
        body: {
          data: [{ orderNo: order.orderNo, totalPrice: '100.00' }],
          productList: [{ count: 3, unitPrice: '100.00', select: true }],
          provider: { name: 'SeqPortal 基因测序服务平台' },
          title: '技术服务订单',
          creditClause: expect.stringContaining('1,000,000.00元'),
          tax: {
            rate: '6%',
            net: '94.34',
            tax: '5.66',
            total: '100.00',
            line: '税率6%，税额：5.66元，价税合计：100.00元',
          },
          customer: { company: COMPANY, name: '张晓明' },
        },
      });
      const clauses = (response.body.body.clauses as string[]).join('');
      expect(clauses).toContain('每月前5个自然日');
      expect(clauses).toContain('0.1%');
      expect(clauses).toContain('30日');
    });
  });

  describe('GetQualityReport', () => {
    it("answers the header and the lab's QC entries, with untested samples marked", async () => {
      const response = await as(t, t.shanghai).get('/api/NewOrder/GetQualityReport', { orderNo: order.orderNo });
      expect(response.body).toMatchObject({
        code: 0,
        body: {
          title: '样本质检报告',
          orderNo: order.orderNo,
          customerUnit: COMPANY,
          tester: '王检测',
          reviewer: '李审核',
          receiptDate: expect.any(String),
          contactEmail: expect.stringContaining('@'),
        },
      });
      expect(response.body.body.rows).toEqual([
        expect.objectContaining({
          sendTempCode: order.samples[0]!.sendTempCode,
          sampleId: 'YB-01',
          sampleName: '小鼠肝脏DNA-1',
          concentration: '35.2',
          totalGrade: '合格',
        }),
        expect.objectContaining({ totalGrade: '风险', qualityGrade: '不合格', remarks: '总量偏低，建议重新送样' }),
        expect.objectContaining({ concentration: '', totalGrade: '待检测' }),
      ]);
      expect(response.body.body.readme).toEqual(QUALITY_README);
    });
  });

  describe('SampleTask and GetStatistics', () => {
    it("answers the order's sample rows", async () => {
      const response = await as(t, t.shanghai).get('/api/NewOrder/SampleTask', { orderNo: order.orderNo });
      expect(response.body.code).toBe(0);
      expect(response.body.body.map((row: { sendTempCode: string }) => row.sendTempCode)).toEqual(
        order.samples.map((sample) => sample.sendTempCode),
      );
    });

    it("counts the customer's orders per status, zeros included", async () => {
      const response = await as(t, t.personal).get('/api/NewOrder/GetStatistics');
      expect(response.body).toEqual({
        code: 0,
        message: expect.any(String),
        body: ['待付款', '待收样', '已收样', '已完成', '已取消'].map((title) => ({ title, count: 0 })),
      });
      const mine = await as(t, t.shanghai).get('/api/NewOrder/GetStatistics');
      expect(mine.body.body).toContainEqual({ title: '已收样', count: expect.any(Number) });
      expect(mine.body.body.find((row: { title: string }) => row.title === '已收样').count).toBeGreaterThanOrEqual(1);
    });
  });

  describe('access', () => {
    const calls = [
      'GetPrintOrder',
      'PrintService',
      'GetOrderPrint',
      'GetQualityReport',
      'SampleTask',
      'getSamplePdf',
      'GetOrderPrintPdf',
      'GetQualityReportPdf',
    ];

    it.each(calls)("%s answers 404 for another customer's order", async (verb) => {
      const response = await as(t, t.beijing).get(`/api/NewOrder/${verb}`, { orderNo: order.orderNo });
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toMatchObject({ code: 404, message: '订单不存在' });
    });

    it.each([...calls, 'GetStatistics'])('%s answers 100 without a token', async (verb) => {
      const response = await as(t, null).get(`/api/NewOrder/${verb}`, { orderNo: order.orderNo });
      expect(response.body.code).toBe(100);
    });

    it('answers 404 for an unknown order number', async () => {
      const response = await as(t, t.shanghai).get('/api/NewOrder/getSamplePdf', { orderNo: '2099010100000001' });
      expect(response.body).toMatchObject({ code: 404 });
    });
  });

  describe('staff access', () => {
    const json = [
      ['AdminSamplePrint', '/api/admin/orders/sample-print', 'GetPrintOrder'],
      ['AdminOrderPrint', '/api/admin/orders/order-print', 'GetOrderPrint'],
      ['AdminQualityReport', '/api/admin/orders/quality-report', 'GetQualityReport'],
    ] as const;
    const pdfs = [
      ['AdminSamplePdf', '/api/admin/orders/sample-pdf', '样本信息单'],
      ['AdminOrderPrintPdf', '/api/admin/orders/order-print-pdf', '技术服务订单'],
      ['AdminQualityReportPdf', '/api/admin/orders/quality-report-pdf', '样本质检报告'],
    ] as const;
    const staff = (token: string, path: string, orderNo: string) =>
      t.http.get(path).query({ orderNo }).set(bearer(token));
    // Signed in once per role: staff login is rate limited.
    const tokens = { lab: '', support: '', admin: '' };
    beforeAll(async () => {
      for (const role of ['lab', 'support', 'admin'] as const) tokens[role] = await staffToken(t, role);
    });

    it.each(json)("%s answers staff the same document as the customer's own call", async (_key, path, customerVerb) => {
      for (const role of ['lab', 'support', 'admin'] as const) {
        const [mine, theirs] = await Promise.all([
          as(t, t.shanghai).get(`/api/NewOrder/${customerVerb}`, { orderNo: order.orderNo }),
          staff(tokens[role], path, order.orderNo),
        ]);
        expect(theirs.body.code).toBe(0);
        // The QC report is dated when it is produced; everything else is the same document.
        const undated = (body: Record<string, unknown>) => ({ ...body, reportDate: undefined });
        expect(undated(theirs.body.body)).toEqual(undated(mine.body.body));
      }
    });

    it.each(pdfs)('%s gives staff the PDF of any customer’s order', async (_key, path, name) => {
      const response = await binary(staff(tokens.lab, path, order.orderNo));
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent(name));
      const text = squeeze(pdfText(response.body as Buffer));
      expect(text).toContain(COMPANY);
      expect(text).toContain(order.orderNo);
    });

    it.each([...json, ...pdfs])('%s answers staff 404 for an unknown order', async (_key, path) => {
      const response = await staff(tokens.lab, path, '2099010100000001');
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.body).toMatchObject({ code: 404, message: '订单不存在' });
    });

    it.each([...json, ...pdfs])('%s refuses a customer token (403) and a visitor (100)', async (_key, path) => {
      const customer = await t.http.get(path).query({ orderNo: order.orderNo }).set(bearer(t.shanghai.token));
      expect(customer.body.code).toBe(403);
      expect(customer.body.body ?? null).toBeNull();
      const visitor = await t.http.get(path).query({ orderNo: order.orderNo });
      expect(visitor.body.code).toBe(100);
    });
  });

  describe('PDF files', () => {
    it('getSamplePdf: the sheet with the company, order number, every sample and a decodable barcode per sample', async () => {
      const response = await binary(as(t, t.shanghai).get('/api/NewOrder/getSamplePdf', { orderNo: order.orderNo }));
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent('样本信息单'));
      const pdf = response.body as Buffer;
      const text = squeeze(pdfText(pdf));
      expect(text).toContain(COMPANY);
      expect(text).toContain(order.orderNo);
      for (let i = 1; i <= 3; i += 1) expect(text).toContain(`小鼠肝脏DNA-${i}`);
      expect(pdfFonts(pdf)).toEqual([expect.objectContaining({ embedded: true, subset: true })]);
      const found = await decodeBarcodes(renderPages(pdf, 300)[0]!);
      const codes = found.filter((code) => code.format === 'Code128').map((code) => code.text);
      expect(codes).toEqual(
        expect.arrayContaining([`YB${order.orderNo}`, ...order.samples.map((sample) => sample.sendTempCode)]),
      );
      expect(found).toContainEqual({
        format: 'QRCode',
        text: expect.stringContaining(`/my_order/detail?orderNo=${order.orderNo}`),
      });
    });

    it('GetOrderPrintPdf: the order with the company, the clauses and the 6% tax line', async () => {
      const response = await binary(
        as(t, t.shanghai).get('/api/NewOrder/GetOrderPrintPdf', { orderNo: order.orderNo }),
      );
      const pdf = response.body as Buffer;
      const text = squeeze(pdfText(pdf));
      expect(text).toContain(COMPANY);
      expect(text).toContain(order.orderNo);
      expect(text).toContain('税率6%，税额：5.66元，价税合计：100.00元');
      expect(text).toContain('信用额度');
      expect(text).toContain('0.1%');
      expect(pdfFonts(pdf)).toEqual([expect.objectContaining({ embedded: true, subset: true })]);
    });

    it('GetQualityReportPdf: the report with every sample and its QC result', async () => {
      const response = await binary(
        as(t, t.shanghai).get('/api/NewOrder/GetQualityReportPdf', { orderNo: order.orderNo }),
      );
      const pdf = response.body as Buffer;
      const text = squeeze(pdfText(pdf));
      expect(text).toContain(COMPANY);
      expect(text).toContain(order.orderNo);
      for (let i = 1; i <= 3; i += 1) expect(text).toContain(`小鼠肝脏DNA-${i}`);
      // The customer's own sample numbers, beside the send codes.
      for (let i = 1; i <= 3; i += 1) expect(text).toContain(`YB-0${i}`);
      // The remark wraps inside its narrow cell.
      expect(text).toContain('总量偏低，建议重');
      expect(text).toContain('新送样');
      expect(text).toContain('结论说明');
      expect(pdfFonts(pdf)).toEqual([expect.objectContaining({ embedded: true, subset: true })]);
    });

    it('a 96-sample sheet has 3 pages, each with the table header, and stays small', async () => {
      const big = await createOrderWithSamples(t, t.shanghai.memberId, OrderStatus.AwaitingSamples, 96);
      const response = await binary(as(t, t.shanghai).get('/api/NewOrder/getSamplePdf', { orderNo: big.orderNo }));
      const pdf = response.body as Buffer;
      expect(pdfPageCount(pdf)).toBe(3);
      for (let page = 1; page <= 3; page += 1) {
        const text = squeeze(pdfText(pdf, page));
        expect(text).toContain('序号样本名称类型物种管数检测项目送样编号条码');
        expect(text).toContain(`第${page}页/共3页`);
      }
      const all = pdfText(pdf);
      for (let i = 1; i <= 96; i += 1) expect(all).toMatch(new RegExp(`小鼠肝脏DNA-${i}\\s`));
      // The issue's target for 96 vector barcodes of the fixtures' 22-character codes plus the font subset.
      expect(pdf.length).toBeLessThanOrEqual(30 * 1024);
    });
  });
});
