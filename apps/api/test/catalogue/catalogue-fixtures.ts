import { runSeeds } from '../../../../seeds/index.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/** Every price field of the catalogue answers: none may appear for a visitor. */
export const PRICE_FIELDS = ['salePrice', 'unitPrice', 'marketPrice', 'marketprice', 'newPrice', 'price'];

export interface CatalogueTestApp extends TestApp {
  /** 13800000001, 上海示例生物科技有限公司, two contracts. */
  shanghai: TestCustomer;
  /** 13800000002, personal, no contract. */
  personal: TestCustomer;
  /** 13800000003's company identity, 北京未来基因科技有限公司, one contract. */
  beijing: TestCustomer;
}

/** The real app on a fresh database with every seed loaded, and tokens for the demo customers. */
export async function createCatalogueApp(): Promise<CatalogueTestApp> {
  const t = await createTestApp();
  await runSeeds(t.dataSource, { adminPassword: 'admin123456', labPassword: 'lab123456' });
  return Object.assign(t, {
    shanghai: await customerToken(t, '13800000001'),
    personal: await customerToken(t, '13800000002'),
    beijing: await customerToken(t, '13800000003', 'bjfuture'),
  });
}

/** The customer's Authorization header as a name and value pair, for supertest's set(...) and header lists. */
export function authHeaderOf(customer: TestCustomer): [string, string] {
  return ['Authorization', `Bearer ${customer.token}`];
}

/** The keys anywhere in a JSON value that are price fields. */
export function priceKeysIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => priceKeysIn(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (PRICE_FIELDS.includes(key)) found.push(key);
      priceKeysIn(inner, found);
    }
  }
  return found;
}

export async function skuIdOf(t: TestApp, skuCode: string): Promise<number> {
  const rows: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM sku WHERE sku_code = $1', [skuCode]);
  if (!rows[0]) throw new Error(`No SKU ${skuCode}`);
  return rows[0].id;
}

export async function contractIdOf(t: TestApp, contractNo: string): Promise<number> {
  const rows: Array<{ id: number }> = await t.dataSource.query('SELECT id FROM contract WHERE contract_no = $1', [
    contractNo,
  ]);
  if (!rows[0]) throw new Error(`No contract ${contractNo}`);
  return rows[0].id;
}
