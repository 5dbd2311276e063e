import { JwtService } from '@nestjs/jwt';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { bearer, resetSendLimits, sendAndReadCode } from './accounts-test-kit.js';

describe('registration: code check, personal and company accounts, sub-accounts', () => {
  let t: TestApp;
  let nextPhone = 0;
  /** A phone of its own for each test: codes and keys are per phone. */
  const freshPhone = () => `1391114${String((nextPhone += 1)).padStart(4, '0')}`;
  const checkMsgCode = (query: object) => t.http.get('/api/NewLogin/CheckMsgCode').query(query);
  const register = (body: object) => t.http.post('/api/NewLogin/Register').send(body);
  const registerSub = (body: object) => t.http.post('/api/NewLogin/RegisterSub').send(body);

  async function registrationKey(phone: string): Promise<string> {
    const code = await sendAndReadCode(t, phone, 1);
    const response = await checkMsgCode({ phone, code, type: 1 });
    if (response.body.code !== 0) throw new Error(JSON.stringify(response.body));
    return response.body.body.key as string;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    await t.dataSource.query("INSERT INTO organisation (name, audit_type) VALUES ('待审核生物有限公司', 2)");
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(() => t.close());

  describe('CheckMsgCode', () => {
    it('answers a registration key for the right code', async () => {
      const key = await registrationKey(freshPhone());
      expect(key).toMatch(/^[\w-]{43}$/);
    });

    it('refuses a wrong code', async () => {
      const phone = freshPhone();
      const code = await sendAndReadCode(t, phone, 1);
      const response = await checkMsgCode({ phone, code: code === '000000' ? '111111' : '000000', type: 1 });
      expect(response.body).toEqual({ code: 400, message: '验证码错误或已失效', body: null });
    });

    it('refuses a login code', async () => {
      const phone = freshPhone();
      const code = await sendAndReadCode(t, phone, 2);
      expect((await checkMsgCode({ phone, code, type: 2 })).body).toMatchObject({
        code: 400,
        message: '验证码类型不正确',
      });
      expect((await checkMsgCode({ phone, code, type: 1 })).body).toMatchObject({
        code: 400,
        message: '验证码错误或已失效',
      });
    });

    it('answers 验证码不能少于4位 for a short code', async () => {
      expect((await checkMsgCode({ phone: freshPhone(), code: '123', type: 1 })).body).toMatchObject({
        code: 400,
        message: '验证码不能少于4位',
      });
    });
  });

  describe('Register', () => {
    it('makes a personal account when the company is blank, and logs it in', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await register({ phone, account: '个人用户甲', companyName: '  ', position: 3, key });
      expect(response.body).toMatchObject({ code: 0, message: '注册成功' });
      expect(response.body.body.memberInfo).toEqual([
        expect.objectContaining({ account: '个人用户甲', companyName: '', auditType: 0 }),
      ]);
      const info = await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(response.body.body.token));
      expect(info.body.body).toMatchObject({ phone, account: '个人用户甲', companyName: '', auditType: 0 });
      const [row] = await t.dataSource.query(
        'SELECT organisation_id, is_main, position_key FROM member WHERE account = $1',
        ['个人用户甲'],
      );
      expect(row).toEqual({ organisation_id: null, is_main: false, position_key: 3 });
    });

    it('makes a new company and its main account', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await register({
        phone,
        account: 'hz_gene',
        companyName: '杭州新基因有限公司',
        position: 1,
        key,
      });
      expect(response.body.code).toBe(0);
      expect(response.body.body.memberInfo[0]).toMatchObject({ companyName: '杭州新基因有限公司', auditType: 0 });
      const [row] = await t.dataSource.query(
        'SELECT o.name, o.audit_type, m.is_main, m.position_key FROM member m JOIN organisation o ON o.id = m.organisation_id WHERE m.account = $1',
        ['hz_gene'],
      );
      expect(row).toEqual({ name: '杭州新基因有限公司', audit_type: 0, is_main: true, position_key: 1 });
      const claims = t.app.get(JwtService).decode(response.body.body.token);
      expect(claims.org).toBeGreaterThan(0);
    });

    it('refuses a company that already exists, and CheckCompany reports it', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await register({
        phone,
        account: 'copycat',
        companyName: '上海示例生物科技有限公司',
        position: 3,
        key,
      });
      expect(response.body).toEqual({ code: 400, message: '该公司已注册，请申请子账号', body: null });
      const check = await t.http.get('/api/NewLogin/CheckCompany').query({ company: '上海示例生物科技有限公司' });
      expect(check.body.body).toEqual({ check: true, auditType: 3 });
    });

    it('reports an unknown company as free', async () => {
      const check = await t.http.get('/api/NewLogin/CheckCompany').query({ company: '不存在的公司' });
      expect(check.body.body).toEqual({ check: false, auditType: null });
      const blank = await t.http.get('/api/NewLogin/CheckCompany').query({ company: '' });
      expect(blank.body).toMatchObject({ code: 400, message: '请输入公司名称' });
    });

    it('refuses an account name that is taken', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await register({ phone, account: 'shdemo', companyName: '', position: 3, key });
      expect(response.body).toEqual({ code: 400, message: '该账号已被注册，请更换账号', body: null });
    });

    it('keeps the key after a refused attempt, so the corrected form can be sent', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await register({ phone, account: 'shdemo', companyName: '', position: 3, key })).body.code).toBe(400);
      expect((await register({ phone, account: 'second_try', companyName: '', position: 3, key })).body.code).toBe(0);
    });

    it('answers the username rule messages', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await register({ phone, account: '  ', companyName: '', position: 3, key })).body).toMatchObject({
        code: 400,
        message: '请输入用户名',
      });
      expect((await register({ phone, account: '甲', companyName: '', position: 3, key })).body).toMatchObject({
        code: 400,
        message: '请按规则输入账号',
      });
      expect(
        (await register({ phone, account: 'a'.repeat(51), companyName: '', position: 3, key })).body,
      ).toMatchObject({
        code: 400,
        message: '请按规则输入账号',
      });
    });

    it('refuses an unknown position', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await register({ phone, account: 'pos_test', companyName: '', position: 99, key })).body).toMatchObject({
        code: 400,
        message: '请选择职位',
      });
    });

    it('answers 190 when the key was already used', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await register({ phone, account: 'once_only', companyName: '', position: 3, key })).body.code).toBe(0);
      const again = await register({ phone, account: 'twice', companyName: '', position: 3, key });
      expect(again.body).toEqual({ code: 190, message: '验证码失效，请重新注册', body: null });
    });

    it('registers once when the same key is sent twice at the same time, keeping nothing of the loser', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const answers = await Promise.all(
        ['race_a', 'race_b'].map((account) =>
          register({ phone, account, companyName: `${account}公司`, position: 3, key }),
        ),
      );
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 190]);
      const [{ members }] = await t.dataSource.query(
        "SELECT count(*)::int AS members FROM member WHERE account IN ('race_a', 'race_b')",
      );
      const [{ companies }] = await t.dataSource.query(
        "SELECT count(*)::int AS companies FROM organisation WHERE name IN ('race_a公司', 'race_b公司')",
      );
      expect({ members, companies }).toEqual({ members: 1, companies: 1 });
    });

    it('answers 190 for an unknown key or a key of another phone', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect(
        (await register({ phone, account: 'made_up', companyName: '', position: 3, key: 'made-up' })).body.code,
      ).toBe(190);
      expect(
        (await register({ phone: freshPhone(), account: 'other_phone', companyName: '', position: 3, key })).body.code,
      ).toBe(190);
    });

    it('lists the positions with 业务线负责人 as key 3', async () => {
      const response = await t.http.get('/api/NewLogin/GetPositionList');
      expect(response.body.code).toBe(0);
      expect(response.body.body).toContainEqual({ key: 3, value: '业务线负责人' });
    });
  });

  describe('RegisterSub', () => {
    const sub = (phone: string, key: string, companyName: string, account: string) =>
      registerSub({ account, companyName, phone, username: '', position: 0, key });

    it('joins an approved company as a sub-account and logs it in', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await registerSub({
        account: 'sh_sub_1',
        companyName: '上海示例生物科技有限公司',
        phone,
        username: '实验员小周',
        position: 0,
        key,
      });
      expect(response.body).toMatchObject({ code: 0, message: '注册成功' });
      expect(response.body.body.memberInfo[0]).toMatchObject({
        account: 'sh_sub_1',
        nickName: '实验员小周',
        companyName: '上海示例生物科技有限公司',
        auditType: 3,
      });
      const [row] = await t.dataSource.query('SELECT is_main, position_key FROM member WHERE account = $1', [
        'sh_sub_1',
      ]);
      expect(row).toEqual({ is_main: false, position_key: 0 });
    });

    it('answers 主账号未审核通过 under a company that is not approved', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const response = await sub(phone, key, '待审核生物有限公司', 'pending_sub');
      expect(response.body).toEqual({ code: 400, message: '主账号未审核通过', body: null });
    });

    it('refuses an unknown company', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await sub(phone, key, '没有这家公司', 'nobody_sub')).body).toMatchObject({
        code: 400,
        message: '该公司不存在',
      });
    });

    it('answers 199 when the key expired or was used', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      expect((await sub(phone, key, '上海示例生物科技有限公司', 'sub_once')).body.code).toBe(0);
      const again = await sub(phone, key, '上海示例生物科技有限公司', 'sub_twice');
      expect(again.body).toEqual({ code: 199, message: '验证码失效，请重新注册', body: null });
    });

    it('refuses a position other than 0 and a taken account', async () => {
      const phone = freshPhone();
      const key = await registrationKey(phone);
      const position = await registerSub({
        account: 'sub_pos',
        companyName: '上海示例生物科技有限公司',
        phone,
        username: '',
        position: 3,
        key,
      });
      expect(position.body).toMatchObject({ code: 400, message: '子账号的职位须为0' });
      expect((await sub(phone, key, '上海示例生物科技有限公司', 'bjfuture')).body).toMatchObject({
        code: 400,
        message: '该账号已被注册，请更换账号',
      });
    });
  });
});
