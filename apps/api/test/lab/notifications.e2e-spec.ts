import { OrderStatus } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrderWithSamples, QC_PASS, type OrderWithSamples } from './lab-fixtures.js';

const EMAIL = 'zhangxm@shdemo-bio.cn';

describe('progress notifications', () => {
  let t: TestApp;
  let lab: string;
  let admin: string;
  let company: TestCustomer;
  let personal: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    admin = await staffToken(t, 'admin');
    company = await customerToken(t, '13800000001');
    personal = await customerToken(t, '13800000002');
    await t.dataSource.query('UPDATE member SET email = $1 WHERE id = $2', [EMAIL, company.memberId]);
  });
  afterAll(() => t.close());

  const step = (orderNo: string, body: object) =>
    t.http
      .post('/api/admin/lab/progress')
      .set(bearer(lab))
      .send({ orderNo, ...body });
  const setting = (who: TestCustomer, body?: object) =>
    body
      ? t.http.post('/api/NewPersonalCenter/SaveNotificationSetting').set(bearer(who.token)).send(body)
      : t.http.get('/api/NewPersonalCenter/GetNotificationSetting').set(bearer(who.token));
  const sms = async (orderNo: string): Promise<string[]> =>
    (
      await t.dataSource.query(
        `SELECT content FROM sms_outbox_message WHERE purpose = 'progress' AND content LIKE $1 ORDER BY id`,
        [`%${orderNo}%`],
      )
    ).map((row: { content: string }) => row.content);
  const mails = async (orderNo: string): Promise<Array<{ email: string; subject: string }>> =>
    t.dataSource.query(`SELECT email, subject FROM mail_outbox_message WHERE subject LIKE $1 ORDER BY id`, [
      `%${orderNo}%`,
    ]);

  it('has both channels on until the customer turns them off, and shows the address e-mails go to', async () => {
    expect((await setting(company)).body.body).toEqual({ progressSms: true, progressEmail: true, email: EMAIL });
    expect((await setting(personal)).body.body).toEqual({ progressSms: true, progressEmail: true, email: null });
  });

  it('sends one SMS and one e-mail per step of an order, however many samples moved', async () => {
    const order = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 3);
    await step(order.orderNo, { step: 'RECEIVED', occurredAt: '2026-01-05T09:30:00+08:00' });
    await vi.waitFor(async () => expect(await mails(order.orderNo)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await sms(order.orderNo)).toHaveLength(1), { timeout: 10_000 });
    expect((await sms(order.orderNo))[0]).toBe(
      `【SeqPortal】您的订单${order.orderNo}有3个样本已收样（2026-01-05 09:30）。`,
    );
    expect(await mails(order.orderNo)).toEqual([{ email: EMAIL, subject: `订单${order.orderNo}样本进度：已收样` }]);
    const outbox = await t.http.get(`/api/admin/mail-outbox?email=${EMAIL}`).set(bearer(admin));
    expect(outbox.body.body[0]).toMatchObject({ email: EMAIL, purpose: 'progress' });
    expect(outbox.body.body[0].content).toContain(`您的订单 ${order.orderNo} 有 3 个样本已收样`);
  });

  it('stops the SMS when the customer turns it off, and sends nothing when both are off', async () => {
    const order: OrderWithSamples = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
    const saved = await setting(company, { progressSms: false, progressEmail: true });
    expect(saved.body).toMatchObject({
      code: 0,
      message: '修改成功',
      body: { progressSms: false, progressEmail: true },
    });
    await step(order.orderNo, { step: 'RECEIVED' });
    await vi.waitFor(async () => expect(await mails(order.orderNo)).toHaveLength(1), { timeout: 10_000 });

    await setting(company, { progressSms: false, progressEmail: false });
    await t.http
      .post('/api/admin/lab/qc-results')
      .set(bearer(lab))
      .send({ sampleId: order.samples[0]!.id, ...QC_PASS });
    await step(order.orderNo, { step: 'QC_DONE' });

    // Both back on: the next step's messages arrive after anything the silent step might have queued.
    await setting(company, { progressSms: true, progressEmail: true });
    await step(order.orderNo, { step: 'ON_MACHINE' });
    await vi.waitFor(async () => expect(await sms(order.orderNo)).toHaveLength(1), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await mails(order.orderNo)).toHaveLength(2), { timeout: 10_000 });
    expect((await sms(order.orderNo))[0]).toContain('上机');
    expect((await mails(order.orderNo)).map((mail) => mail.subject)).toEqual([
      `订单${order.orderNo}样本进度：已收样`,
      `订单${order.orderNo}样本进度：上机`,
    ]);
  });

  it('sends no e-mail to a member without an address', async () => {
    const order = await createOrderWithSamples(t, personal.memberId, OrderStatus.AwaitingSamples, 1);
    await step(order.orderNo, { step: 'RECEIVED' });
    await vi.waitFor(async () => expect(await sms(order.orderNo)).toHaveLength(1), { timeout: 10_000 });
    expect(await mails(order.orderNo)).toEqual([]);
  });

  it.each([
    [{ progressSms: 'yes', progressEmail: true }, '请选择是否接收短信通知'],
    [{ progressSms: true }, '请选择是否接收邮件通知'],
  ])('refuses %o with its message', async (body, message) => {
    expect((await setting(personal, body)).body).toMatchObject({ code: 400, message });
  });

  it('answers 100 without a token', async () => {
    expect((await t.http.get('/api/NewPersonalCenter/GetNotificationSetting')).body.code).toBe(100);
  });
});
