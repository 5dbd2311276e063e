import { OrderStatus } from '@seqportal/contract';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { startSiblingApi, type ApiProcess } from './api-process/api-process.js';
import { createOrderWithSamples, QC_PASS } from './lab-fixtures.js';
import { SseTestClient } from './sse-client.js';

/**
 * Two API processes of one deployment: this test's app, and src/main.ts started as a child process with the same
 * database, Redis prefix and S3 server. A step recorded through either reaches the customer's stream on the other,
 * which only Redis connects.
 */
describe('live progress across two API processes', () => {
  let t: TestApp;
  let child: ApiProcess;
  let lab: string;
  let company: TestCustomer;
  const clients: SseTestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
    child = await startSiblingApi(t);
  }, 120_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await child?.stop();
    await t.close();
  });

  const openStream = async (baseUrl: string, orderNo: string) => {
    const issued = await fetch(`${baseUrl}/api/NewOrder/OrderEventsTicket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${company.token}` },
    });
    const ticket = (await issued.json()) as { body: { url: string } };
    const client = await SseTestClient.open(`${baseUrl}${ticket.body.url}&orderNo=${orderNo}`);
    clients.push(client);
    await client.next('ready');
    return client;
  };
  const labPost = async (baseUrl: string, path: string, body: object) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lab}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number };
    expect(envelope.code).toBe(0);
  };

  it('runs the second instance as a separate operating-system process', () => {
    expect(child.pid).not.toBe(process.pid);
  });

  it("delivers a step recorded through this process to the customer's stream on the child process", async () => {
    const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 2);
    const stream = await openStream(child.url, order.orderNo);
    await labPost(await t.app.getUrl(), '/api/admin/lab/receive-samples', { orderNo: order.orderNo });
    expect((await stream.next('sample-progress')).data).toMatchObject({
      orderNo: order.orderNo,
      step: 'RECEIVED',
      samples: order.samples.map((sample) => ({
        sampleId: sample.id,
        codeNo: sample.codeNo,
        sendTempCode: sample.sendTempCode,
      })),
    });
    expect((await stream.next('order-status')).data).toMatchObject({ status: { id: 3, name: '已收样' } });
  });

  it("delivers a step recorded through the child process to the customer's stream on this process", async () => {
    const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
    const stream = await openStream(await t.app.getUrl(), order.orderNo);
    await labPost(child.url, '/api/admin/lab/receive-samples', { orderNo: order.orderNo });
    expect((await stream.next('sample-progress')).data).toMatchObject({ orderNo: order.orderNo, step: 'RECEIVED' });
    await labPost(child.url, '/api/admin/lab/qc-results', { sampleId: order.samples[0]!.id, ...QC_PASS });
    await labPost(child.url, '/api/admin/lab/progress', { orderNo: order.orderNo, step: 'QC_DONE' });
    expect((await stream.next('sample-progress')).data).toMatchObject({
      orderNo: order.orderNo,
      step: 'QC_DONE',
      stepLabel: '质检完成',
    });
  });
});
