import { runSeeds } from '../../../../seeds/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('order seeds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const options = { adminPassword: 'admin123456', labPassword: 'lab123456' };
  const snapshot = async () => ({
    credit: await t.dataSource.query(
      `SELECT o.name, c.member_id, c.credit_limit, c.unpaid_total, c.unpaid_cap FROM customer_credit c
       LEFT JOIN organisation o ON o.id = c.organisation_id ORDER BY c.id`,
    ),
    settings: await t.dataSource.query(
      'SELECT m.phone, s.me_name, s.me_moblie, s.me_email FROM order_setting s JOIN member m ON m.id = s.member_id',
    ),
    addresses: await t.dataSource.query(
      'SELECT m.phone, a.district, a.district_code, a.is_default FROM member_address a JOIN member m ON m.id = a.member_id',
    ),
  });

  it('give 13800000001 credit, order settings and a pickup address, 13800000002 none, and change nothing when run again', async () => {
    await runSeeds(t.dataSource, options);
    const first = await snapshot();
    expect(first).toEqual({
      credit: [
        {
          name: '上海示例生物科技有限公司',
          member_id: null,
          credit_limit: '200000.00',
          unpaid_total: '0.00',
          unpaid_cap: '1000000.00',
        },
      ],
      settings: [
        { phone: '13800000001', me_name: '张晓明', me_moblie: '13800000001', me_email: 'zhangxm@shdemo-bio.cn;' },
      ],
      addresses: [{ phone: '13800000001', district: '浦东新区', district_code: '310115', is_default: true }],
    });
    await runSeeds(t.dataSource, options);
    expect(await snapshot()).toEqual(first);
  });

  it('keep what was edited since', async () => {
    await t.dataSource.query('UPDATE customer_credit SET unpaid_total = 1234.50');
    await t.dataSource.query("UPDATE order_setting SET me_name = '改过的'");
    await runSeeds(t.dataSource, options);
    const after = await snapshot();
    expect(after.credit[0].unpaid_total).toBe('1234.50');
    expect(after.settings[0].me_name).toBe('改过的');
    expect(after.addresses).toHaveLength(1);
  });
});
