import type { TestApp } from '../support/test-app.js';
import { SseTestClient } from '../lab/sse-client.js';

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
  const response = await request.set('authorization', `Bearer ${token}`);
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
