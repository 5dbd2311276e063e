import { customerToken, type TestCustomer } from './customer-session.js';
import { seedStaff } from './staff-session.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The demo customers the seeds create, signed in. */
export interface DemoCustomers {
  /** 13800000001, 上海示例生物科技有限公司: two contracts, credit 200000.00, order settings, one pickup address. */
  shanghai: TestCustomer;
  /** 13800000002: personal account, no contract, no order settings. */
  personal: TestCustomer;
  /** 13800000003's company identity, 北京未来基因科技有限公司: one contract, no credit row, no order settings. */
  beijing: TestCustomer;
  /** 13800000003's personal identity: no contract. */
  wangwei: TestCustomer;
}

export type DemoApp = TestApp & DemoCustomers;

/** The real app on a fresh database with every seed loaded (staff as DEMO_STAFF), and the demo customers' tokens. */
export async function createDemoApp(): Promise<DemoApp> {
  const t = await createTestApp();
  await seedStaff(t);
  return Object.assign(t, {
    shanghai: await customerToken(t, '13800000001'),
    personal: await customerToken(t, '13800000002'),
    beijing: await customerToken(t, '13800000003', 'bjfuture'),
    wangwei: await customerToken(t, '13800000003', 'wangwei_personal'),
  });
}

/** A seeded SKU's id by its code; a missing one fails the test at once. */
export async function skuIdOf(t: TestApp, skuCode: string): Promise<number> {
  const rows: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM sku WHERE sku_code = $1', [skuCode]);
  if (!rows[0]) throw new Error(`No SKU ${skuCode}`);
  return rows[0].id;
}

/** A seeded contract's id by its number; a missing one fails the test at once. */
export async function contractIdOf(t: TestApp, contractNo: string): Promise<number> {
  const rows: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM contract WHERE contract_no = $1', [
    contractNo,
  ]);
  if (!rows[0]) throw new Error(`No contract ${contractNo}`);
  return rows[0].id;
}
