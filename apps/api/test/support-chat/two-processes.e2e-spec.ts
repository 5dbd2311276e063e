import { startSiblingApi, type ApiProcess } from '../lab/api-process/api-process.js';
import type { SseTestClient } from '../lab/sse-client.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { openSupportStream } from './chat-kit.js';

/**
 * Two API processes of one deployment: this test's app and src/main.ts as a child process sharing its database,
 * Redis prefix and S3 server. A message posted through either reaches the other participant's open stream on the
 * other, which only Redis connects.
 */
describe('support chat across two API processes', () => {
  let t: TestApp;
  let child: ApiProcess;
  let localUrl: string;
  let support: string;
  let company: TestCustomer;
  let conversationId: number;
  const clients: SseTestClient[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    localUrl = await t.app.getUrl();
    await seedStaff(t);
    support = await staffToken(t, 'support');
    company = await customerToken(t, '13800000001');
    child = await startSiblingApi(t);
    const started = await post(localUrl, '/api/NewService/StartConversation', company.token, { context: 'general' });
    conversationId = started.body.conversation.id;
  }, 120_000);
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await child?.stop();
    await t.close();
  });

  async function post(baseUrl: string, path: string, token: string, body: object) {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { code: number; body: { conversation: { id: number } } };
    expect(envelope.code).toBe(0);
    return envelope;
  }
  const open = async (baseUrl: string, token: string, side: 'customer' | 'staff') => {
    const client = await openSupportStream(t, baseUrl, token, side);
    clients.push(client);
    return client;
  };

  it('runs the second instance as a separate operating-system process', () => {
    expect(child.pid).not.toBe(process.pid);
  });

  it("delivers an agent's reply posted through this process to the customer's stream on the child", async () => {
    const stream = await open(child.url, company.token, 'customer');
    await post(localUrl, '/api/admin/support/messages', support, { conversationId, text: '来自第一个实例的回复' });
    expect((await stream.next('message')).data).toMatchObject({
      conversationId,
      message: { kind: 'staff', text: '来自第一个实例的回复' },
    });
  });

  it("delivers a customer's message posted through the child to the agent's stream on this process", async () => {
    const stream = await open(localUrl, support, 'staff');
    await post(child.url, '/api/NewService/SendMessage', company.token, {
      conversationId,
      text: '来自第二个实例的提问',
    });
    expect((await stream.next('message')).data).toMatchObject({
      conversationId,
      message: { kind: 'customer', text: '来自第二个实例的提问' },
    });
  });

  it('sees an agent online on either instance for assignment', async () => {
    await open(child.url, support, 'staff');
    const started = await post(localUrl, '/api/NewService/StartConversation', company.token, {
      context: 'product',
      productId: 1,
    });
    expect(started.body).toMatchObject({
      agentsOnline: true,
      conversation: { assignee: { staffId: expect.any(Number) } },
    });
  });
});
