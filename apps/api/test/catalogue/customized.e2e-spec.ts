import { authHeaderOf } from './catalogue-fixtures.js';
import { contractIdOf, createDemoApp, type DemoApp } from '../support/demo-app.js';

interface Customized {
  id: number;
  name: string;
  description: string;
}

describe('GetCustomized (定制服务信息: the goods of the caller’s contracts in force)', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp();
  });
  afterAll(() => t.close());

  async function customized(customer: DemoApp['shanghai']): Promise<Customized[]> {
    const { body } = await t.http
      .get('/api/NewOrder/GetCustomized')
      .set(...authHeaderOf(customer))
      .expect(200);
    expect(body.code).toBe(0);
    return body.body as Customized[];
  }

  /** The goods the caller's contracts cover, read straight from the tables. */
  async function coveredGoods(organisationId: number): Promise<Array<{ id: number; name: string }>> {
    return t.dataSource.query(
      `SELECT DISTINCT g.id, g.name, g.sort FROM contract c JOIN contract_price p ON p.contract_id = c.id
       JOIN sku s ON s.id = p.sku_id JOIN goods g ON g.id = s.goods_id
       WHERE c.active AND c.organisation_id = $1 AND s.on_sale AND g.on_sale ORDER BY g.sort, g.id`,
      [organisationId],
    );
  }

  it('answers one entry per goods the company’s contracts cover, with contract, specification and price', async () => {
    const list = await customized(t.shanghai);
    const expected = await coveredGoods(t.shanghai.organisationId!);
    expect(expected.length).toBeGreaterThan(1);
    expect(list.map(({ id, name }) => ({ id, name }))).toEqual(expected.map(({ id, name }) => ({ id, name })));
    for (const entry of list) {
      expect(entry).toEqual({ id: expect.any(Number), name: expect.any(String), description: expect.any(String) });
    }
    // The agreed price of LIB-DNB-10G under HT-2026-SH-001 is 127.50 (seeded; the contract-scope test reads the same).
    const [library] = await t.dataSource.query<Array<{ goods_id: number; spec_name: string }>>(
      `SELECT goods_id, spec_name FROM sku WHERE sku_code = 'LIB-DNB-10G'`,
    );
    const entry = list.find((item) => item.id === library!.goods_id);
    expect(entry?.description).toContain(`（HT-2026-SH-001）${library!.spec_name} 合同价¥127.50`);
  });

  it('shows another organisation none of these contracts, and a customer without contracts an empty list', async () => {
    const beijing = await customized(t.beijing);
    expect(beijing.length).toBeGreaterThan(0);
    expect(beijing.map((item) => item.description).join('')).not.toContain('HT-2026-SH-');
    expect(beijing.map((item) => item.description).join('')).toContain('HT-2026-BJ-001');
    expect(await customized(t.personal)).toEqual([]);
  });

  it('drops a contract that has ended', async () => {
    const contractId = await contractIdOf(t, 'HT-2026-BJ-001');
    const [{ ends_on: endsOn }] = await t.dataSource.query<Array<{ ends_on: string | null }>>(
      `SELECT ends_on::text FROM contract WHERE id = $1`,
      [contractId],
    );
    await t.dataSource.query(`UPDATE contract SET ends_on = CURRENT_DATE - 1 WHERE id = $1`, [contractId]);
    try {
      expect(await customized(t.beijing)).toEqual([]);
    } finally {
      await t.dataSource.query(`UPDATE contract SET ends_on = $2::date WHERE id = $1`, [contractId, endsOn]);
    }
  });

  it('answers 100 without a token', async () => {
    const { body } = await t.http.get('/api/NewOrder/GetCustomized').expect(200);
    expect(body.code).toBe(100);
  });
});
