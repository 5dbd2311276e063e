import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfigService } from '@nestjs/config';
import { OrderLiveEventType, OrderStatus, type OrderLiveEvent } from '@seqportal/contract';
import { OrderEventsBus } from '../../src/infra/events/order-events.bus.js';
import { OrderStreamService } from '../../src/modules/notifications/live/order-stream.service.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrderWithSamples, QC_PASS } from './lab-fixtures.js';
import { SseTestClient } from './sse-client.js';

/** Two API instances of one deployment (one database, one Redis prefix), each listening on its own port. */
describe('live order events across API instances', () => {
  let a: TestApp;
  let b: TestApp;
  let urlB: string;
  let company: TestCustomer;
  let personal: TestCustomer;
  let lab: string;
  const clients: SseTestClient[] = [];

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ shareWith: a });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    urlB = await b.app.getUrl();
    await seedStaff(a);
    lab = await staffToken(a, 'lab');
    company = await customerToken(a, '13800000001');
    personal = await customerToken(a, '13800000002');
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  async function openStream(who: TestCustomer, query = ''): Promise<SseTestClient> {
    const ticket = await a.http.post('/api/NewOrder/OrderEventsTicket').set(bearer(who.token));
    expect(ticket.body.code).toBe(0);
    const client = await SseTestClient.open(`${urlB}${ticket.body.body.url}${query}`);
    clients.push(client);
    return client;
  }

  const progressEvent = (orderNo: string): OrderLiveEvent => ({
    type: OrderLiveEventType.SampleProgress,
    orderNo,
    occurredAt: '2026-11-21T08:00:00.000Z',
    step: 'RECEIVED',
    stepLabel: '已收样',
    samples: [{ sampleId: 1, codeNo: 'YB0001', sendTempCode: 'S1' }],
  });

  it('issues a one-time ticket only to a signed-in customer', async () => {
    const none = await a.http.post('/api/NewOrder/OrderEventsTicket');
    expect(none.body.code).toBe(100);
    const issued = await a.http.post('/api/NewOrder/OrderEventsTicket').set(bearer(company.token));
    expect(issued.body.body).toMatchObject({ expiresIn: 60 });
    expect(issued.body.body.url).toBe(`/api/NewOrder/OrderEvents?ticket=${issued.body.body.ticket}`);
  });

  it('opens a text/event-stream that starts with a ready event', async () => {
    const stream = await openStream(company);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
    expect((await stream.next('ready')).data).toEqual({ type: 'ready', orderNo: null });
  });

  it('refuses a used or unknown ticket with code 102 instead of a stream', async () => {
    const ticket = await a.http.post('/api/NewOrder/OrderEventsTicket').set(bearer(company.token));
    const first = await SseTestClient.open(`${urlB}${ticket.body.body.url}`);
    clients.push(first);
    await first.next('ready');
    const again = await SseTestClient.open(`${urlB}${ticket.body.body.url}`);
    expect(again.json).toMatchObject({ code: 102 });
    const unknown = await SseTestClient.open(`${urlB}/api/NewOrder/OrderEvents?ticket=not-a-ticket`);
    expect(unknown.json).toMatchObject({ code: 102 });
  });

  it("delivers an event published on one instance to the member's stream on the other, and to no one else", async () => {
    const mine = await openStream(company);
    const theirs = await openStream(personal);
    await mine.next('ready');
    await theirs.next('ready');
    await a.app.get(OrderEventsBus).publish(company.memberId, progressEvent('SO-LIVE-1'));
    const received = await mine.next('sample-progress');
    expect(received.data).toMatchObject({ orderNo: 'SO-LIVE-1', step: 'RECEIVED', stepLabel: '已收样' });
    expect(received.id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(theirs.next('sample-progress', 500)).rejects.toThrow('No "sample-progress" event');
  });

  it("delivers each step the lab records through one instance to the customer's order stream on the other", async () => {
    const order = await createOrderWithSamples(a, company.memberId, OrderStatus.AwaitingSamples, 2);
    const stream = await openStream(company, `&orderNo=${order.orderNo}`);
    await stream.next('ready');
    const labPost = (path: string, body: object) => a.http.post(path).set(bearer(lab)).send(body);

    expect((await labPost('/api/admin/lab/receive-samples', { orderNo: order.orderNo })).body.code).toBe(0);
    const received = await stream.next('sample-progress');
    expect(received.data).toEqual({
      type: 'sample-progress',
      orderNo: order.orderNo,
      occurredAt: expect.any(String),
      step: 'RECEIVED',
      stepLabel: '已收样',
      samples: order.samples.map((sample) => ({
        sampleId: sample.id,
        codeNo: sample.codeNo,
        sendTempCode: sample.sendTempCode,
      })),
    });
    expect((await stream.next('order-status')).data).toMatchObject({
      orderNo: order.orderNo,
      status: { id: 3, name: '已收样' },
    });

    for (const sample of order.samples) await labPost('/api/admin/lab/qc-results', { sampleId: sample.id, ...QC_PASS });
    for (const [step, label] of [
      ['QC_DONE', '质检完成'],
      ['ON_MACHINE', '上机'],
      ['OFF_MACHINE', '下机'],
      ['SEQUENCING_DONE', '测序完成'],
    ] as const) {
      expect((await labPost('/api/admin/lab/progress', { orderNo: order.orderNo, step })).body.code).toBe(0);
      expect((await stream.next('sample-progress')).data).toMatchObject({
        orderNo: order.orderNo,
        step,
        stepLabel: label,
      });
    }
  });

  it('filters a stream opened for one order', async () => {
    await a.dataSource.query(
      `INSERT INTO customer_order (order_no, member_id, status, type, property_type, total_price, order_amount)
       VALUES ('SO-LIVE-OWN', $1, 3, 2, 0, 0, 0)`,
      [company.memberId],
    );
    const stream = await openStream(company, '&orderNo=SO-LIVE-OWN');
    expect((await stream.next('ready')).data).toEqual({ type: 'ready', orderNo: 'SO-LIVE-OWN' });
    const bus = a.app.get(OrderEventsBus);
    await bus.publish(company.memberId, progressEvent('SO-LIVE-OTHER'));
    await bus.publish(company.memberId, progressEvent('SO-LIVE-OWN'));
    expect((await stream.next('sample-progress')).data).toMatchObject({ orderNo: 'SO-LIVE-OWN' });
    expect(stream.all().filter((message) => message.event === 'sample-progress')).toHaveLength(1);
  });

  it("answers 404 for a stream of another customer's order", async () => {
    const stream = await openStream(personal, '&orderNo=SO-LIVE-OWN');
    expect(stream.json).toMatchObject({ code: 404 });
  });

  it('ends a stream after the access-token lifetime with an expired event, so the page must renew its ticket', async () => {
    // The service on its own, with a lifetime of 0.3 s instead of the token's minutes, behind a bare HTTP server.
    const service = new OrderStreamService(
      b.app.get(OrderEventsBus),
      new ConfigService({ auth: { accessTtlSeconds: 0.3 } }),
    );
    const server = createServer(
      (_request, response) => void service.open(response, { memberId: company.memberId, orderNo: null }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const stream = await SseTestClient.open(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      clients.push(stream);
      await stream.next('ready');
      expect((await stream.next('expired', 3000)).data).toEqual({ type: 'expired' });
      await stream.next('<closed>', 3000);
      expect(service.openCount()).toBe(0);
    } finally {
      server.close();
    }
  });

  it('unsubscribes when the customer closes the page', async () => {
    const streams = b.app.get(OrderStreamService);
    const bus = b.app.get(OrderEventsBus);
    const before = streams.openCount();
    const stream = await openStream(company);
    await stream.next('ready');
    expect(streams.openCount()).toBe(before + 1);
    stream.close();
    await vi.waitFor(() => expect(streams.openCount()).toBe(before));
    expect(bus.listenerCount()).toBe(before);
  });
});
