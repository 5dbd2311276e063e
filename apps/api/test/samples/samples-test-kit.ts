import type { TestCustomer } from '../support/customer-session.js';
import type { TestApp } from '../support/test-app.js';
import { as } from '../orders/orders-test-kit.js';

export { as } from '../orders/orders-test-kit.js';

/** IDT for Illumina UD Indexes, i7 and forward-strand i5 (Illumina Adapter Sequences, document 1000000002694). */
export const UDI = {
  1: ['CCGCGGTT', 'AGCGCTAG'],
  2: ['TTATAACC', 'GATATCGA'],
  3: ['GGACTTGG', 'CGCAGACG'],
  4: ['AAGTCCAA', 'TATGAGTA'],
  5: ['ATCCACTG', 'AGGTGCGT'],
} as const;

export type IndexPair = readonly [string, string];

/** A library row as the /sample_input layer sends it. */
export function libraryRow(wkName: string, subs: Array<[string, IndexPair]>, change: Record<string, unknown> = {}) {
  return {
    skuCode: 'LIB-NOVA-10G',
    name: `${wkName}-样本`,
    wkName,
    type: 'DNA文库',
    species: '人',
    num: 1,
    weight: 5.2,
    dataSize: 10,
    isLan: true,
    zwkList: subs.map(([zwkName, [i7, i5]]) => ({ zwkName, type: '双index文库', indexi7: i7, indexi5: i5 })),
    ...change,
  };
}

export function biologicalRow(name: string, change: Record<string, unknown> = {}) {
  return { skuCode: 'WGS-HU-30X', no: `NO-${name}`, name, type: 'DNA', species: '人', num: 1, ...change };
}

/** SubmitOrder with sample lists; answers the whole envelope so that failures can be inspected. */
export async function submitWithSamples(
  t: TestApp,
  who: TestCustomer,
  skuList: Array<{ skuId: number; count: number }>,
  lists: Record<string, unknown>,
) {
  const response = await as(t, who).post('/api/NewOrder/SubmitOrder', { type: 2, propertyType: 0, skuList, ...lists });
  return response.body as { code: number; message: string; body: Record<string, unknown> & { orderNo?: string } };
}

export async function samplesOf(t: TestApp, orderNo: string) {
  return t.dataSource.query<
    Array<{
      id: number;
      kind: string;
      code_no: string;
      send_temp_code: string;
      name: string;
      wk_name: string | null;
      received_at: Date | null;
    }>
  >(
    `SELECT s.id, s.kind, s.code_no, s.send_temp_code, s.name, s.wk_name, s.received_at FROM sample s
     JOIN customer_order o ON o.id = s.order_id WHERE o.order_no = $1 ORDER BY s.id`,
    [orderNo],
  );
}
