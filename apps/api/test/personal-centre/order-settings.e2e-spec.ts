import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const VALID = {
  meName: '张晓明',
  meMoblie: '13800000001',
  meEmail: 'lab@example.cn; pm@example.cn',
  acceessKeyId: 'LTAI5tExampleKeyId',
  accessKeySecret: 'SuperSecretValue9876',
  ossPath: 'sequencing/2026/',
  bucket: 'my-lab-data',
  endPoint: 'oss-cn-shanghai.aliyuncs.com',
  isChange: true,
};

describe('order settings', () => {
  let t: TestApp;
  let company: TestCustomer;
  let personal: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCustomers(t.dataSource);
    company = await customerToken(t, '13800000001');
    personal = await customerToken(t, '13800000002');
  });
  afterAll(() => t.close());

  const get = (who: TestCustomer) => t.http.get('/api/NewPersonalCenter/GetOrderSetting').set(bearer(who.token));
  const save = (who: TestCustomer, body: object) =>
    t.http.post('/api/NewPersonalCenter/SaveOrderSetting').set(bearer(who.token)).send(body);

  it('answers no settings (companyset null) before the first save, with the member as owner', async () => {
    const response = await get(personal);
    expect(response.body.code).toBe(0);
    expect(response.body.body).toMatchObject({
      companyset: null,
      result: { id: personal.memberId, memberName: '李思', moblie: '13800000002' },
    });
  });

  it('saves the settings, joins e-mails with a trailing ";" and names the company as mechanism', async () => {
    const saved = await save(company, VALID);
    expect(saved.body).toMatchObject({ code: 0, message: '修改成功' });
    const { companyset } = (await get(company)).body.body;
    expect(companyset).toMatchObject({
      mechanism: '上海示例生物科技有限公司',
      meName: '张晓明',
      meEmail: 'lab@example.cn;pm@example.cn;',
      bucket: 'my-lab-data',
    });
  });

  it('never answers the cloud-storage secret in full and stores it encrypted', async () => {
    const { companyset } = (await get(company)).body.body;
    expect(companyset.accessKeySecret).toBe('******9876');
    const [row] = await t.dataSource.query(
      'SELECT access_key_secret_encrypted FROM order_setting WHERE member_id = $1',
      [company.memberId],
    );
    expect(row.access_key_secret_encrypted).not.toContain('SuperSecretValue9876');
  });

  it('keeps the stored secret when the masked value comes back, and the delivery fields when isChange is false', async () => {
    await save(company, { ...VALID, accessKeySecret: '******9876', bucket: 'renamed' });
    await save(company, { ...VALID, meName: '王五', bucket: 'ignored', isChange: false });
    const { companyset } = (await get(company)).body.body;
    expect(companyset).toMatchObject({ meName: '王五', bucket: 'renamed', accessKeySecret: '******9876' });
  });

  it.each([
    [{ meName: ' ' }, '请填写下单客户姓名'],
    [{ meMoblie: '' }, '请填写正确的下单联系电话'],
    [{ meMoblie: '138-0000-0001' }, '请填写正确的下单联系电话'],
    [{ meMoblie: '138000000012' }, '请填写正确的下单联系电话'],
    [{ meEmail: 'lab@example.cn;not-an-email' }, '请填写正确的下单邮箱'],
    [{ meEmail: '' }, '请填写正确的下单邮箱'],
  ])('rejects %o with its message and changes nothing', async (change, message) => {
    const before = (await get(company)).body.body.companyset;
    const response = await save(company, { ...VALID, ...change });
    expect(response.body).toMatchObject({ code: 400, message });
    expect((await get(company)).body.body.companyset).toEqual(before);
  });

  it('shows the first error when several fields are wrong', async () => {
    const response = await save(personal, { ...VALID, meName: '', meMoblie: 'x' });
    expect(response.body.message).toBe('请填写下单客户姓名');
  });

  it("keeps one member's settings invisible to another", async () => {
    expect((await get(personal)).body.body.companyset).toBeNull();
  });

  it('answers 100 without a token', async () => {
    expect((await t.http.get('/api/NewPersonalCenter/GetOrderSetting')).body.code).toBe(100);
  });
});
