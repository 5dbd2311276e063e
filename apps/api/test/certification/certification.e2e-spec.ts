import { bearer } from '../support/bearer.js';
import { customerToken } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { newCompany, newPersonal, newSubAccount, SAMPLE_FILES } from './certification-kit.js';

describe('organisation certification and its staff review', () => {
  let t: TestApp;
  let support: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    support = await staffToken(t, 'support');
  });
  afterAll(() => t.close());

  const upload = async (token: string, kind: 'contract' | 'business', sample: keyof typeof SAMPLE_FILES = 'png') => {
    const name = sample === 'pdf' ? `${kind}.pdf` : `${kind}.${sample}`;
    const response = await t.http
      .post('/api/File/uploadFile')
      .query({ kind })
      .set(bearer(token))
      .attach('file', SAMPLE_FILES[sample], name);
    expect(response.body.code).toBe(0);
    return response.body.body.files[0].url as string;
  };
  const submit = (token: string, body: object) =>
    t.http.post('/api/NewPersonalCenter/SubmitCertification').set(bearer(token)).send(body);
  const detail = (token: string) => t.http.get('/api/NewPersonalCenter/GetCertification').set(bearer(token));
  const auditTypeOf = async (organisationId: number) =>
    Number(
      (await t.dataSource.query('SELECT audit_type FROM organisation WHERE id = $1', [organisationId]))[0].audit_type,
    );
  const review = (token: string, body: object) =>
    t.http.post('/api/admin/certifications/review').set(bearer(token)).send(body);
  const smsTo = (phone: string) =>
    t.dataSource.query(
      `SELECT content FROM sms_outbox_message WHERE phone = $1 AND purpose = 'certification' ORDER BY id`,
      [phone],
    );

  async function submittedCompany(options: { email?: string } = {}) {
    const company = await newCompany(t, options);
    const contract = await upload(company.token, 'contract', 'pdf');
    const business = await upload(company.token, 'business', 'png');
    const response = await submit(company.token, {
      type: 1,
      mechanismName: company.name,
      contract: [contract],
      business: [business],
    });
    expect(response.body).toEqual({ code: 0, message: '提交成功', body: { postOk: true } });
    return { ...company, contract, business };
  }

  describe('GetCertificationTypes and GetCertification', () => {
    it('answers the types as key/value', async () => {
      const company = await newCompany(t);
      const response = await t.http.get('/api/NewPersonalCenter/GetCertificationTypes').set(bearer(company.token));
      expect(response.body.body).toEqual([
        { key: 1, value: '企业' },
        { key: 2, value: '高校及科研院所' },
        { key: 3, value: '医疗机构' },
        { key: 4, value: '其他机构' },
      ]);
    });

    it('answers an empty form with the defaults before anything was submitted', async () => {
      const company = await newCompany(t);
      expect((await detail(company.token)).body.body).toEqual({
        type: null,
        mechanismName: company.name,
        throughputToleranceRatio: 100,
        contract: [],
        business: [],
        contractFiles: [],
        businessFiles: [],
        auditType: 0,
        rejectReason: null,
        submittedAt: null,
      });
    });

    it('requires a token', async () => {
      expect((await t.http.get('/api/NewPersonalCenter/GetCertification')).body.code).toBe(100);
      expect((await t.http.post('/api/NewPersonalCenter/SubmitCertification').send({})).body.code).toBe(100);
    });
  });

  describe('SubmitCertification', () => {
    it('moves auditType 0 to 2 and answers the files with names, formats and links', async () => {
      const company = await submittedCompany();
      expect(await auditTypeOf(company.organisationId!)).toBe(2);
      const body = (await detail(company.token)).body.body;
      expect(body).toMatchObject({
        type: { key: 1, value: '企业' },
        mechanismName: company.name,
        throughputToleranceRatio: 100,
        contract: [company.contract],
        business: [company.business],
        auditType: 2,
        rejectReason: null,
      });
      expect(body.contractFiles).toEqual([
        {
          url: company.contract,
          name: 'contract.pdf',
          format: 'pdf',
          link: expect.stringMatching(/^\/api\/File\/view\?/),
        },
      ]);
      expect(body.businessFiles[0]).toMatchObject({ url: company.business, name: 'business.png', format: 'png' });
      expect((await t.http.get(body.businessFiles[0].link)).status).toBe(200);
    });

    it('moves auditType 1 to 2 as well', async () => {
      const company = await newCompany(t, { auditType: 1 });
      const business = await upload(company.token, 'business');
      expect(
        (await submit(company.token, { type: 1, mechanismName: company.name, business: [business] })).body.code,
      ).toBe(0);
      expect(await auditTypeOf(company.organisationId!)).toBe(2);
    });

    it.each([
      ['no type', { mechanismName: 'X' }, '认证类型为空，请选择认证类型！'],
      ['type 0', { type: 0, mechanismName: 'X' }, '认证类型为空，请选择认证类型！'],
      ['an unknown type', { type: 9, mechanismName: 'X' }, '认证类型为空，请选择认证类型！'],
      ['no name', { type: 2 }, '机构名称不能为空!'],
      ['a blank name', { type: 2, mechanismName: '   ' }, '机构名称不能为空!'],
      ['a name over 100 characters', { type: 2, mechanismName: '机'.repeat(101) }, '机构名称不能超过100个字符'],
      ['type 1 without a licence', { type: 1, mechanismName: 'X' }, '请先上传营业执照'],
      [
        'a ratio that is no number',
        { type: 2, mechanismName: 'X', throughputToleranceRatio: 'abc' },
        '通量容差比例须为0-100之间的数字',
      ],
      [
        'six contract files',
        { type: 2, mechanismName: 'X', contract: ['a', 'b', 'c', 'd', 'e', 'f'] },
        '最多只能上传5个文件',
      ],
      ['a file list that is no list', { type: 2, mechanismName: 'X', contract: 'a' }, '文件列表格式不正确'],
    ])('refuses %s and changes nothing', async (_label, body, message) => {
      const company = await newCompany(t);
      expect((await submit(company.token, body)).body).toMatchObject({ code: 400, message });
      expect(await auditTypeOf(company.organisationId!)).toBe(0);
    });

    it.each([
      [150, 100],
      [-5, 0],
      ['', 100],
      [null, 100],
      ['42', 42],
    ])('clamps the tolerance ratio %s to %s', async (given, stored) => {
      const company = await newCompany(t);
      const response = await submit(company.token, {
        type: 2,
        mechanismName: company.name,
        throughputToleranceRatio: given,
      });
      expect(response.body.code).toBe(0);
      expect((await detail(company.token)).body.body.throughputToleranceRatio).toBe(stored);
    });

    it('needs no business licence for type 2 and drops one sent anyway', async () => {
      const company = await newCompany(t);
      const business = await upload(company.token, 'business');
      expect(
        (await submit(company.token, { type: 2, mechanismName: company.name, business: [business] })).body.code,
      ).toBe(0);
      expect((await detail(company.token)).body.body.business).toEqual([]);
    });

    it("answers 404 for another organisation's file and changes nothing", async () => {
      const other = await newCompany(t);
      const theirs = await upload(other.token, 'business');
      const company = await newCompany(t);
      const response = await submit(company.token, { type: 1, mechanismName: company.name, business: [theirs] });
      expect(response.body).toMatchObject({ code: 404, message: '文件不存在' });
      expect(await auditTypeOf(company.organisationId!)).toBe(0);
      expect((await detail(company.token)).body.body.type).toBeNull();
    });

    it('answers 404 for a contract file sent as a licence', async () => {
      const company = await newCompany(t);
      const contract = await upload(company.token, 'contract');
      expect((await submit(company.token, { type: 1, mechanismName: 'X', business: [contract] })).body.code).toBe(404);
    });

    it('refuses a second submission while waiting and after approval', async () => {
      const company = await submittedCompany();
      const again = await submit(company.token, { type: 1, mechanismName: company.name, business: [company.business] });
      expect(again.body).toMatchObject({ code: 422, message: '认证资料审核中，请耐心等待' });
      await review(support, { organisationId: company.organisationId, approve: true });
      const approved = await submit(company.token, {
        type: 1,
        mechanismName: company.name,
        business: [company.business],
      });
      expect(approved.body).toMatchObject({ code: 422, message: '机构已认证，无需重复提交' });
      expect(await auditTypeOf(company.organisationId!)).toBe(3);
    });

    it('lets only the main account of a company submit', async () => {
      const company = await newCompany(t);
      const sub = await newSubAccount(t, company.organisationId!);
      const response = await submit(sub.token, { type: 2, mechanismName: company.name });
      expect(response.body).toMatchObject({ code: 403, message: '仅主账号可提交机构认证' });
    });

    it('makes a personal account the main account of a new organisation', async () => {
      const personal = await newPersonal(t);
      const business = await upload(personal.token, 'business');
      const name = `个人转机构${personal.memberId}`;
      expect((await submit(personal.token, { type: 1, mechanismName: name, business: [business] })).body.code).toBe(0);
      const [member] = await t.dataSource.query(
        'SELECT m.is_main, o.name, o.audit_type FROM member m JOIN organisation o ON o.id = m.organisation_id WHERE m.id = $1',
        [personal.memberId],
      );
      expect(member).toEqual({ is_main: true, name, audit_type: 2 });
      const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(personal.token));
      expect(info.body.body).toMatchObject({ companyName: name, auditType: 2 });
    });

    it('refuses a personal account naming an organisation that exists', async () => {
      const personal = await newPersonal(t);
      const response = await submit(personal.token, { type: 2, mechanismName: '上海示例生物科技有限公司' });
      expect(response.body).toMatchObject({ code: 400, message: '该机构名称已被其他账号注册' });
    });
  });

  describe('staff review', () => {
    it('lists the demo company 13800000004 as waiting, oldest first', async () => {
      const response = await t.http.get('/api/admin/certifications').set(bearer(support));
      expect(response.body.code).toBe(0);
      expect(response.body.body[0]).toMatchObject({
        organisationName: '杭州新锐基因科技有限公司',
        phone: '13800000004',
        typeName: '企业',
        auditType: 2,
      });
    });

    it('opens the demo files inline through their links', async () => {
      const demo = await customerToken(t, '13800000004');
      const response = await t.http
        .get('/api/admin/certifications/detail')
        .query({ organisationId: demo.organisationId })
        .set(bearer(support));
      expect(response.body.body).toMatchObject({
        organisationName: '杭州新锐基因科技有限公司',
        phone: '13800000004',
        auditType: 2,
      });
      const [licence] = response.body.body.businessFiles;
      const [contract] = response.body.body.contractFiles;
      expect(licence).toMatchObject({ name: '营业执照.png', format: 'png' });
      const image = await t.http.get(licence.link);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toMatch(/^inline/);
      const pdf = await t.http.get(contract.link);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('answers 404 for an organisation without a certification', async () => {
      const company = await newCompany(t);
      for (const call of [
        t.http
          .get('/api/admin/certifications/detail')
          .query({ organisationId: company.organisationId })
          .set(bearer(support)),
        review(support, { organisationId: company.organisationId, approve: true }),
        review(support, { organisationId: 2_000_000_000, approve: true }),
      ]) {
        expect((await call).body).toMatchObject({ code: 404, message: '认证信息不存在' });
      }
    });

    it('is for support and admin: lab staff get 403, customers 403, nobody 100', async () => {
      const lab = await staffToken(t, 'lab');
      const customer = await customerToken(t, '13800000001');
      expect((await t.http.get('/api/admin/certifications').set(bearer(lab))).body.code).toBe(403);
      expect((await t.http.get('/api/admin/certifications').set(bearer(customer.token))).body.code).toBe(403);
      expect((await t.http.get('/api/admin/certifications')).body.code).toBe(100);
      const admin = await staffToken(t, 'admin');
      expect((await t.http.get('/api/admin/certifications').set(bearer(admin))).body.code).toBe(0);
    });

    it('rejects with a reason: auditType 4, SMS and e-mail with the reason, audit log, reason shown to the customer', async () => {
      const company = await submittedCompany({ email: 'cert-reject@example.cn' });
      const missing = await review(support, { organisationId: company.organisationId, approve: false, reason: '  ' });
      expect(missing.body).toMatchObject({ code: 400, message: '请填写驳回原因' });
      expect(await auditTypeOf(company.organisationId!)).toBe(2);

      const rejected = await review(support, {
        organisationId: company.organisationId,
        approve: false,
        reason: '营业执照不清晰',
      });
      expect(rejected.body).toEqual({
        code: 0,
        message: '已驳回',
        body: { organisationId: company.organisationId, auditType: 4 },
      });
      expect((await detail(company.token)).body.body).toMatchObject({ auditType: 4, rejectReason: '营业执照不清晰' });
      await vi.waitFor(async () => expect(await smsTo(company.phone)).toHaveLength(1), { timeout: 10_000 });
      expect((await smsTo(company.phone))[0].content).toContain('营业执照不清晰');
      await vi.waitFor(
        async () =>
          expect(
            await t.dataSource.query(`SELECT subject FROM mail_outbox_message WHERE email = 'cert-reject@example.cn'`),
          ).toEqual([{ subject: '机构认证审核未通过' }]),
        { timeout: 10_000 },
      );
      const [log] = await t.dataSource.query(
        `SELECT staff_name, action, before, after FROM audit_log WHERE target_type = 'organisation' AND target_id = $1`,
        [String(company.organisationId)],
      );
      expect(log).toEqual({
        staff_name: 'support',
        action: 'certification.reject',
        before: { auditType: 2 },
        after: { auditType: 4, reason: '营业执照不清晰' },
      });
    });

    it('takes a resubmission after a rejection (4 → 2) and then approves it (2 → 3)', async () => {
      const company = await submittedCompany();
      await review(support, { organisationId: company.organisationId, approve: false, reason: '合同缺页' });
      const business = await upload(company.token, 'business', 'jpg');
      const again = await submit(company.token, { type: 1, mechanismName: company.name, business: [business] });
      expect(again.body.code).toBe(0);
      expect((await detail(company.token)).body.body).toMatchObject({
        auditType: 2,
        rejectReason: null,
        business: [business],
      });
      const approved = await review(support, { organisationId: company.organisationId, approve: true });
      expect(approved.body).toMatchObject({ code: 0, message: '已通过认证', body: { auditType: 3 } });
      const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(company.token));
      expect(info.body.body.auditType).toBe(3);
      await vi.waitFor(async () => expect(await smsTo(company.phone)).toHaveLength(2), { timeout: 10_000 });
      expect((await smsTo(company.phone))[1].content).toContain('已审核通过');
      const actions = await t.dataSource.query(
        `SELECT action FROM audit_log WHERE target_type = 'organisation' AND target_id = $1 ORDER BY id`,
        [String(company.organisationId)],
      );
      expect(actions.map((row: { action: string }) => row.action)).toEqual([
        'certification.reject',
        'certification.approve',
      ]);
    });

    it('refuses to decide twice or to decide what was never submitted', async () => {
      const company = await submittedCompany();
      await review(support, { organisationId: company.organisationId, approve: true });
      for (const approve of [true, false]) {
        const response = await review(support, { organisationId: company.organisationId, approve, reason: 'x' });
        expect(response.body).toMatchObject({ code: 422, message: '该认证已审核' });
      }
      expect(await auditTypeOf(company.organisationId!)).toBe(3);
    });

    it('validates the review body', async () => {
      expect((await review(support, { organisationId: 'x', approve: true })).body).toMatchObject({
        code: 400,
        message: '请选择机构',
      });
      expect((await review(support, { organisationId: 1 })).body).toMatchObject({
        code: 400,
        message: '请选择通过或驳回',
      });
    });

    it('lets exactly one of two concurrent decisions win', async () => {
      const company = await submittedCompany();
      const answers = await Promise.all([
        review(support, { organisationId: company.organisationId, approve: true }),
        review(support, { organisationId: company.organisationId, approve: false, reason: '并发' }),
      ]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 422]);
      const logs = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1 AND target_type = 'organisation'`,
        [String(company.organisationId)],
      );
      expect(logs[0].n).toBe(1);
    });
  });
});
