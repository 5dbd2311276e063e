import { OutboxSmsProvider } from '../../src/infra/sms/outbox-sms.provider.js';
import { SmsService } from '../../src/infra/sms/sms.service.js';
import { bearer } from '../support/bearer.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedStaff, staffToken } from '../support/staff-session.js';

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for the queue');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('notifications queue and the SMS outbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  afterAll(() => t.close());

  it('delivers an enqueued SMS through the worker into the outbox, readable by staff', async () => {
    await t.app.get(SmsService).send({ phone: '13800000001', content: '您的验证码是 123456', purpose: 'login' });
    const token = await staffToken(t, 'admin');
    const messages = await waitFor(async () => {
      const response = await t.http.get('/api/admin/sms-outbox?phone=13800000001').set(bearer(token));
      return response.body.body.length > 0 ? response.body.body : undefined;
    });
    expect(messages[0]).toMatchObject({ phone: '13800000001', content: '您的验证码是 123456', purpose: 'login' });
  });

  it('lists the latest messages first and filters by phone', async () => {
    const sms = t.app.get(SmsService);
    await sms.send({ phone: '13900000009', content: 'first', purpose: 'login' });
    await waitFor(async () => (await countOutbox(t, '13900000009')) === 1 || undefined);
    await sms.send({ phone: '13900000009', content: 'second', purpose: 'login' });
    await waitFor(async () => (await countOutbox(t, '13900000009')) === 2 || undefined);
    const token = await staffToken(t, 'admin');
    const response = await t.http.get('/api/admin/sms-outbox?phone=13900000009').set(bearer(token));
    expect(response.body.body.map((m: { content: string }) => m.content)).toEqual(['second', 'first']);
  });

  it('refuses the outbox without a staff token', async () => {
    const response = await t.http.get('/api/admin/sms-outbox');
    expect(response.body).toMatchObject({ code: 100 });
  });

  it('writes a message once when its job runs twice (a worker died after writing it)', async () => {
    await t.app.get(SmsService).send({ phone: '13900000011', content: '您的验证码是 654321', purpose: 'login' });
    await waitFor(async () => (await countOutbox(t, '13900000011')) === 1 || undefined);
    const [{ message_id: messageId }] = await t.dataSource.query(
      'SELECT message_id FROM sms_outbox_message WHERE phone = $1',
      ['13900000011'],
    );
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    const provider = t.app.get(OutboxSmsProvider);
    await provider.send({ phone: '13900000011', content: '您的验证码是 654321', purpose: 'login' }, { messageId });
    expect(await countOutbox(t, '13900000011')).toBe(1);
  });

  it('validates the phone filter', async () => {
    const token = await staffToken(t, 'admin');
    const response = await t.http.get('/api/admin/sms-outbox?phone=abc').set(bearer(token));
    expect(response.body).toMatchObject({ code: 400, message: '手机号格式不正确！' });
  });
});

async function countOutbox(t: TestApp, phone: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(
    'SELECT count(*)::int AS count FROM sms_outbox_message WHERE phone = $1',
    [phone],
  );
  return count;
}
