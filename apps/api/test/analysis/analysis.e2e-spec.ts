import { randomUUID } from 'node:crypto';
import { seedCatalogue } from '../../../../seeds/catalogue.seed.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { analysisSku, createDeliveredOrder, type DeliveredOrder } from './data-fixtures.js';

/**
 * The data centre's lists and analysis ordering, against hand-computed prices:
 *   L1 6.25 G → 6.3 G charged, L2 0.5 G → 1 G charged: 7.3 G.
 *   BIO-WGS-STD at its list price 300.00/G → 2190.00.
 *   BIO-DEG-12 under 13800000001's contract (90% of 1200.00 = 1080.00/G) → 7884.00; together 10074.00.
 *   Under a contract price of 255.00/G for BIO-WGS-STD → 255.00 × 7.3 = 1861.50.
 */
describe('data centre and analysis ordering', () => {
  let t: TestApp;
  let company: TestCustomer;
  let personal: TestCustomer;
  let lab: string;
  let delivered: DeliveredOrder;
  let older: DeliveredOrder;
  let others: DeliveredOrder;
  let wgs: { skuId: number; goodsId: number; salePrice: string };
  let deg: { skuId: number; goodsId: number; salePrice: string };

  const get = (who: TestCustomer, path: string) => t.http.get(path).set(bearer(who.token));
  const post = (who: TestCustomer, path: string, body: object, key?: string) => {
    const request = t.http.post(path).set(bearer(who.token));
    if (key) request.set('idempotency-key', key);
    return request.send(body);
  };
  const staffPost = (path: string, body: object) => t.http.post(path).set(bearer(lab)).send(body);
  const library = (order: DeliveredOrder, name: string) => ({
    orderId: order.orderId,
    libraryId: order.libraries.get(name)!,
    childId: 0,
    childName: `${name}-A`,
    species: '小鼠',
    yields: 999,
  });
  const request = (overrides: object = {}) => ({
    genome: 'GRCh38',
    outFileType: ['BAM', 'VCF'],
    goodsList: [
      { goodsId: wgs.goodsId, skuId: wgs.skuId },
      { goodsId: deg.goodsId, skuId: deg.skuId },
    ],
    libraryList: [library(delivered, 'L1'), library(delivered, 'L2')],
    ...overrides,
  });
  const unpaid = async () =>
    (
      await t.dataSource.query<Array<{ unpaid_total: string }>>(
        'SELECT unpaid_total::text FROM customer_credit WHERE organisation_id = $1',
        [company.organisationId],
      )
    )[0]!.unpaid_total;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    await seedCustomers(t.dataSource);
    await seedCatalogue(t.dataSource);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
    personal = await customerToken(t, '13800000002');
    await t.dataSource.query(
      `INSERT INTO customer_credit (organisation_id, credit_limit) VALUES ($1, 50000)
       ON CONFLICT (organisation_id) DO UPDATE SET credit_limit = 50000, unpaid_total = 0`,
      [company.organisationId],
    );
    wgs = await analysisSku(t, 'BIO-WGS-STD');
    deg = await analysisSku(t, 'BIO-DEG-12');
    delivered = await createDeliveredOrder(t, company.memberId, [
      { name: 'L1', species: '人', dataSize: '6.25' },
      { name: 'L2', species: '人', dataSize: '0.5' },
      { name: 'L3', species: '人', dataSize: '12', delivered: false },
    ]);
    older = await createDeliveredOrder(
      t,
      company.memberId,
      [{ name: 'OLD1', species: '小鼠', dataSize: '3' }],
      new Date('2026-01-15T04:00:00Z'),
    );
    others = await createDeliveredOrder(t, personal.memberId, [{ name: 'P1', species: '人', dataSize: '2' }]);
  });
  afterAll(() => t.close());

  describe('GetDataList (delivered data)', () => {
    const list = (query: string, who = company) => get(who, `/api/NewDataCenter/GetDataList?dataType=1&${query}`);

    it("lists one row per delivered library of the caller's orders, newest first, 10 a page", async () => {
      const response = await list('page=1&pageSize=10');
      expect(response.body.code).toBe(0);
      expect(response.body.body).toMatchObject({ page: 1, pageSize: 10, totalCount: 3 });
      const names = response.body.body.list.map((row: { libraryName: string }) => row.libraryName);
      expect(names.slice(0, 2).sort()).toEqual(['L1', 'L2']);
      expect(names[2]).toBe('OLD1');
      expect(response.body.body.list[0]).toMatchObject({
        childName: expect.stringMatching(/^L[12]-A$/),
        templateType: 'LIBRARY',
        downloadPath: delivered.orderNo,
        qcPath: delivered.orderNo,
        orderNo: delivered.orderNo,
        species: '人',
      });
    });

    it('leaves out libraries without delivered data and other customers’ libraries', async () => {
      const mine = await list('pageSize=50');
      const names = mine.body.body.list.map((row: { libraryName: string }) => row.libraryName);
      expect(names).not.toContain('L3');
      expect(names).not.toContain('P1');
      const theirs = await list('pageSize=50', personal);
      expect(theirs.body.body.list.map((row: { libraryName: string }) => row.libraryName)).toEqual(['P1']);
    });

    it('pages', async () => {
      const second = await list('page=2&pageSize=2');
      expect(second.body.body).toMatchObject({ page: 2, pageSize: 2, totalCount: 3 });
      expect(second.body.body.list).toHaveLength(1);
      expect(second.body.body.list[0].libraryName).toBe('OLD1');
    });

    it('filters by keyword and by date range', async () => {
      const byKeyword = await list(`keyWord=${encodeURIComponent('old')}`);
      expect(byKeyword.body.body.list.map((row: { libraryName: string }) => row.libraryName)).toEqual(['OLD1']);
      const byOrder = await list(`keyWord=${delivered.orderNo}`);
      expect(byOrder.body.body.totalCount).toBe(2);
      const byDate = await list(`enterTime=${encodeURIComponent('2026-01-01~2026-01-31')}`);
      expect(byDate.body.body.list.map((row: { libraryName: string }) => row.libraryName)).toEqual(['OLD1']);
    });

    it('sorts by data amount and by age', async () => {
      const most = await list('orderByType=3');
      expect(most.body.body.list.map((row: { yields: number }) => row.yields)).toEqual([6.25, 3, 0.5]);
      const oldest = await list('orderByType=2');
      expect(oldest.body.body.list[0].libraryName).toBe('OLD1');
    });

    it('refuses bad filters with their messages', async () => {
      expect((await get(company, '/api/NewDataCenter/GetDataList?dataType=3')).body).toMatchObject({
        code: 400,
        message: '数据类型不正确',
      });
      expect((await list('orderByType=9')).body).toMatchObject({ code: 400, message: '排序方式不正确' });
      expect((await list(`enterTime=${encodeURIComponent('2026-02-01~2026-01-01')}`)).body).toMatchObject({
        code: 400,
        message: '您选择的结束日期早于开始日期',
      });
      expect((await list('page=0')).body).toMatchObject({ code: 400, message: '页码必须是正整数' });
      // The page size is worded as on every other list.
      expect((await list('pageSize=0')).body).toMatchObject({ code: 400, message: '每页条数必须是正整数' });
      expect((await list('pageSize=101')).body).toMatchObject({ code: 400, message: '每页条数不能超过100' });
    });

    it('needs a token', async () => {
      expect((await t.http.get('/api/NewDataCenter/GetDataList?dataType=1')).body.code).toBe(100);
    });
  });

  describe('GetReportDetail', () => {
    it("answers the library's reads and the order's QC report with signed links and the credential", async () => {
      const response = await get(company, `/api/NewDataCenter/GetReportDetail?id=${delivered.libraries.get('L1')}`);
      expect(response.body.code).toBe(0);
      expect(typeof response.body.body.basestr).toBe('string');
      expect(response.body.body.files.map((file: { fileName: string }) => file.fileName)).toEqual([
        'L1_R1.fq.gz',
        'L1_R2.fq.gz',
        '数据质控报告.html',
      ]);
      expect(response.body.body.files[0].filePath).toMatch(/^\/api\/NewDataCenter\/DownloadFile\?ticket=/);
    });

    it("answers another customer's library and one without data as not found", async () => {
      for (const id of [others.libraries.get('P1'), delivered.libraries.get('L3')]) {
        expect((await get(company, `/api/NewDataCenter/GetReportDetail?id=${id}`)).body).toMatchObject({
          code: 404,
          message: '数据不存在',
        });
      }
    });
  });

  describe('analysis catalogue', () => {
    it('lists the analysis types priced per G: the list price, or the contract price where one applies', async () => {
      const response = await get(company, '/api/NewAnalysis/GetAnalysisTypes');
      expect(response.body.code).toBe(0);
      expect(response.body.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ skuId: wgs.skuId, goodsId: wgs.goodsId, unitPrice: '300.00', species: '人' }),
          expect.objectContaining({ skuId: deg.skuId, unitPrice: '1080.00', species: '通用' }),
        ]),
      );
      expect(response.body.body).toHaveLength(4);
    });

    it('lists real reference genomes and the output file types', async () => {
      const genomes = await get(company, '/api/NewAnalysis/GetGenomeList');
      const keys = genomes.body.body.map((genome: { key: string }) => genome.key);
      expect(keys).toEqual(expect.arrayContaining(['GRCh38', 'GRCm39', 'TAIR10']));
      expect(genomes.body.body[0]).toEqual({ key: 'GRCh38', value: 'GRCh38 (hg38) 人类参考基因组', species: '人' });
      const types = await get(company, '/api/NewAnalysis/GetOutFileTypes');
      expect(types.body.body.map((type: { key: string }) => type.key)).toEqual(
        expect.arrayContaining(['BAM', 'VCF', 'REPORT']),
      );
    });
  });

  describe('GetAnalysisQuote', () => {
    it('prices each type as unit price × the G charged, with the inputs pre-filled from the data', async () => {
      const response = await post(company, '/api/NewAnalysis/GetAnalysisQuote', {
        goodsList: request().goodsList,
        libraryList: request().libraryList,
      });
      expect(response.body.code).toBe(0);
      expect(response.body.body).toMatchObject({
        totalPrice: '10074.00',
        overCredit: false,
        lines: [
          { skuId: wgs.skuId, unitPrice: '300.00', chargedYields: 7.3, totalPrice: '2190.00' },
          { skuId: deg.skuId, unitPrice: '1080.00', chargedYields: 7.3, totalPrice: '7884.00' },
        ],
      });
      expect(response.body.body.libraries[0]).toMatchObject({
        libraryName: 'L1',
        species: '人',
        yields: 6.25,
        r1: 'L1_R1.fq.gz',
        r2: 'L1_R2.fq.gz',
        orderNo: delivered.orderNo,
      });
    });

    it("uses the caller's contract price where a contract covers the analysis", async () => {
      const [contract] = await t.dataSource.query<Array<{ id: number }>>(
        'SELECT id FROM contract WHERE organisation_id = $1 AND active ORDER BY id LIMIT 1',
        [company.organisationId],
      );
      await t.dataSource.query('INSERT INTO contract_price (contract_id, sku_id, unit_price) VALUES ($1, $2, 255.00)', [
        contract!.id,
        wgs.skuId,
      ]);
      try {
        const response = await post(company, '/api/NewAnalysis/GetAnalysisQuote', {
          goodsList: [{ goodsId: wgs.goodsId, skuId: wgs.skuId }],
          libraryList: request().libraryList,
        });
        expect(response.body.body.lines[0]).toMatchObject({ unitPrice: '255.00', totalPrice: '1861.50' });
        const types = await get(company, '/api/NewAnalysis/GetAnalysisTypes');
        expect(types.body.body.find((type: { skuId: number }) => type.skuId === wgs.skuId).unitPrice).toBe('255.00');
      } finally {
        await t.dataSource.query('DELETE FROM contract_price WHERE contract_id = $1 AND sku_id = $2', [
          contract!.id,
          wgs.skuId,
        ]);
      }
    });
  });

  describe('SubmitAnalysis', () => {
    const submit = (body: object, key?: string, who = company) =>
      post(who, '/api/NewAnalysis/SubmitAnalysis', body, key);
    const orderCount = async () =>
      Number((await t.dataSource.query<Array<{ n: string }>>('SELECT count(*) AS n FROM analysis_order'))[0]!.n);

    it('refuses with the spec messages, creating nothing', async () => {
      const cases: Array<[object, string]> = [
        [{ libraryList: [] }, '请至少选择一条数据!'],
        [{ goodsList: [] }, '请至少选择一个分析类型'],
        [{ genome: '' }, '请选择参考基因组'],
        [{ outFileType: [] }, '请至少选择一个输出文件类型'],
        [{ outFileType: ['PDF'] }, '输出文件类型不正确'],
        [{ genome: 'hg00' }, '参考基因组不存在'],
      ];
      for (const [overrides, message] of cases) {
        expect((await submit(request(overrides))).body).toMatchObject({ code: 400, message });
      }
      expect(await orderCount()).toBe(0);
    });

    it('refuses an unknown analysis type', async () => {
      const response = await submit(request({ goodsList: [{ goodsId: wgs.goodsId, skuId: 999999 }] }));
      expect(response.body).toMatchObject({ code: 404, message: '分析类型不存在' });
    });

    it("answers another customer's library as not found", async () => {
      const response = await submit(request({ libraryList: [library(others, 'P1')] }));
      expect(response.body).toMatchObject({ code: 404, message: '数据不存在' });
    });

    it('refuses a library without delivered data with a message naming it', async () => {
      const response = await submit(request({ libraryList: [library(delivered, 'L3')] }));
      expect(response.body).toMatchObject({ code: 422, message: '所选文库尚无交付数据，不能分析：L3' });
      expect(await orderCount()).toBe(0);
    });

    it('asks for order settings first (182)', async () => {
      const response = await submit(request({ libraryList: [library(others, 'P1')] }), undefined, personal);
      expect(response.body.code).toBe(182);
    });

    it('creates one placed order per type, takes the credit, and answers a retry with the same key identically', async () => {
      const before = await unpaid();
      const key = randomUUID();
      const first = await submit(request(), key);
      expect(first.body).toMatchObject({
        code: 0,
        message: '操作成功',
        body: { postOk: true, totalPrice: '10074.00' },
      });
      expect(first.body.body.orderNos).toHaveLength(2);
      const again = await submit(request(), key);
      expect(again.body).toEqual(first.body);
      expect(await orderCount()).toBe(2);
      expect(Number(await unpaid()) - Number(before)).toBeCloseTo(10074, 2);

      const rows = await t.dataSource.query<
        Array<{
          status: string;
          order_status: number;
          total_price: string;
          libraries: Array<{ species: string; r1: string }>;
        }>
      >(
        `SELECT a.status, o.status AS order_status, a.total_price::text, a.libraries FROM analysis_order a
         JOIN customer_order o ON o.id = a.order_id ORDER BY a.id`,
      );
      expect(rows.map((row) => [row.status, row.order_status, row.total_price])).toEqual([
        ['queued', 2, '2190.00'],
        ['queued', 2, '7884.00'],
      ]);
      // Species from the sample information, not the client's '小鼠'.
      expect(rows[0]!.libraries[0]).toMatchObject({ species: '人', r1: 'L1_R1.fq.gz' });

      const conflict = await submit(request({ genome: 'GRCh37' }), key);
      expect(conflict.body.code).toBe(409);
    });

    it('answers 185 over the credit limit unless confirmed, then places the order waiting for the PM', async () => {
      await t.dataSource.query('UPDATE customer_credit SET credit_limit = 100 WHERE organisation_id = $1', [
        company.organisationId,
      ]);
      try {
        const body = request({ goodsList: [{ goodsId: wgs.goodsId, skuId: wgs.skuId }] });
        const refused = await submit(body);
        expect(refused.body.code).toBe(185);
        expect(refused.body.body).toMatchObject({ totalPrice: '2190.00', availableCredit: '0.00' });
        const confirmed = await submit({ ...body, confirmCredit: true });
        expect(confirmed.body.code).toBe(0);
        const [order] = await t.dataSource.query<Array<{ credit_pending: boolean }>>(
          'SELECT credit_pending FROM customer_order WHERE order_no = $1',
          [confirmed.body.body.orderNo],
        );
        expect(order!.credit_pending).toBe(true);
      } finally {
        await t.dataSource.query('UPDATE customer_credit SET credit_limit = 50000 WHERE organisation_id = $1', [
          company.organisationId,
        ]);
      }
    });
  });

  describe('analysis records, staff flow and re-order', () => {
    const records = (who = company, query = '') =>
      get(who, `/api/NewDataCenter/GetDataList?dataType=2&pageSize=50${query}`);

    it('lists the analyses under 分析记录 with status, only to their customer', async () => {
      const mine = await records();
      expect(mine.body.body.totalCount).toBe(3);
      expect(mine.body.body.list[0]).toMatchObject({
        templateType: 'DELIVERY_ANALYSIS',
        status: 'queued',
        statusLabel: '排队中',
        reportType: '排队中',
        downloadPath: '',
      });
      expect(mine.body.body.list.every((row: { libraryName: string }) => row.libraryName === 'L1、L2')).toBe(true);
      const filtered = await records(company, `&oriOrderId=${older.orderId}`);
      expect(filtered.body.body.totalCount).toBe(0);
      const byOrigin = await records(company, `&oriOrderId=${delivered.orderId}`);
      expect(byOrigin.body.body.totalCount).toBe(3);
      expect((await records(personal)).body.body.totalCount).toBe(0);
    });

    it('moves an analysis queued → running → done with a result, and only its customer downloads it', async () => {
      const [analysis] = (await records()).body.body.list as Array<{ id: number; orderNo: string }>;
      const id = analysis!.id;
      expect((await staffPost('/api/admin/analysis/complete', { id })).body).toMatchObject({
        code: 422,
        message: '只有分析中的分析可以完成',
      });
      const started = await staffPost('/api/admin/analysis/start', { id });
      expect(started.body).toMatchObject({ code: 0, body: { status: 'running', statusLabel: '分析中' } });
      expect((await staffPost('/api/admin/analysis/start', { id })).body.code).toBe(422);
      expect((await staffPost('/api/admin/analysis/complete', { id })).body).toMatchObject({
        code: 422,
        message: '请先上传分析结果，再完成分析',
      });

      const uploaded = await t.http
        .post(`/api/admin/lab/delivery-files?orderNo=${analysis!.orderNo}&category=DATA`)
        .set(bearer(lab))
        .attach('file', Buffer.from('##fileformat=VCFv4.2\n'), 'L1.vcf');
      expect(uploaded.body.code).toBe(0);
      const done = await staffPost('/api/admin/analysis/complete', { id });
      expect(done.body).toMatchObject({ code: 0, body: { status: 'done', statusLabel: '已完成' } });

      const row = (await records()).body.body.list.find((record: { id: number }) => record.id === id);
      expect(row).toMatchObject({ status: 'done', downloadPath: analysis!.orderNo });
      const files = await get(company, `/api/NewDataCenter/GetDownloadList?orderNo=${analysis!.orderNo}&type=1`);
      expect(files.body.body.map((file: { fileName: string }) => file.fileName)).toEqual(['L1.vcf']);
      expect(
        (await get(personal, `/api/NewDataCenter/GetDownloadList?orderNo=${analysis!.orderNo}&type=1`)).body.code,
      ).toBe(404);

      const audit = await t.dataSource.query<Array<{ action: string }>>(
        "SELECT action FROM audit_log WHERE target_id LIKE $1 || '%' ORDER BY id",
        [analysis!.orderNo],
      );
      expect(audit.map((entry) => entry.action)).toEqual(['analysis.start', 'delivery.upload', 'analysis.complete']);
      await vi.waitFor(
        async () => {
          const sms = await t.dataSource.query<Array<{ content: string }>>(
            'SELECT content FROM sms_outbox_message WHERE content LIKE $1',
            [`%分析订单${analysis!.orderNo}%`],
          );
          expect(sms).toHaveLength(1);
        },
        { timeout: 10_000 },
      );
    });

    it('shows a record to its customer only, and re-orders it with the same inputs', async () => {
      const [analysis] = (await records()).body.body.list as Array<{ id: number }>;
      expect((await get(personal, `/api/NewAnalysis/GetAnalysisRecord?id=${analysis!.id}`)).body.code).toBe(404);
      const record = await get(company, `/api/NewAnalysis/GetAnalysisRecord?id=${analysis!.id}`);
      expect(record.body.code).toBe(0);
      const again = await post(company, '/api/NewAnalysis/SubmitAnalysis', {
        genome: record.body.body.genome,
        outFileType: record.body.body.outFileType,
        goodsList: [{ goodsId: record.body.body.goodsId, skuId: record.body.body.skuId }],
        libraryList: (record.body.body.libraries as Array<Record<string, unknown>>).map(
          ({ orderId, libraryId, childId, childName, species, yields }) => ({
            orderId,
            libraryId,
            childId,
            childName,
            species,
            yields,
          }),
        ),
        reorderOf: analysis!.id,
      });
      expect(again.body).toMatchObject({ code: 0, body: { totalPrice: record.body.body.totalPrice } });
      const [reordered] = await t.dataSource.query<Array<{ reorder_of_id: number }>>(
        'SELECT a.reorder_of_id FROM analysis_order a JOIN customer_order o ON o.id = a.order_id WHERE o.order_no = $1',
        [again.body.body.orderNo],
      );
      expect(reordered!.reorder_of_id).toBe(analysis!.id);
      const foreign = await post(personal, '/api/NewAnalysis/SubmitAnalysis', {
        ...request({ libraryList: [library(others, 'P1')] }),
        reorderOf: analysis!.id,
      });
      expect(foreign.body.code).toBe(404);
    });

    it('keeps the staff calls for staff', async () => {
      expect((await get(company, '/api/admin/analysis/orders')).body.code).not.toBe(0);
      const list = await t.http.get('/api/admin/analysis/orders?status=queued').set(bearer(lab));
      expect(list.body.code).toBe(0);
      expect(list.body.body.list.every((record: { status: string }) => record.status === 'queued')).toBe(true);
    });
  });
});
