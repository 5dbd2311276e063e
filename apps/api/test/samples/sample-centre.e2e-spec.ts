import { as, biologicalRow, libraryRow, samplesOf, submitWithSamples, UDI } from './samples-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const LIST = '/api/NewOrder/GetSampleList';
const DETAIL = '/api/NewOrder/GetSampleDetail';

describe('sample centre', () => {
  let t: DemoApp;
  let libraryOrder: string;
  let bioOrder: string;
  let otherOrder: string;
  let samples: Awaited<ReturnType<typeof samplesOf>>;

  beforeAll(async () => {
    t = await createDemoApp();
    const library = await skuIdOf(t, 'LIB-NOVA-10G');
    const wgs = await skuIdOf(t, 'WGS-HU-30X');
    const first = await submitWithSamples(t, t.personal, [{ skuId: library, count: 2 }], {
      wkList: [
        libraryRow('LIB-A', [
          ['A1', UDI[1]],
          ['A2', UDI[2]],
        ]),
        libraryRow('LIB-B', [['B1', UDI[3]]]),
      ],
      lanList: [{ lanId: 'L-CENTRE-1', wkName: 'LIB-A', num: 1, phix: 1 }],
    });
    libraryOrder = first.body.orderNo as string;
    const second = await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 1 }], {
      ybList: [biologicalRow('血液-1')],
    });
    bioOrder = second.body.orderNo as string;
    const other = await submitWithSamples(t, t.wangwei, [{ skuId: wgs, count: 1 }], {
      ybList: [biologicalRow('别人的血液')],
    });
    otherOrder = other.body.orderNo as string;
    samples = await samplesOf(t, libraryOrder);
    // LIB-A was received and QC'd, LIB-B only sent; the blood sample is not sent yet.
    const [a, b] = samples;
    await t.dataSource.query(
      `UPDATE sample SET progress_step = 'QC_DONE', received_at = '2025-11-03T02:00:00Z' WHERE id = $1`,
      [a?.id],
    );
    await t.dataSource.query(`UPDATE sample SET progress_step = 'SENT' WHERE id = $1`, [b?.id]);
    await t.dataSource.query(
      `INSERT INTO sample_progress_event (sample_id, step, occurred_at, operator_name) VALUES
         ($1, 'SENT', '2025-11-01T02:00:00Z', '实验员'), ($2, 'SENT', '2025-11-02T02:00:00Z', '实验员'),
         ($1, 'RECEIVED', '2025-11-03T02:00:00Z', '实验员'), ($1, 'QC_DONE', '2025-11-04T02:00:00Z', '实验员')`,
      [a?.id, b?.id],
    );
    // The blood sample was registered in January 2024 (Shanghai time), for the date filter.
    await t.dataSource.query(
      `UPDATE sample SET created_at = '2024-01-15T03:00:00Z' WHERE order_id = (SELECT id FROM customer_order WHERE order_no = $1)`,
      [bioOrder],
    );
  });
  afterAll(() => t.close());

  const list = async (query: Record<string, unknown> = {}) =>
    (await as(t, t.personal).get(LIST, { pageIndex: 1, ...query })).body;
  const codes = (body: { body: { list: Array<{ codeNo: string }> } }) => body.body.list.map((row) => row.codeNo);

  it("lists the customer's samples newest first with their type and progress", async () => {
    const body = await list();
    expect(body).toMatchObject({ code: 0, body: { page: 1, pageSize: 10, totalCount: 3 } });
    expect(body.body.list).toEqual([
      expect.objectContaining({
        codeNo: samples[1]?.code_no,
        type: '文库',
        schedule: '已寄出',
        wkName: 'LIB-B',
        orderNo: libraryOrder,
        step: 'SENT',
      }),
      expect.objectContaining({
        codeNo: samples[0]?.code_no,
        type: '文库',
        schedule: '质检完成',
        sendTempCode: samples[0]?.send_temp_code,
      }),
      expect.objectContaining({
        type: '生物',
        schedule: '待寄送',
        name: '血液-1',
        step: null,
        createTime: '2024-01-15T03:00:00.000Z',
      }),
    ]);
    expect(JSON.stringify(body)).not.toContain('别人的血液');
  });

  it('filters by progress step, including samples not sent yet', async () => {
    expect(codes(await list({ status: 'QC_DONE' }))).toEqual([samples[0]?.code_no]);
    expect((await list({ status: 'NOT_SENT' })).body.list.map((row: { name: string }) => row.name)).toEqual(['血液-1']);
    expect(await list({ status: 'LOST' })).toMatchObject({ code: 400, message: '样本状态不正确' });
  });

  it('searches by keyword in codes, names, library names, order numbers and products', async () => {
    expect(codes(await list({ keyWords: 'lib-b' }))).toEqual([samples[1]?.code_no]);
    expect(codes(await list({ keyWords: samples[0]?.send_temp_code }))).toEqual([samples[0]?.code_no]);
    expect((await list({ keyWords: bioOrder })).body.totalCount).toBe(1);
    expect((await list({ keyWords: '100%' })).body.totalCount).toBe(0);
  });

  it('filters by enterTime, filling a missing end with 2000-01-01 or 3000-12-31', async () => {
    expect(
      (await list({ enterTime: '2024-01-15~2024-01-15' })).body.list.map((row: { name: string }) => row.name),
    ).toEqual(['血液-1']);
    expect((await list({ enterTime: '~2024-01-31' })).body.totalCount).toBe(1);
    expect((await list({ enterTime: '2024-02-01~' })).body.totalCount).toBe(2);
    expect((await list({ enterTime: '2024-01-16~2024-01-20' })).body.totalCount).toBe(0);
    expect(await list({ enterTime: '2024-02-01~2024-01-01' })).toMatchObject({
      code: 400,
      message: '您选择的结束日期早于开始日期',
    });
    expect(await list({ enterTime: '2024-02-30~' })).toMatchObject({ code: 400, message: '请选择正确的日期！' });
  });

  it('pages by 10', async () => {
    expect((await list({ pageIndex: 2 })).body).toMatchObject({ page: 2, list: [], totalCount: 0 });
    expect(await list({ pageIndex: 0 })).toMatchObject({ code: 400, message: '页码必须是正整数' });
  });

  it("details a sample: its order's schedule, its goods with samples, and one row per sub-library with a barcode", async () => {
    const response = await as(t, t.personal).get(DETAIL, { codeNo: samples[0]?.code_no });
    expect(response.body.code).toBe(0);
    const { schedule, goods, samples: rows } = response.body.body;
    expect(schedule).toMatchObject({ orderNo: libraryOrder, totalNum: 2 });
    expect(schedule.scheduleList.slice(0, 3)).toEqual([
      { step: 'SENT', desc: '已寄出', scheduleTime: '2025-11-02T02:00:00.000Z', complateNum: 2 },
      { step: 'RECEIVED', desc: '已收样', scheduleTime: '2025-11-03T02:00:00.000Z', complateNum: 1 },
      { step: 'QC_DONE', desc: '质检完成', scheduleTime: '2025-11-04T02:00:00.000Z', complateNum: 1 },
    ]);
    expect(goods).toEqual([
      expect.objectContaining({
        goodsName: 'NovaSeq X Plus文库上机测序',
        sample: expect.objectContaining({ item1: '文库' }),
      }),
    ]);
    expect(
      rows.map((row: { zwkName: string; indexi7: string; indexi5: string }) => [row.zwkName, row.indexi7, row.indexi5]),
    ).toEqual([
      ['A1', 'CCGCGGTT', 'AGCGCTAG'],
      ['A2', 'TTATAACC', 'GATATCGA'],
    ]);
    expect(rows[0]).toMatchObject({
      sendTempCode: samples[0]?.send_temp_code,
      templateType: 'LIBRARY',
      dataSize: 10,
      lanList: [{ lanId: 'L-CENTRE-1', wkName: 'LIB-A', num: 1, phix: 1 }],
      barcodeImg: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
  });

  it("answers 404 for another customer's sample and for an unknown code", async () => {
    const [theirs] = await samplesOf(t, otherOrder);
    expect((await as(t, t.personal).get(DETAIL, { codeNo: theirs?.code_no })).body).toMatchObject({
      code: 404,
      message: '样本不存在',
    });
    expect((await as(t, t.personal).get(DETAIL, { codeNo: 'SC000000000000' })).body.code).toBe(404);
    expect((await as(t, t.wangwei).get(DETAIL, { codeNo: theirs?.code_no })).body.code).toBe(0);
  });

  it("gives an order's sample schedule by step; another customer's order answers 404", async () => {
    const response = await as(t, t.personal).get('/api/NewOrder/GetOrderSampleSch', { orderNo: libraryOrder });
    expect(response.body.body).toEqual({
      totalNum: 2,
      list: [
        { desc: '已寄出', step: 'SENT', schedule: '2/2', date: '2025-11-02T02:00:00.000Z' },
        { desc: '已收样', step: 'RECEIVED', schedule: '1/2', date: '2025-11-03T02:00:00.000Z' },
        { desc: '质检完成', step: 'QC_DONE', schedule: '1/2', date: '2025-11-04T02:00:00.000Z' },
        { desc: '上机', step: 'ON_MACHINE', schedule: '0/2', date: null },
        { desc: '下机', step: 'OFF_MACHINE', schedule: '0/2', date: null },
        { desc: '测序完成', step: 'SEQUENCING_DONE', schedule: '0/2', date: null },
      ],
    });
    expect((await as(t, t.wangwei).get('/api/NewOrder/GetOrderSampleSch', { orderNo: libraryOrder })).body.code).toBe(
      404,
    );
  });

  it("lists the schedules of the customer's orders with samples", async () => {
    const response = await as(t, t.personal).get('/api/NewOrder/ScheduleList');
    expect(
      response.body.body.map((item: { orderNo: string; totalNum: number }) => [item.orderNo, item.totalNum]),
    ).toEqual([
      [bioOrder, 1],
      [libraryOrder, 2],
    ]);
  });

  it('lists the columns a customer may choose', async () => {
    const columns = (await as(t, t.personal).get('/api/NewOrder/GetSampleColumns')).body.body;
    expect(columns.map((column: { key: string }) => column.key)).toEqual([
      'sendTempCode',
      'createTime',
      'templateType',
      'goodsName',
      'schedule',
      'expectedDeliveryDate',
    ]);
    expect(columns.at(-1)).toEqual({ key: 'expectedDeliveryDate', title: '预计交付' });
    expect(columns[0]).toEqual({ key: 'sendTempCode', title: '送样编号' });
    const detail = (await as(t, t.personal).get('/api/NewOrder/GetSampleDetailColumns')).body.body;
    expect(detail.map((column: { key: string }) => column.key)).toEqual([
      'sendTempCode',
      'templateType',
      'species',
      'num',
      'goodsName',
      'dataSize',
    ]);
  });

  it('shows the samples under their goods in orderDetails (item1 kind, item2 rows)', async () => {
    const response = await as(t, t.personal).post('/api/NewOrder/orderDetails', {}, { orderNo: libraryOrder });
    const [goods] = response.body.body.list[0].goods;
    expect(goods.sample.item1).toBe('文库');
    expect(
      goods.sample.item2.map((row: { sampleName: string; zwkName: string }) => [row.sampleName, row.zwkName]),
    ).toEqual([
      ['LIB-A-样本', 'A1'],
      ['LIB-A-样本', 'A2'],
      ['LIB-B-样本', 'B1'],
    ]);
    const bio = await as(t, t.personal).post('/api/NewOrder/orderDetails', {}, { orderNo: bioOrder });
    expect(bio.body.body.list[0].goods[0].sample).toMatchObject({
      item1: '生物',
      item2: [{ sampleName: '血液-1', templateType: 'SAMPLE' }],
    });
    // The customer's own number stays beside the generated send code (TY…), which does not replace it.
    const [row] = bio.body.body.list[0].goods[0].sample.item2;
    expect(row).toMatchObject({ sampleNo: 'NO-血液-1', sendTempCode: expect.stringMatching(/^TY\d+$/) });
    // Libraries carry no customer number.
    expect(goods.sample.item2[0].sampleNo).toBe('');
  });

  it('gives each received sample an expected delivery date: receipt + the service turnaround in working days', async () => {
    const rows = (await list()).body.list as Array<{
      codeNo: string;
      turnaroundDays: number;
      expectedDeliveryDate: string | null;
    }>;
    const byCode = new Map(rows.map((row) => [row.codeNo, row]));
    // LIB-A reached the lab on Monday 2025-11-03 (10:00 in Shanghai); NovaSeq library runs take 3 working days.
    expect(byCode.get(samples[0]!.code_no)).toMatchObject({ turnaroundDays: 3, expectedDeliveryDate: '2025-11-06' });
    // Not received yet: no date, the turnaround still shown.
    expect(byCode.get(samples[1]!.code_no)).toMatchObject({ turnaroundDays: 3, expectedDeliveryDate: null });
    expect(rows.find((row) => row.turnaroundDays === 25)).toMatchObject({ expectedDeliveryDate: null });
  });

  it('shows the expected delivery date in orderDetails, from the first receipt and the longest turnaround', async () => {
    const detail = async (orderNo: string) =>
      (await as(t, t.personal).post('/api/NewOrder/orderDetails', {}, { orderNo })).body.body.list[0];
    await expect(detail(libraryOrder)).resolves.toMatchObject({
      turnaroundDays: 3,
      expectedDeliveryDate: '2025-11-06',
    });
    await expect(detail(bioOrder)).resolves.toMatchObject({ turnaroundDays: 25, expectedDeliveryDate: null });

    // A corrected turnaround applies to the order still in the lab: 5 working days from Monday is next Monday.
    await t.dataSource.query(
      `UPDATE goods SET turnaround_days = 5 WHERE id = (SELECT goods_id FROM sku WHERE sku_code = 'LIB-NOVA-10G')`,
    );
    try {
      await expect(detail(libraryOrder)).resolves.toMatchObject({
        turnaroundDays: 5,
        expectedDeliveryDate: '2025-11-10',
      });
    } finally {
      await t.dataSource.query(
        `UPDATE goods SET turnaround_days = 3 WHERE id = (SELECT goods_id FROM sku WHERE sku_code = 'LIB-NOVA-10G')`,
      );
    }
  });

  it('needs a customer token', async () => {
    expect((await as(t, null).get(LIST, { pageIndex: 1 })).body.code).toBe(100);
  });
});
