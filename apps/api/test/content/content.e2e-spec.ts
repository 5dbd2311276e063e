import { Redis } from 'ioredis';
import { LegalTextType } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { TEST_REDIS_URL } from '../support/test-env.js';

const CONTACT = {
  objName: '张晓明',
  email: 'contact-e2e@example.com',
  phone: '13800000001',
  companyName: '上海示例生物科技有限公司',
  position: '实验室主任',
  address: '上海市浦东新区张江路 100 号',
  title: '咨询单细胞测序报价',
  opinion: '我们有 48 个小鼠组织样本，想了解周期与价格。',
};

describe('content: legal texts, captcha, contact form, quality readme', () => {
  let t: TestApp;
  let redis: Redis;
  let support: string;
  let admin: string;
  let customer: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    redis = new Redis(TEST_REDIS_URL, { keyPrefix: `${t.redisPrefix}:` });
    support = await staffToken(t, 'support');
    admin = await staffToken(t, 'admin');
    customer = await customerToken(t, '13800000002');
  });
  beforeEach(async () => {
    // Every test starts with an empty contact window: only the rate-limit test fills it.
    await redis.del('content:contact:ip:127.0.0.1', 'content:contact:ip:::ffff:127.0.0.1');
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  const staff = (token: string) => ({
    get: (path: string, query: object = {}) => t.http.get(path).query(query).set(bearer(token)),
    post: (path: string, body: object) => t.http.post(path).set(bearer(token)).send(body),
  });
  const newCaptcha = async (): Promise<{ key: string; img: string; answer: string }> => {
    const response = await t.http.get('/api/NewContent/GetCaptcha').expect(200);
    expect(response.body.code).toBe(0);
    const { key, img } = response.body.body as { key: string; img: string };
    const answer = await redis.get(`content:captcha:${key}`);
    if (answer === null) throw new Error('captcha not stored');
    return { key, img, answer };
  };
  const contactCount = async () =>
    Number((await t.dataSource.query('SELECT count(*)::int AS n FROM contact_message'))[0].n);

  describe('GetLegalText', () => {
    it.each(Object.values(LegalTextType))('answers the current %s text with its version', async (type) => {
      const response = await t.http.get('/api/NewContent/GetLegalText').query({ type });
      expect(response.body).toMatchObject({
        code: 0,
        body: { type, version: 1, title: expect.any(String), html: expect.stringContaining('<h3>') },
      });
      expect(response.body.body.html.length).toBeGreaterThan(400);
      expect(Date.parse(response.body.body.updatedAt)).not.toBeNaN();
    });

    it('states the payment and credit terms of the order print in the purchase terms', async () => {
      const { html } = (await t.http.get('/api/NewContent/GetLegalText').query({ type: 'buy' })).body.body;
      for (const clause of ['前5个自然日', '千分之一', '逾期超过30日', '1,000,000.00', '6%', '90日', '3个月']) {
        expect(html).toContain(clause);
      }
    });

    it.each([[{ type: 'terms' }], [{}]])('refuses an unknown type %j with 协议类型不正确', async (query) => {
      const response = await t.http.get('/api/NewContent/GetLegalText').query(query);
      expect(response.body).toMatchObject({ code: 400, message: '协议类型不正确', body: null });
    });
  });

  describe('staff edits', () => {
    it('saves an edit as the next version, sanitised, and customers then read it', async () => {
      const before = (await t.http.get('/api/NewContent/GetLegalText').query({ type: 'service-terms' })).body.body;
      const saved = await staff(support).post('/api/admin/content/legal-texts', {
        type: 'service-terms',
        title: '服务条款（修订）',
        html: '<h3>一、数据下载</h3><p onclick="steal()">下载链接有效期有限。</p><script>alert(1)</script>',
      });
      expect(saved.body).toMatchObject({
        code: 0,
        message: '保存成功',
        body: { type: 'service-terms', version: before.version + 1, title: '服务条款（修订）' },
      });
      expect(saved.body.body.html).toBe('<h3>一、数据下载</h3><p>下载链接有效期有限。</p>');

      const current = (await t.http.get('/api/NewContent/GetLegalText').query({ type: 'service-terms' })).body.body;
      expect(current).toMatchObject({ version: before.version + 1, title: '服务条款（修订）' });

      const again = await staff(admin).post('/api/admin/content/legal-texts', {
        type: 'service-terms',
        title: '服务条款（二次修订）',
        html: '<p>第三版</p>',
      });
      expect(again.body.body.version).toBe(before.version + 2);

      const versions = await staff(support).get('/api/admin/content/legal-text-versions', { type: 'service-terms' });
      expect(versions.body.code).toBe(0);
      expect(
        versions.body.body.map((v: { version: number; createdBy: string | null }) => [v.version, v.createdBy]),
      ).toEqual([
        [before.version + 2, 'admin'],
        [before.version + 1, 'support'],
        [before.version, null],
      ]);
      // The first version is kept as it was.
      expect(versions.body.body[2].html).toBe(before.html);
    });

    it('lists the current version of every type for staff', async () => {
      const response = await staff(support).get('/api/admin/content/legal-texts');
      expect(response.body.code).toBe(0);
      expect(response.body.body.map((text: { type: string }) => text.type).sort()).toEqual(
        Object.values(LegalTextType).sort(),
      );
    });

    it.each([
      [{ type: 'privacy', title: '', html: '<p>x</p>' }, '标题不能为空'],
      [{ type: 'privacy', title: '隐私', html: '' }, '正文不能为空'],
      [{ type: 'privacy', title: '隐私', html: '<script>alert(1)</script>' }, '正文不能为空'],
      [{ type: 'nope', title: '隐私', html: '<p>x</p>' }, '协议类型不正确'],
    ])('refuses %j with %s and stores nothing', async (body, message) => {
      const before = Number((await t.dataSource.query('SELECT count(*)::int AS n FROM legal_text_version'))[0].n);
      const response = await staff(support).post('/api/admin/content/legal-texts', body);
      expect(response.body).toMatchObject({ code: 400, message });
      const after = Number((await t.dataSource.query('SELECT count(*)::int AS n FROM legal_text_version'))[0].n);
      expect(after).toBe(before);
    });

    it('refuses a customer token (403), no token (100) and the lab role (403)', async () => {
      const lab = await staffToken(t, 'lab');
      const body = { type: 'privacy', title: '隐私', html: '<p>x</p>' };
      expect((await staff(customer.token).post('/api/admin/content/legal-texts', body)).body.code).toBe(403);
      expect((await staff(lab).post('/api/admin/content/legal-texts', body)).body.code).toBe(403);
      expect((await t.http.post('/api/admin/content/legal-texts').send(body)).body.code).toBe(100);
      expect((await staff(customer.token).get('/api/admin/content/contacts')).body.code).toBe(403);
      expect((await staff(lab).get('/api/admin/content/contacts')).body.code).toBe(403);
      const current = (await t.http.get('/api/NewContent/GetLegalText').query({ type: 'privacy' })).body.body;
      expect(current.version).toBe(1);
    });
  });

  describe('captcha', () => {
    it('issues a PNG image and keeps the answer for five minutes', async () => {
      const { key, img, answer } = await newCaptcha();
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      const png = Buffer.from(img, 'base64');
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 40]);
      expect(answer).toMatch(/^[a-z2-9]{4}$/);
      const ttl = await redis.ttl(`content:captcha:${key}`);
      expect(ttl).toBeGreaterThan(290);
      expect(ttl).toBeLessThanOrEqual(300);
    });

    it('accepts the right answer once, in any case, and then says 验证码已失效', async () => {
      const { key, answer } = await newCaptcha();
      const first = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: answer.toUpperCase() });
      expect(first.body).toMatchObject({ code: 0, message: '验证成功', body: null });
      const second = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: answer });
      expect(second.body).toMatchObject({ code: 400, message: '验证码已失效' });
    });

    it('spends the captcha on a wrong answer too', async () => {
      const { key, answer } = await newCaptcha();
      const wrong = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: 'zzzz' });
      expect(wrong.body).toMatchObject({ code: 400, message: '验证码错误，请重新输入' });
      const right = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: answer });
      expect(right.body).toMatchObject({ code: 400, message: '验证码已失效' });
    });

    it('says 验证码已失效 once the captcha has expired', async () => {
      const { key, answer } = await newCaptcha();
      await redis.pexpire(`content:captcha:${key}`, 1);
      await vi.waitFor(async () => expect(await redis.exists(`content:captcha:${key}`)).toBe(0));
      const response = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: answer });
      expect(response.body).toMatchObject({ code: 400, message: '验证码已失效' });
    });

    it.each([
      [{ key: '', code: 'abcd' }, '验证码已失效'],
      [{ code: 'abcd' }, '验证码已失效'],
      [{ key: 'no-such-key', code: 'abcd' }, '验证码已失效'],
    ])('answers %j with %s', async (body, message) => {
      const response = await t.http.post('/api/NewContent/VerifyCaptcha').send(body);
      expect(response.body).toMatchObject({ code: 400, message });
    });

    it('asks for the code (请输入验证码) without spending the captcha', async () => {
      const { key, answer } = await newCaptcha();
      const empty = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: '  ' });
      expect(empty.body).toMatchObject({ code: 400, message: '请输入验证码' });
      const right = await t.http.post('/api/NewContent/VerifyCaptcha').send({ key, code: answer });
      expect(right.body.code).toBe(0);
    });
  });

  describe('PostContact', () => {
    it('stores the message with the signed-in member, acknowledges it by e-mail and shows it to support', async () => {
      const { key, answer } = await newCaptcha();
      const response = await t.http
        .post('/api/NewContent/PostContact')
        .set(bearer(customer.token))
        .send({ ...CONTACT, title: `  ${CONTACT.title}  `, key, code: answer });
      expect(response.body).toEqual({ code: 0, message: '提交成功', body: { postOk: true } });

      const contacts = await staff(support).get('/api/admin/content/contacts', { pageSize: 5 });
      expect(contacts.body.code).toBe(0);
      expect(contacts.body.body).toMatchObject({ page: 1, pageSize: 5, totalCount: 1 });
      expect(contacts.body.body.list[0]).toMatchObject({ ...CONTACT, memberId: customer.memberId });

      await vi.waitFor(
        async () => {
          const outbox = await staff(admin).get('/api/admin/mail-outbox', { email: CONTACT.email });
          expect(outbox.body.body).toEqual([
            expect.objectContaining({ subject: '我们已收到您的留言', purpose: 'contact-ack' }),
          ]);
          expect(outbox.body.body[0].content).toContain(CONTACT.title);
        },
        { timeout: 10_000 },
      );
    });

    it('stores a visitor message without a member', async () => {
      const { key, answer } = await newCaptcha();
      const response = await t.http
        .post('/api/NewContent/PostContact')
        .send({ ...CONTACT, email: 'visitor@example.com', key, code: answer });
      expect(response.body.code).toBe(0);
      const [row] = await t.dataSource.query('SELECT member_id FROM contact_message WHERE email = $1', [
        'visitor@example.com',
      ]);
      expect(row.member_id).toBeNull();
    });

    it.each([
      [{ objName: '   ' }, '姓名不能为空'],
      [{ email: '' }, '邮箱不能为空'],
      [{ email: 'not-an-email' }, '请正确填写邮箱'],
      [{ phone: '' }, '手机号不能为空'],
      [{ phone: '1380000000' }, '请正确填写手机号'],
      [{ companyName: '' }, '公司名称不能为空'],
      [{ position: undefined }, '职位不能为空'],
      [{ address: ' ' }, '地址不能为空'],
      [{ title: '' }, '标题不能为空'],
      [{ opinion: '' }, '留言内容不能为空'],
      [{ objName: '', opinion: '' }, '姓名不能为空'],
      [{ code: '' }, '请输入验证码'],
      [{ key: '' }, '验证码已失效'],
    ])('refuses %j with %s, stores nothing and keeps the captcha', async (change, message) => {
      const { key, answer } = await newCaptcha();
      const before = await contactCount();
      const response = await t.http
        .post('/api/NewContent/PostContact')
        .send({ ...CONTACT, key, code: answer, ...change });
      expect(response.body).toMatchObject({ code: 400, message });
      expect(await contactCount()).toBe(before);
      expect(await redis.exists(`content:captcha:${key}`)).toBe(1);
    });

    it('refuses a wrong captcha, spends it and stores nothing', async () => {
      const { key } = await newCaptcha();
      const before = await contactCount();
      const response = await t.http.post('/api/NewContent/PostContact').send({ ...CONTACT, key, code: 'zzzz' });
      expect(response.body).toMatchObject({ code: 400, message: '验证码错误，请重新输入' });
      expect(await contactCount()).toBe(before);
      expect(await redis.exists(`content:captcha:${key}`)).toBe(0);
    });

    it('limits messages per client address (429) without spending the captcha', async () => {
      const before = await contactCount();
      for (let i = 0; i < 5; i += 1) {
        const { key, answer } = await newCaptcha();
        const response = await t.http
          .post('/api/NewContent/PostContact')
          .send({ ...CONTACT, title: `限流 ${i}`, key, code: answer });
        expect(response.body.code).toBe(0);
      }
      const { key, answer } = await newCaptcha();
      const refused = await t.http.post('/api/NewContent/PostContact').send({ ...CONTACT, key, code: answer });
      expect(refused.body).toMatchObject({ code: 429, message: '操作过于频繁，请稍后再试' });
      expect(await contactCount()).toBe(before + 5);
      expect(await redis.exists(`content:captcha:${key}`)).toBe(1);
    });

    it('pages the contact list newest first', async () => {
      const page = await staff(support).get('/api/admin/content/contacts', { page: 1, pageSize: 2 });
      const total = await contactCount();
      expect(page.body.body).toMatchObject({ page: 1, pageSize: 2, totalCount: total });
      const ids = page.body.body.list.map((entry: { id: number }) => entry.id);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBeGreaterThan(ids[1]);
      const bad = await staff(support).get('/api/admin/content/contacts', { pageSize: 1000 });
      expect(bad.body).toMatchObject({ code: 400, message: '每页条数不能超过100' });
    });
  });

  describe('GetQualityReadme', () => {
    it('answers the readme notes as a nested list', async () => {
      const response = await t.http.get('/api/NewContent/GetQualityReadme');
      expect(response.body.code).toBe(0);
      const items = response.body.body as Array<{ id: number; name: string; list: Array<{ name: string }> }>;
      expect(items.map((item) => item.name)).toEqual(['检测方法', '结论说明', '注意事项']);
      expect(items[1]!.list.map((entry) => entry.name.split('：')[0])).toEqual(['合格', '风险', '不合格']);
    });
  });
});
