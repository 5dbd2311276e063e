import { bearer } from '../support/bearer.js';
import { customerToken } from '../support/customer-session.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { newCompany, newSubAccount } from './certification-kit.js';

describe('business management: tiles, sub-accounts and their permissions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  afterAll(() => t.close());

  const link = (token: string, id: unknown) =>
    t.http.get('/api/NewPersonalCenter/GetBusinessLink').query({ id }).set(bearer(token));
  const list = (token: string) => t.http.get('/api/NewBusiness/GetSubAccountList').set(bearer(token));
  const update = (token: string, body: object) =>
    t.http.post('/api/NewBusiness/UpdateSubAccount').set(bearer(token)).send(body);
  const billing = (token: string) => t.http.get('/api/NewBilling/GetContractList').set(bearer(token));

  it.each([
    [1, '/bussiness_manger/accounts'],
    [2, '/bussiness_manger/permissions'],
    [5, '/bussiness_manger/contracts'],
    [6, '/my_info'],
  ])('answers tile %i with %s', async (id, expected) => {
    const main = await customerToken(t, '13800000001');
    expect((await link(main.token, id)).body).toEqual({ code: 0, message: '成功', body: { link: expected } });
  });

  it.each([3, 4, 99, 'x'])('answers 功能尚未开通 for tile %s', async (id) => {
    const main = await customerToken(t, '13800000001');
    expect((await link(main.token, id)).body).toMatchObject({ code: 400, message: '功能尚未开通' });
  });

  it('lets only the main account of an approved organisation in', async () => {
    const waiting = await customerToken(t, '13800000004');
    const personal = await customerToken(t, '13800000002');
    const approved = await newCompany(t, { auditType: 3 });
    const sub = await newSubAccount(t, approved.organisationId!);
    for (const token of [waiting.token, personal.token, sub.token]) {
      expect((await link(token, 1)).body).toMatchObject({ code: 403, message: '仅已认证机构的主账号可使用企业管理' });
      expect((await list(token)).body.code).toBe(403);
    }
    expect((await link(approved.token, 1)).body.code).toBe(0);
  });

  it('tells the page in GetMemberInfo whether the member is a main account, so a sub-account is not offered 企业管理', async () => {
    const main = await newCompany(t, { auditType: 3 });
    const sub = await newSubAccount(t, main.organisationId!);
    const personal = await customerToken(t, '13800000002');
    const info = async (token: string) =>
      (await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(token))).body.body;
    expect(await info(main.token)).toMatchObject({ auditType: 3, isMain: true });
    expect(await info(sub.token)).toMatchObject({ auditType: 3, isMain: false });
    expect(await info(personal.token)).toMatchObject({ isMain: true });
    // The flag agrees with the door: the sub-account's call is refused, the main account's answered.
    expect((await list(sub.token)).body.code).toBe(403);
    expect((await list(main.token)).body.code).toBe(0);
  });

  it('lists the organisation’s accounts, main first, with masked phones, and approves a pending application', async () => {
    const main = await newCompany(t, { auditType: 3 });
    const applicant = await newSubAccount(t, main.organisationId!, 'pending');
    const listed = (await list(main.token)).body.body;
    expect(
      listed.map((row: { id: number; isMain: boolean; status: string }) => [row.id, row.isMain, row.status]),
    ).toEqual([
      [main.memberId, true, 'approved'],
      [applicant.memberId, false, 'pending'],
    ]);
    expect(listed[1].phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    // Pending: no billing yet.
    expect((await billing(applicant.token)).body).toMatchObject({
      code: 403,
      message: '您没有查看账单的权限，请联系主账号开通',
    });
    const approved = await update(main.token, { id: applicant.memberId, status: 'approved' });
    expect(approved.body).toMatchObject({
      code: 0,
      message: '操作成功',
      body: { status: 'approved', canViewBilling: true },
    });
    expect((await billing(applicant.token)).body.code).toBe(0);
  });

  it('enforces the billing permission on the server: a sub-account without it gets 403 on every billing call', async () => {
    const main = await newCompany(t, { auditType: 3 });
    const sub = await newSubAccount(t, main.organisationId!);
    expect((await billing(sub.token)).body.code).toBe(0);
    expect((await update(main.token, { id: sub.memberId, canViewBilling: false })).body.body.canViewBilling).toBe(
      false,
    );
    for (const path of [
      'GetContractList',
      'GetOverview',
      'GetBuyPie',
      'GetOrderPie',
      'GetOrderDetail',
      'GetReport',
      'GetReportExport',
    ]) {
      const response = await t.http.get(`/api/NewBilling/${path}`).set(bearer(sub.token));
      expect({ path, code: response.body.code }).toEqual({ path, code: 403 });
    }
    // The main account keeps it.
    expect((await billing(main.token)).body.code).toBe(0);
  });

  it('disables a sub-account so that it can no longer sign in, and enables it again', async () => {
    const main = await newCompany(t, { auditType: 3 });
    const sub = await newSubAccount(t, main.organisationId!);
    expect((await update(main.token, { id: sub.memberId, status: 'disabled' })).body.body.status).toBe('disabled');
    expect((await t.dataSource.query('SELECT active FROM member WHERE id = $1', [sub.memberId]))[0].active).toBe(false);
    expect((await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(sub.token))).body.code).toBe(102);
    expect((await update(main.token, { id: sub.memberId, status: 'approved' })).body.body.status).toBe('approved');
  });

  it("answers 404 for another organisation's member and for the main account itself, and validates the body", async () => {
    const main = await newCompany(t, { auditType: 3 });
    const other = await newCompany(t, { auditType: 3 });
    const theirs = await newSubAccount(t, other.organisationId!);
    expect((await update(main.token, { id: theirs.memberId, status: 'disabled' })).body).toMatchObject({
      code: 404,
      message: '子账号不存在',
    });
    expect(
      (await t.dataSource.query('SELECT sub_status FROM member WHERE id = $1', [theirs.memberId]))[0].sub_status,
    ).toBe('approved');
    expect((await update(main.token, { id: main.memberId, status: 'disabled' })).body.code).toBe(404);
    const own = await newSubAccount(t, main.organisationId!);
    expect((await update(main.token, { id: own.memberId })).body).toMatchObject({
      code: 400,
      message: '请选择要修改的内容',
    });
    expect((await update(main.token, { id: own.memberId, status: 'pending' })).body).toMatchObject({
      code: 400,
      message: '子账号状态不正确',
    });
    expect((await update(main.token, { id: own.memberId, canOrder: 'yes' })).body).toMatchObject({
      code: 400,
      message: '权限须为布尔值',
    });
  });
});
