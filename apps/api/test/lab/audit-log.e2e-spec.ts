import { createHash } from 'node:crypto';
import { OrderStatus } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrderWithSamples, QC_PASS, type OrderWithSamples } from './lab-fixtures.js';

interface Entry {
  staffName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe('audit log', () => {
  let t: TestApp;
  let lab: string;
  let admin: string;
  let company: TestCustomer;
  let order: OrderWithSamples;

  const post = (path: string, body: object, token = lab) => t.http.post(path).set(bearer(token)).send(body);
  const read = async (
    query: string,
  ): Promise<{ list: Entry[]; totalCount: number; page: number; pageSize: number }> => {
    const response = await t.http.get(`/api/admin/audit-log?${query}`).set(bearer(admin));
    expect(response.body.code).toBe(0);
    return response.body.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    admin = await staffToken(t, 'admin');
    company = await customerToken(t, '13800000001');
    order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
    await t.dataSource.query('UPDATE customer_order SET express_number = $1 WHERE id = $2', ['SF100', order.id]);
    // Every kind of lab action once, in the order the lab works.
    const steps: Array<[string, object]> = [
      ['/api/admin/lab/express-traces', { orderNo: order.orderNo, status: '已签收' }],
      ['/api/admin/lab/receive-samples', { orderNo: order.orderNo }],
      ['/api/admin/lab/qc-results', { sampleId: order.samples[0]!.id, ...QC_PASS }],
      ['/api/admin/lab/progress', { orderNo: order.orderNo, step: 'QC_DONE' }],
      ['/api/admin/lab/progress', { orderNo: order.orderNo, step: 'ON_MACHINE' }],
      ['/api/admin/lab/progress', { orderNo: order.orderNo, step: 'OFF_MACHINE' }],
      ['/api/admin/lab/progress', { orderNo: order.orderNo, step: 'SEQUENCING_DONE' }],
    ];
    for (const [path, body] of steps) expect((await post(path, body)).body.code).toBe(0);
    const uploaded = await t.http
      .post(`/api/admin/lab/delivery-files?orderNo=${order.orderNo}&category=DATA`)
      .set(bearer(lab))
      .attach('file', Buffer.from('reads'), 'reads.fq');
    expect(uploaded.body.code).toBe(0);
    expect((await post('/api/admin/lab/complete-order', { orderNo: order.orderNo })).body.code).toBe(0);
  });
  afterAll(() => t.close());

  it('records each action on the order with who did it and the status before and after, newest first', async () => {
    const { list } = await read(`targetType=order&targetId=${order.orderNo}`);
    expect(list.map((entry) => entry.action)).toEqual(['order.complete', 'order.receive', 'order.express']);
    expect(list[0]).toMatchObject({ staffName: 'lab', before: { status: 3 }, after: { status: 4 } });
    expect(list[1]).toMatchObject({ staffName: 'lab', before: { status: 2 }, after: { status: 3 } });
    expect(list[2]).toMatchObject({ before: null, after: { number: 'SF100', status: '已签收' } });
  });

  it('records each step and the QC result of the sample', async () => {
    const { list } = await read(`targetType=sample&targetId=${order.samples[0]!.codeNo}`);
    expect(
      list
        .map((entry) => [entry.action, entry.before?.progressStep ?? null, entry.after?.progressStep ?? null])
        .reverse(),
    ).toEqual([
      ['sample.receive', null, 'RECEIVED'],
      ['sample.qc', null, null],
      ['sample.progress', 'RECEIVED', 'QC_DONE'],
      ['sample.progress', 'QC_DONE', 'ON_MACHINE'],
      ['sample.progress', 'ON_MACHINE', 'OFF_MACHINE'],
      ['sample.progress', 'OFF_MACHINE', 'SEQUENCING_DONE'],
    ]);
    const qc = list.find((entry) => entry.action === 'sample.qc')!;
    expect(qc.after).toMatchObject({ totalGrade: 'PASS', concentration: '35.200', tester: '王检测' });
  });

  it('records the delivered file with its MD5, after the sample QC report that 质检完成 generated', async () => {
    const { list } = await read('action=delivery.upload');
    expect(list).toEqual([
      expect.objectContaining({
        targetType: 'delivery-file',
        targetId: `${order.orderNo}/data/reads.fq`,
        after: expect.objectContaining({
          md5: createHash('md5').update('reads').digest('hex'),
          size: 5,
          category: 'DATA',
        }),
      }),
      expect.objectContaining({
        targetType: 'delivery-file',
        targetId: `${order.orderNo}/qc/sample/样本质检报告_${order.orderNo}.xlsx`,
        after: expect.objectContaining({ category: 'SAMPLE_QC', md5: expect.stringMatching(/^[0-9a-f]{32}$/) }),
      }),
    ]);
  });

  it('writes nothing for a refused action', async () => {
    const before = (await read('')).totalCount;
    expect((await post('/api/admin/lab/complete-order', { orderNo: order.orderNo })).body.code).toBe(422);
    expect((await read('')).totalCount).toBe(before);
  });

  it('pages and refuses a page size over 100', async () => {
    const page = await read('pageSize=2&page=2');
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.list).toHaveLength(2);
    const tooMany = await t.http.get('/api/admin/audit-log?pageSize=101').set(bearer(admin));
    expect(tooMany.body).toMatchObject({ code: 400, message: '每页条数不能超过100' });
  });
});
