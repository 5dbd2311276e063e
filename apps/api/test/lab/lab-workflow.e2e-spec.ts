import { OrderStatus } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrderWithSamples, QC_PASS, type OrderWithSamples } from './lab-fixtures.js';

describe('lab workflow', () => {
  let t: TestApp;
  let lab: string;
  let company: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, token = lab) => t.http.post(path).set(bearer(token)).send(body);
  const get = (path: string, token = lab) => t.http.get(path).set(bearer(token));
  const orderStatus = async (orderNo: string) =>
    (await t.dataSource.query('SELECT status FROM customer_order WHERE order_no = $1', [orderNo]))[0].status as number;
  const sampleSteps = async (order: OrderWithSamples) =>
    (await t.dataSource.query('SELECT progress_step FROM sample WHERE order_id = $1 ORDER BY id', [order.id])).map(
      (row: { progress_step: string | null }) => row.progress_step,
    );
  const advanceAll = async (order: OrderWithSamples, steps: string[]) => {
    for (const step of steps) {
      const response = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step });
      expect({ step, code: response.body.code, message: response.body.message }).toEqual({
        step,
        code: 0,
        message: '记录成功',
      });
    }
  };
  const recordQc = async (order: OrderWithSamples) => {
    for (const sample of order.samples) {
      expect((await post('/api/admin/lab/qc-results', { sampleId: sample.id, ...QC_PASS })).body.code).toBe(0);
    }
  };
  const deliverData = async (order: OrderWithSamples) => {
    const response = await t.http
      .post(`/api/admin/lab/delivery-files?orderNo=${order.orderNo}&category=DATA`)
      .set(bearer(lab))
      .attach('file', Buffer.from('@r\nACGT\n+\nFFFF\n'), 'reads.fq');
    expect(response.body.code).toBe(0);
  };

  describe('finding an order or a sample by a scanned code', () => {
    let order: OrderWithSamples;

    beforeAll(async () => {
      order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 2);
      await t.dataSource.query('UPDATE customer_order SET barcode_no = $1 WHERE id = $2', [
        `YB${order.orderNo}`,
        order.id,
      ]);
    });

    it('finds the order by its number, with the blanks and line end a scanner adds', async () => {
      const response = await get(`/api/admin/lab/lookup?code=${encodeURIComponent(`  ${order.orderNo}\r\n`)}`);
      expect(response.body.body).toMatchObject({ kind: 'order', orderNo: order.orderNo, sampleId: null });
      expect(response.body.body.order).toMatchObject({
        status: { id: 2, name: '待收样' },
        memberName: '张晓明',
        orgName: '上海示例生物科技有限公司',
        canComplete: false,
      });
      expect(response.body.body.order.samples).toHaveLength(2);
      expect(response.body.body.order.samples[0]).toMatchObject({
        codeNo: order.samples[0]!.codeNo,
        sendTempCode: order.samples[0]!.sendTempCode,
        sampleNo: 'YB-01',
        kind: '生物',
        progressStep: null,
        progressLabel: '待寄送',
        nextStep: 'RECEIVED',
        steps: [],
        qc: null,
      });
    });

    it('finds the order by its delivery barcode typed in lower case', async () => {
      const response = await get(`/api/admin/lab/lookup?code=yb${order.orderNo}`);
      expect(response.body.body).toMatchObject({ kind: 'order', orderNo: order.orderNo });
    });

    it('finds a sample by its code or its tube code, case-insensitively', async () => {
      const byCode = await get(`/api/admin/lab/lookup?code=${order.samples[1]!.codeNo.toLowerCase()}`);
      expect(byCode.body.body).toMatchObject({
        kind: 'sample',
        orderNo: order.orderNo,
        sampleId: order.samples[1]!.id,
      });
      const byTube = await get(`/api/admin/lab/lookup?code=%20${order.samples[0]!.sendTempCode}%20`);
      expect(byTube.body.body).toMatchObject({ kind: 'sample', sampleId: order.samples[0]!.id });
    });

    it('answers 404 for an unknown code and 400 for an empty one', async () => {
      expect((await get('/api/admin/lab/lookup?code=NOPE123')).body).toMatchObject({
        code: 404,
        message: '未找到该条码对应的订单或样本',
      });
      expect((await get('/api/admin/lab/lookup?code=%20%20')).body).toMatchObject({
        code: 400,
        message: '请输入或扫描订单号、样本编号',
      });
    });
  });

  describe('receiving samples', () => {
    it('receives some samples, keeps the order awaiting the rest, then moves it to 3 with the last one', async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 3);
      const first = await post('/api/admin/lab/receive-samples', {
        orderNo: order.orderNo,
        sampleIds: [order.samples[0]!.id],
        occurredAt: '2026-01-05T09:30:00+08:00',
      });
      expect(first.body).toMatchObject({
        code: 0,
        message: '收样成功',
        body: { changed: 1, order: { status: { id: 2 } } },
      });
      expect(first.body.body.order.samples[0]).toMatchObject({
        progressStep: 'RECEIVED',
        progressLabel: '已收样',
        nextStep: 'QC_DONE',
        receivedAt: '2026-01-05T01:30:00.000Z',
        steps: [{ step: 'RECEIVED', label: '已收样', occurredAt: '2026-01-05T01:30:00.000Z', operatorName: 'lab' }],
      });
      expect(await orderStatus(order.orderNo)).toBe(OrderStatus.AwaitingSamples);

      const rest = await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo });
      expect(rest.body.body).toMatchObject({ changed: 2, order: { status: { id: 3, name: '已收样' } } });
      expect(await orderStatus(order.orderNo)).toBe(OrderStatus.SamplesReceived);
      expect(await sampleSteps(order)).toEqual(['RECEIVED', 'RECEIVED', 'RECEIVED']);
      const history = await t.dataSource.query(
        `SELECT event, from_status, to_status, actor_type FROM order_history WHERE order_id = $1`,
        [order.id],
      );
      expect(history).toEqual([{ event: 'receive-samples', from_status: 2, to_status: 3, actor_type: 'staff' }]);
      const events = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM sample_progress_event e JOIN sample s ON s.id = e.sample_id
         WHERE s.order_id = $1 AND e.step = 'RECEIVED' AND e.operator_name = 'lab'`,
        [order.id],
      );
      expect(events[0].count).toBe(3);
    });

    it('refuses receiving again, and names the sample', async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo });
      const again = await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo });
      expect(again.body).toMatchObject({ code: 422, message: '没有可记录已收样的样本' });
      const explicit = await post('/api/admin/lab/progress', {
        orderNo: order.orderNo,
        step: 'RECEIVED',
        sampleIds: [order.samples[0]!.id],
      });
      expect(explicit.body).toMatchObject({
        code: 422,
        message: `样本${order.samples[0]!.codeNo}当前为已收样，不能再记录已收样`,
      });
    });

    it('refuses an order that is not placed, a sample of another order and a time in the future', async () => {
      const pending = await createOrderWithSamples(t, company.memberId, OrderStatus.PendingPayment, 1);
      expect((await post('/api/admin/lab/receive-samples', { orderNo: pending.orderNo })).body).toMatchObject({
        code: 422,
        message: '订单当前为待付款，不能记录样本进度',
      });
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      const foreign = await post('/api/admin/lab/receive-samples', {
        orderNo: order.orderNo,
        sampleIds: [pending.samples[0]!.id],
      });
      expect(foreign.body).toMatchObject({ code: 404, message: '样本不存在' });
      const future = await post('/api/admin/lab/receive-samples', {
        orderNo: order.orderNo,
        occurredAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect(future.body).toMatchObject({ code: 400, message: '记录时间不能晚于当前时间' });
      expect((await post('/api/admin/lab/receive-samples', { orderNo: '404404' })).body).toMatchObject({
        code: 404,
        message: '订单不存在',
      });
      expect(await sampleSteps(order)).toEqual([null]);
    });

    it.each([
      [{}, '请输入订单号'],
      [{ orderNo: 'X', sampleIds: 'all' }, '样本编号列表格式不正确'],
      [{ orderNo: 'X', occurredAt: 'yesterday' }, '时间格式不正确'],
      [{ orderNo: 'X', extra: 1 }, '不支持的字段：extra'],
    ])('answers the validation message for %o', async (body, message) => {
      expect((await post('/api/admin/lab/receive-samples', body)).body).toMatchObject({ code: 400, message });
    });
  });

  describe('progress steps and QC', () => {
    let order: OrderWithSamples;

    beforeAll(async () => {
      order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 2);
      await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo, occurredAt: '2026-01-05T09:00:00+08:00' });
    });

    it('needs a QC result before QC done', async () => {
      const response = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'QC_DONE' });
      expect(response.body).toMatchObject({
        code: 422,
        message: `请先录入样本${order.samples[0]!.codeNo}、${order.samples[1]!.codeNo}的质检结果`,
      });
    });

    it('records QC results with the quality report columns, computing the total amount', async () => {
      const response = await post('/api/admin/lab/qc-results', {
        sampleId: order.samples[0]!.id,
        ...QC_PASS,
        remarks: ' 可建库 ',
      });
      expect(response.body).toMatchObject({ code: 0, message: '保存成功' });
      expect(response.body.body.order.samples[0].qc).toMatchObject({
        sampleCode: order.samples[0]!.codeNo,
        sampleName: '小鼠肝脏DNA-1',
        sampleType: 'DNA',
        concentration: 35.2,
        volume: 28.5,
        totalAmount: 1003.2,
        od260280: 1.85,
        rinDin: 8.2,
        qpcrConcentration: null,
        libraryLength: null,
        totalGrade: 'PASS',
        qualityGrade: 'PASS',
        remarks: '可建库',
        tester: '王检测',
        reviewer: '李审核',
        recordedBy: 'lab',
      });
    });

    it('keeps the old values in the audit log when a QC result is corrected', async () => {
      await post('/api/admin/lab/qc-results', {
        sampleId: order.samples[0]!.id,
        ...QC_PASS,
        totalGrade: 'RISK',
        totalAmount: 900,
      });
      const [entry] = await t.dataSource.query(
        `SELECT before, after FROM audit_log WHERE action = 'sample.qc' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
        [order.samples[0]!.codeNo],
      );
      expect(entry.before).toMatchObject({ totalGrade: 'PASS', totalAmount: '1003.200' });
      expect(entry.after).toMatchObject({ totalGrade: 'RISK', totalAmount: '900.000' });
    });

    it.each([
      [{ totalGrade: 'GOOD' }, '请选择质检结论（总量）'],
      [{ qualityGrade: undefined }, '请选择质检结论（质量）'],
      [{ tester: ' ' }, '请填写检测人'],
      [{ concentration: -1 }, '浓度不能为负数'],
      [{ od260280: 'high' }, 'OD260/280必须是数字'],
      [{ libraryLength: 1.5 }, '文库长度必须是整数'],
    ])('refuses QC input %o with its message', async (change, message) => {
      const response = await post('/api/admin/lab/qc-results', {
        sampleId: order.samples[1]!.id,
        ...QC_PASS,
        ...change,
      });
      expect(response.body).toMatchObject({ code: 400, message });
    });

    it('refuses QC for a sample that is not received, and for an unknown sample', async () => {
      const waiting = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      expect(
        (await post('/api/admin/lab/qc-results', { sampleId: waiting.samples[0]!.id, ...QC_PASS })).body,
      ).toMatchObject({
        code: 422,
        message: `样本${waiting.samples[0]!.codeNo}收样后才能录入质检结果`,
      });
      expect((await post('/api/admin/lab/qc-results', { sampleId: 999999, ...QC_PASS })).body).toMatchObject({
        code: 404,
        message: '样本不存在',
      });
    });

    it('moves one sample at a time and refuses skipping a step', async () => {
      const one = await post('/api/admin/lab/progress', {
        orderNo: order.orderNo,
        step: 'QC_DONE',
        sampleIds: [order.samples[0]!.id],
      });
      expect(one.body.body).toMatchObject({ changed: 1 });
      const skip = await post('/api/admin/lab/progress', {
        orderNo: order.orderNo,
        step: 'OFF_MACHINE',
        sampleIds: [order.samples[0]!.id],
      });
      expect(skip.body).toMatchObject({
        code: 422,
        message: `样本${order.samples[0]!.codeNo}当前为质检完成，下一步应为上机`,
      });
      expect(await sampleSteps(order)).toEqual(['QC_DONE', 'RECEIVED']);
    });

    it("refuses a time before the sample's previous step, and an unknown step", async () => {
      const early = await post('/api/admin/lab/progress', {
        orderNo: order.orderNo,
        step: 'ON_MACHINE',
        sampleIds: [order.samples[0]!.id],
        occurredAt: '2026-01-04T09:00:00+08:00',
      });
      expect(early.body).toMatchObject({
        code: 400,
        message: `记录时间不能早于样本${order.samples[0]!.codeNo}的上一步时间`,
      });
      const unknown = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'SHIPPED' });
      expect(unknown.body).toMatchObject({ code: 400, message: '进度步骤不正确' });
    });

    it('records every step to sequencing done with time and operator', async () => {
      await post('/api/admin/lab/qc-results', { sampleId: order.samples[1]!.id, ...QC_PASS });
      await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'QC_DONE' });
      await advanceAll(order, ['ON_MACHINE', 'OFF_MACHINE', 'SEQUENCING_DONE']);
      const view = (await get(`/api/admin/lab/order?orderNo=${order.orderNo}`)).body.body;
      expect(view.samples[1].steps.map((step: { step: string }) => step.step)).toEqual([
        'RECEIVED',
        'QC_DONE',
        'ON_MACHINE',
        'OFF_MACHINE',
        'SEQUENCING_DONE',
      ]);
      expect(view.samples[1].steps.every((step: { operatorName: string }) => step.operatorName === 'lab')).toBe(true);
      expect(view.samples[1]).toMatchObject({ progressLabel: '测序完成', nextStep: null });
      const done = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'SEQUENCING_DONE' });
      expect(done.body).toMatchObject({ code: 422, message: '没有可记录测序完成的样本' });
    });
  });

  describe('completing an order', () => {
    it("refuses an order whose samples are not received, with the state machine's words", async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      expect((await post('/api/admin/lab/complete-order', { orderNo: order.orderNo })).body).toMatchObject({
        code: 422,
        message: '只有已收样的订单可以完成（当前状态：待收样）',
      });
    });

    it('needs every sample sequenced and the data delivered, then moves the order to 4', async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      await post('/api/admin/lab/receive-samples', { orderNo: order.orderNo });
      expect((await post('/api/admin/lab/complete-order', { orderNo: order.orderNo })).body).toMatchObject({
        code: 422,
        message: '样本尚未全部测序完成，不能完成订单',
      });
      await recordQc(order);
      await advanceAll(order, ['QC_DONE', 'ON_MACHINE', 'OFF_MACHINE', 'SEQUENCING_DONE']);
      expect((await post('/api/admin/lab/complete-order', { orderNo: order.orderNo })).body).toMatchObject({
        code: 422,
        message: '请先上传交付数据，再完成订单',
      });
      await deliverData(order);
      expect((await get(`/api/admin/lab/order?orderNo=${order.orderNo}`)).body.body.canComplete).toBe(true);
      const completed = await post('/api/admin/lab/complete-order', { orderNo: order.orderNo });
      expect(completed.body).toMatchObject({
        code: 0,
        message: '订单已完成',
        body: { order: { status: { id: 4, name: '已完成' }, canComplete: false } },
      });
      expect(await orderStatus(order.orderNo)).toBe(OrderStatus.Completed);
      const again = await post('/api/admin/lab/complete-order', { orderNo: order.orderNo });
      expect(again.body).toMatchObject({ code: 422, message: '只有已收样的订单可以完成（当前状态：已完成）' });
      const progress = await post('/api/admin/lab/progress', { orderNo: order.orderNo, step: 'SEQUENCING_DONE' });
      expect(progress.body).toMatchObject({ code: 422, message: '订单当前为已完成，不能记录样本进度' });
    });
  });

  describe('express tracking entries', () => {
    it("adds entries newest first under the order's own express number", async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      await t.dataSource.query('UPDATE customer_order SET express_number = $1 WHERE id = $2', [
        'SF1234567890',
        order.id,
      ]);
      await post('/api/admin/lab/express-traces', {
        orderNo: order.orderNo,
        expName: '顺丰速运',
        status: '已揽收',
        occurredAt: '2026-01-05T08:00:00+08:00',
      });
      const second = await post('/api/admin/lab/express-traces', {
        orderNo: order.orderNo,
        status: '已签收',
        occurredAt: '2026-01-06T10:30:00+08:00',
      });
      expect(second.body).toMatchObject({ code: 0, message: '添加成功' });
      expect(second.body.body.express).toEqual({
        number: 'SF1234567890',
        expName: '',
        list: [
          { time: '2026-01-06 10:30:00', status: '已签收' },
          { time: '2026-01-05 08:00:00', status: '已揽收' },
        ],
      });
      // The customer's order detail and order list show the same entries in their express panel.
      const detail = await post('/api/NewOrder/orderDetails?orderNo=' + order.orderNo, {}, company.token);
      expect(detail.body.body.list[0].express).toEqual({ result: second.body.body.express });
      const list = await get('/api/NewOrder/OrderList?status=2&page=1&pageSize=50', company.token);
      const listed = list.body.body.list.find((row: { orderNo: string }) => row.orderNo === order.orderNo);
      expect(listed.express).toEqual({ result: second.body.body.express });
    });

    it('needs a number when the order has none, and a status', async () => {
      const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      expect(
        (await post('/api/admin/lab/express-traces', { orderNo: order.orderNo, status: '已揽收' })).body,
      ).toMatchObject({
        code: 400,
        message: '请输入快递单号',
      });
      expect(
        (await post('/api/admin/lab/express-traces', { orderNo: order.orderNo, number: 'SF1' })).body,
      ).toMatchObject({
        code: 400,
        message: '请填写物流状态',
      });
    });
  });
});
