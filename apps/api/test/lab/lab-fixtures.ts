import type { OrderStatusValue } from '@seqportal/contract';
import type { TestApp } from '../support/test-app.js';
import { createOrder, type OrderFixture } from '../delivery/order-fixtures.js';

export interface SampleFixture {
  id: number;
  codeNo: string;
  sendTempCode: string;
  /** The customer's own sample number, YB-01, YB-02, … */
  sampleNo: string;
}

export interface OrderWithSamples extends OrderFixture {
  samples: SampleFixture[];
}

/**
 * A placed order with one goods line of a seeded nucleic-acid SKU and `count` biological samples, as the ordering
 * and sample-sheet flows (tested in their own suites) leave it for the lab. Needs the catalogue seed.
 */
export async function createOrderWithSamples(
  t: TestApp,
  memberId: number,
  status: OrderStatusValue,
  count: number,
): Promise<OrderWithSamples> {
  const order = await createOrder(t, memberId, status);
  const [sku] = await t.dataSource.query(
    `SELECT s.id, s.goods_id, s.sku_code, s.spec_name, s.template_type, g.name
     FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.template_type = 'SAMPLE' ORDER BY s.id LIMIT 1`,
  );
  const [goods] = await t.dataSource.query(
    `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, sku_price, goods_count, actual_price)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 100, $8, 100) RETURNING id`,
    [order.id, sku.id, sku.goods_id, sku.name, sku.spec_name, sku.sku_code, sku.template_type, count],
  );
  const samples: SampleFixture[] = [];
  for (let i = 1; i <= count; i += 1) {
    const codeNo = `YP${order.orderNo}${i}`;
    const sendTempCode = `T${order.orderNo}${i}`;
    const sampleNo = `YB-${String(i).padStart(2, '0')}`;
    const [row] = await t.dataSource.query(
      `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, sample_no, name, type, species, num, sku_code)
       VALUES ($1, $2, 'yb', $3, $4, $5, $6, 'DNA', '小鼠', 1, $7) RETURNING id`,
      [order.id, goods.id, codeNo, sendTempCode, sampleNo, `小鼠肝脏DNA-${i}`, sku.sku_code],
    );
    samples.push({ id: row.id, codeNo, sendTempCode, sampleNo });
  }
  return { ...order, samples };
}

export const QC_PASS = {
  concentration: 35.2,
  volume: 28.5,
  od260280: 1.85,
  rinDin: 8.2,
  totalGrade: 'PASS',
  qualityGrade: 'PASS',
  tester: '王检测',
  reviewer: '李审核',
};
