import { customerToken } from '../support/customer-session.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer } from './accounts-test-kit.js';

describe('member info and nickname', () => {
  let t: TestApp;
  const memberInfo = (token: string) => t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(token));
  const updateNickName = (token: string | null, nickName?: string) => {
    const call = t.http.get('/api/NewPersonalCenter/UpdateNickName').query(nickName === undefined ? {} : { nickName });
    return token ? call.set(bearer(token)) : call;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
  });
  afterAll(() => t.close());

  it('answers the userInfo of a company member', async () => {
    const { token, memberId } = await customerToken(t, '13800000001');
    const response = await memberInfo(token);
    expect(response.body).toEqual({
      code: 0,
      message: '成功',
      body: {
        id: memberId,
        nickName: '张晓明',
        phone: '13800000001',
        account: 'shdemo',
        companyName: '上海示例生物科技有限公司',
        email: null,
        auditType: 3,
        // The company's seeded credit limit, nothing unpaid yet.
        balance: '200000.00',
        // The organisation's main account (sub-accounts answer false).
        isMain: true,
      },
    });
  });

  it("answers the company's credit less its unpaid orders as balance, and null without credit", async () => {
    const { token, organisationId } = await customerToken(t, '13800000001');
    await t.dataSource.query('UPDATE customer_credit SET unpaid_total = 250000.5 WHERE organisation_id = $1', [
      organisationId,
    ]);
    try {
      // Negative when overdrawn: the page shows it as 0.00 (spec part 1 section 4).
      expect((await memberInfo(token)).body.body.balance).toBe('-50000.50');
    } finally {
      await t.dataSource.query('UPDATE customer_credit SET unpaid_total = 0 WHERE organisation_id = $1', [
        organisationId,
      ]);
    }
    const personal = await customerToken(t, '13800000002');
    expect((await memberInfo(personal.token)).body.body.balance).toBeNull();
  });

  it('answers the userInfo of a personal account', async () => {
    const { token } = await customerToken(t, '13800000002');
    expect((await memberInfo(token)).body.body).toMatchObject({
      account: 'lisi_personal',
      companyName: '',
      auditType: 0,
    });
  });

  it('answers the identity the token names when a phone has two', async () => {
    const { token } = await customerToken(t, '13800000003', 'wangwei_personal');
    expect((await memberInfo(token)).body.body).toMatchObject({ account: 'wangwei_personal', companyName: '' });
  });

  it('answers 100 without a token', async () => {
    expect((await t.http.get('/api/NewPersonalCenter/GetMemberInfo')).body).toMatchObject({ code: 100 });
  });

  it('answers 102 when the member of the token is deactivated', async () => {
    const { token, memberId } = await customerToken(t, '13800000003', 'bjfuture');
    await t.dataSource.query('UPDATE member SET active = false WHERE id = $1', [memberId]);
    try {
      expect((await memberInfo(token)).body).toMatchObject({ code: 102 });
    } finally {
      await t.dataSource.query('UPDATE member SET active = true WHERE id = $1', [memberId]);
    }
  });

  it('changes the nickname (trimmed) and answers the updated userInfo', async () => {
    const { token } = await customerToken(t, '13800000002');
    const response = await updateNickName(token, '  李思思 ');
    expect(response.body).toMatchObject({ code: 0, message: '修改成功', body: { nickName: '李思思' } });
    expect((await memberInfo(token)).body.body.nickName).toBe('李思思');
  });

  it('answers 请输入昵称 for a blank nickname', async () => {
    const { token } = await customerToken(t, '13800000002');
    expect((await updateNickName(token, '   ')).body).toMatchObject({ code: 400, message: '请输入昵称' });
    expect((await updateNickName(token)).body).toMatchObject({ code: 400, message: '请输入昵称' });
  });

  it('answers 昵称不能超过50个字符 for a long nickname', async () => {
    const { token } = await customerToken(t, '13800000002');
    expect((await updateNickName(token, '长'.repeat(51))).body).toMatchObject({
      code: 400,
      message: '昵称不能超过50个字符',
    });
  });

  it('answers 100 for UpdateNickName without a token', async () => {
    expect((await updateNickName(null, '路人')).body).toMatchObject({ code: 100 });
  });

  it('accepts and ignores the cache-busting date parameter', async () => {
    const { token } = await customerToken(t, '13800000001');
    const response = await t.http
      .get('/api/NewPersonalCenter/GetMemberInfo')
      .query({ date: Date.now() })
      .set(bearer(token));
    expect(response.body.code).toBe(0);
  });
});
