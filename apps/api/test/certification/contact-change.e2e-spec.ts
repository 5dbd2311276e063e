import { resetSendLimits, signIn } from '../accounts/accounts-test-kit.js';
import { bearer } from '../support/bearer.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { newCompany, newSubAccount } from './certification-kit.js';

describe('phone change and e-mail (personal centre layers)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  afterAll(() => t.close());

  const smsCount = async (phone: string) =>
    Number(
      (await t.dataSource.query('SELECT count(*)::int AS n FROM sms_outbox_message WHERE phone = $1', [phone]))[0].n,
    );
  async function sendNoCheck(token: string, phone: string): Promise<string> {
    await resetSendLimits(t);
    const before = await smsCount(phone);
    const response = await t.http.post('/api/NewLogin/SendCodeNoCheck').set(bearer(token)).send({ phone, type: 3 });
    expect(response.body).toEqual({ code: 0, message: '验证码发送成功', body: null });
    await vi.waitFor(async () => expect(await smsCount(phone)).toBeGreaterThan(before), { timeout: 10_000 });
    const [row] = await t.dataSource.query(
      'SELECT content FROM sms_outbox_message WHERE phone = $1 ORDER BY id DESC LIMIT 1',
      [phone],
    );
    return /(\d{6})/.exec(row.content as string)![1]!;
  }
  const verify = (token: string, body: object) =>
    t.http.post('/api/NewPersonalCenter/VerifyPhoneCode').set(bearer(token)).send(body);
  const change = (token: string, body: object) =>
    t.http.post('/api/NewPersonalCenter/ChangePhone').set(bearer(token)).send(body);
  const mailsTo = (email: string) =>
    t.dataSource.query('SELECT subject, content FROM mail_outbox_message WHERE email = $1 ORDER BY id', [email]);

  let phoneCounter = 0;
  const freshPhone = () =>
    `135${String(process.pid % 1000).padStart(3, '0')}${String((phoneCounter += 1)).padStart(5, '0')}`;

  describe('VerifyPhoneCode, ChangePhone and SendCodeNoCheck', () => {
    it('moves the member to the new phone in two steps and ends its other sessions', async () => {
      const company = await newCompany(t);
      // A real session through the SMS login, besides the one that changes the phone.
      const other = await signIn(t, company.phone);
      const oldCode = await sendNoCheck(company.token, company.phone);
      const verified = await verify(company.token, { phone: company.phone, code: oldCode, type: 3 });
      expect(verified.body).toMatchObject({ code: 0, message: '验证成功' });
      const key = verified.body.body.key as string;
      const mobile = freshPhone();
      const newCode = await sendNoCheck(company.token, mobile);
      const changed = await change(company.token, { mobile, code: newCode, key });
      expect(changed.body).toEqual({ code: 0, message: '修改成功', body: null });
      const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(company.token));
      expect(info.body.body.phone).toBe(mobile);
      expect((await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(other.token))).body.code).toBe(102);
      // The key worked once.
      expect((await change(company.token, { mobile: freshPhone(), code: newCode, key })).body).toMatchObject({
        code: 400,
        message: '请先验证原手机号',
      });
    });

    it('answers 手机验证码失效 with the hint in the body for a wrong code, on either phone', async () => {
      const company = await newCompany(t);
      const wrong = await verify(company.token, { phone: company.phone, code: '000000', type: 3 });
      expect(wrong.body).toEqual({ code: 400, message: '手机验证码失效', body: '请重新获取并填写手机验证码!' });
      const oldCode = await sendNoCheck(company.token, company.phone);
      const key = (await verify(company.token, { phone: company.phone, code: oldCode, type: 3 })).body.body.key;
      const mobile = freshPhone();
      const refused = await change(company.token, { mobile, code: '999999', key });
      expect(refused.body).toEqual({ code: 400, message: '手机验证码失效', body: '请重新获取并填写手机验证码!' });
      expect((await t.dataSource.query('SELECT phone FROM member WHERE id = $1', [company.memberId]))[0].phone).toBe(
        company.phone,
      );
    });

    it.each([
      ['another phone than the bound one', { phone: '13912345678', code: '123456', type: 3 }, '请填写当前绑定的手机号'],
      ['a bad phone', { phone: '1234', code: '123456', type: 3 }, '手机号格式不正确！'],
      ['no code', { phone: 'SELF', type: 3 }, '请输入验证码'],
      ['type 2', { phone: 'SELF', code: '123456', type: 2 }, '验证码类型不正确'],
    ])('refuses VerifyPhoneCode with %s', async (_label, body, message) => {
      const company = await newCompany(t);
      const sent = { ...body, phone: body.phone === 'SELF' ? company.phone : body.phone };
      expect((await verify(company.token, sent)).body).toMatchObject({ code: 400, message });
    });

    it('refuses ChangePhone without a key, to the same phone, and to a phone that has this identity already', async () => {
      const company = await newCompany(t);
      expect((await change(company.token, { mobile: freshPhone(), code: '123456', key: 'forged' })).body.message).toBe(
        '请先验证原手机号',
      );
      const colleague = await newSubAccount(t, company.organisationId!);
      const issueKey = async () => {
        const code = await sendNoCheck(company.token, company.phone);
        return (await verify(company.token, { phone: company.phone, code, type: 3 })).body.body.key as string;
      };
      const key = await issueKey();
      expect((await change(company.token, { mobile: company.phone, code: '123456', key })).body.message).toBe(
        '新手机号不能与原手机号相同',
      );
      expect((await change(company.token, { mobile: colleague.phone, code: '123456', key })).body.message).toBe(
        '该手机号已绑定此身份，请更换手机号',
      );
      expect((await change(company.token, { mobile: 'abc', code: '123456', key })).body.message).toBe(
        '手机号格式不正确！',
      );
    });

    it('SendCodeNoCheck needs a token, a phone and type 3 or 4, and keeps the send limits', async () => {
      const company = await newCompany(t);
      expect(
        (await t.http.post('/api/NewLogin/SendCodeNoCheck').send({ phone: company.phone, type: 3 })).body.code,
      ).toBe(100);
      const send = (body: object) => t.http.post('/api/NewLogin/SendCodeNoCheck').set(bearer(company.token)).send(body);
      expect((await send({ phone: '12', type: 3 })).body.message).toBe('手机号格式不正确！');
      expect((await send({ phone: company.phone, type: 1 })).body.message).toBe('验证码类型不正确');
      await resetSendLimits(t);
      expect((await send({ phone: company.phone, type: 3 })).body.code).toBe(0);
      expect((await send({ phone: company.phone, type: 3 })).body).toMatchObject({
        code: 429,
        message: '操作过于频繁，请稍后再试',
      });
    });
  });

  describe('SendEmailCode, CheckEmailCode and SubmitEmail (outbox provider)', () => {
    async function codeFor(token: string, email: string): Promise<string> {
      await t.dataSource.query(`DELETE FROM mail_outbox_message WHERE email = $1`, [email]);
      const response = await t.http.post('/api/NewPersonalCenter/SendEmailCode').set(bearer(token)).send({ email });
      expect(response.body).toEqual({ code: 0, message: '验证码发送成功', body: null });
      await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), { timeout: 10_000 });
      return /(\d{6})/.exec((await mailsTo(email))[0].content as string)![1]!;
    }
    const check = (token: string, body: object) =>
      t.http.post('/api/NewPersonalCenter/CheckEmailCode').set(bearer(token)).send(body);
    const submit = (token: string, body: object) =>
      t.http.post('/api/NewPersonalCenter/SubmitEmail').set(bearer(token)).send(body);

    it('checks the code, then sets the e-mail: 更新成功', async () => {
      const company = await newCompany(t);
      const email = `pm${company.memberId}@example.cn`;
      const code = await codeFor(company.token, email);
      expect((await mailsTo(email))[0].subject).toBe('SeqPortal 邮箱验证码');
      expect((await check(company.token, { code })).body).toEqual({ code: 0, message: '验证成功', body: null });
      expect((await submit(company.token, { email, code })).body).toEqual({ code: 0, message: '更新成功', body: null });
      const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(company.token));
      expect(info.body.body.email).toBe(email);
      // Used: the same code does not set it again.
      expect((await submit(company.token, { email, code })).body.message).toBe('邮箱验证码失效');
    });

    it('answers 邮箱验证码失效 with the hint for a wrong code or another address, and voids the code after five tries', async () => {
      const company = await newCompany(t);
      const email = `wrong${company.memberId}@example.cn`;
      const code = await codeFor(company.token, email);
      const wrong = await check(company.token, { code: '000000' });
      expect(wrong.body).toEqual({ code: 400, message: '邮箱验证码失效', body: '请重新获取并填写邮箱验证码！' });
      expect((await submit(company.token, { email: `other${company.memberId}@example.cn`, code })).body.message).toBe(
        '邮箱验证码失效',
      );
      for (let i = 0; i < 3; i += 1) await check(company.token, { code: '000000' });
      expect((await submit(company.token, { email, code })).body.message).toBe('邮箱验证码失效');
      expect(
        (await t.dataSource.query('SELECT email FROM member WHERE id = $1', [company.memberId]))[0].email,
      ).toBeNull();
    });

    it('validates the address and the code, and refuses a second code within a minute', async () => {
      const company = await newCompany(t);
      const send = (email: unknown) =>
        t.http.post('/api/NewPersonalCenter/SendEmailCode').set(bearer(company.token)).send({ email });
      expect((await send('not-an-email')).body).toMatchObject({ code: 400, message: '请输入正确的邮箱地址' });
      expect((await submit(company.token, { email: 'a@example.cn' })).body).toMatchObject({
        code: 400,
        message: '请输入验证码',
      });
      expect((await send(`cool${company.memberId}@example.cn`)).body.code).toBe(0);
      expect((await send(`cool${company.memberId}@example.cn`)).body).toMatchObject({
        code: 429,
        message: '操作过于频繁，请稍后再试',
      });
      expect(
        (await t.http.post('/api/NewPersonalCenter/SendEmailCode').send({ email: 'a@example.cn' })).body.code,
      ).toBe(100);
    });
  });
});
