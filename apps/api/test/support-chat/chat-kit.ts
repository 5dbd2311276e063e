import { OrderStatus } from '@seqportal/contract';
import { createOrderWithSamples, type OrderWithSamples } from '../lab/lab-fixtures.js';
import { SseTestClient } from '../lab/sse-client.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Calls one route with a Bearer token and answers the envelope. */
export async function call(
  t: TestApp,
  token: string,
  method: 'get' | 'post',
  path: string,
  payload?: object,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, checked by each test
): Promise<{ code: number; message: string; body: any }> {
  const request = method === 'get' ? t.http.get(path).query(payload ?? {}) : t.http.post(path).send(payload ?? {});
  const response = await request.set(bearer(token));
  return response.body;
}

/** Opens a support stream (customer or staff) on `baseUrl` and waits for `ready`. */
export async function openSupportStream(
  t: TestApp,
  baseUrl: string,
  token: string,
  side: 'customer' | 'staff',
): Promise<SseTestClient> {
  const path = side === 'customer' ? '/api/NewService/SupportEventsTicket' : '/api/admin/support/events-ticket';
  const ticket = await call(t, token, 'post', path);
  if (ticket.code !== 0) throw new Error(`No ticket: ${ticket.message}`);
  const client = await SseTestClient.open(`${baseUrl}${ticket.body.url}`);
  await client.next('ready');
  return client;
}

/** SMS written by the development provider to the outbox, newest first. */
export async function smsTo(t: TestApp, phone: string): Promise<Array<{ content: string }>> {
  return t.dataSource.query('SELECT content FROM sms_outbox_message WHERE phone = $1 ORDER BY id DESC', [phone]);
}

/** A 1×1 PNG, the smallest image an attachment test can send. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Who takes part in a chat test: a listening app, the three staff roles, two customers and an order of the first. */
export interface ChatScene {
  t: TestApp;
  baseUrl: string;
  company: TestCustomer;
  personal: TestCustomer;
  support: string;
  admin: string;
  lab: string;
  order: OrderWithSamples;
}

/** Starts the app on a port (the streams need one) and signs everyone in; the order awaits its samples. */
export async function openChatScene(): Promise<ChatScene> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = await t.app.getUrl();
  await seedStaff(t);
  const [support, admin, lab] = await Promise.all([
    staffToken(t, 'support'),
    staffToken(t, 'admin'),
    staffToken(t, 'lab'),
  ]);
  const company = await customerToken(t, '13800000001');
  const personal = await customerToken(t, '13800000002');
  const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 2);
  return { t, baseUrl, company, personal, support, admin, lab, order };
}

/** The customer's (/api/NewService) and the agent's (/api/admin/support) calls of a scene. */
export function chatCalls(scene: () => ChatScene) {
  return {
    customer: (who: TestCustomer, method: 'get' | 'post', path: string, payload?: object) =>
      call(scene().t, who.token, method, `/api/NewService/${path}`, payload),
    staff: (token: string, method: 'get' | 'post', path: string, payload?: object) =>
      call(scene().t, token, method, `/api/admin/support/${path}`, payload),
  };
}
