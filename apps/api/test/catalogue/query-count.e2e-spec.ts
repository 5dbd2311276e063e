import { authHeaderOf } from './catalogue-fixtures.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';
import { countStatements, type StatementCounter } from '../support/statement-counter.js';

/**
 * No N+1: the list and the detail cost the same, small number of SQL statements whatever the page size.
 * Every statement of the app's DataSource goes through its logger, which the test swaps for a counter.
 */
describe('SQL statements per catalogue call', () => {
  let t: DemoApp;
  let counter: StatementCounter;

  beforeAll(async () => {
    t = await createDemoApp();
    counter = countStatements(t.dataSource);
  });
  afterAll(() => t.close());

  async function count(call: () => Promise<{ body: { code: number } }>): Promise<number> {
    counter.reset();
    const response = await call();
    expect(response.body.code).toBe(0);
    return counter.statements.length;
  }

  const list = (pageSize: number, customer?: DemoApp['shanghai']) => () => {
    const request = t.http.post('/api/NewGoodsContoller/GetGoodsList').send({ pageSize, search: 'PE150' });
    return customer ? request.set(...authHeaderOf(customer)) : request;
  };

  it('GetGoodsList issues one statement for 5 or 20 items, visitor or customer', async () => {
    expect(await count(list(5))).toBe(1);
    expect(await count(list(20))).toBe(1);
    const signedIn5 = await count(list(5, t.shanghai));
    const signedIn20 = await count(list(20, t.shanghai));
    // A signed-in call may add the session check of the auth guard, never per-item statements.
    expect(signedIn20).toBe(signedIn5);
    expect(signedIn5).toBeLessThanOrEqual(3);
  });

  it('GetGoodsDeatil issues one statement whatever the number of SKUs and contracts', async () => {
    // Three SKUs covered by a contract, against a single SKU that no contract covers.
    const manySkus = await skuIdOf(t, 'WGS-HU-30X');
    const oneSku = await skuIdOf(t, 'WGS-CNV-01X');
    const detail = (skuId: number, customer?: DemoApp['shanghai']) => () => {
      const request = t.http.get('/api/NewGoodsContoller/GetGoodsDeatil').query({ skuId });
      return customer ? request.set(...authHeaderOf(customer)) : request;
    };
    expect(await count(detail(manySkus))).toBe(1);
    expect(await count(detail(oneSku))).toBe(1);
    const signedIn = await count(detail(manySkus, t.shanghai));
    expect(await count(detail(oneSku, t.shanghai))).toBe(signedIn);
    expect(signedIn).toBeLessThanOrEqual(3);
  });
});
