import { randomInt } from 'node:crypto';
import { OrderStatus } from '@seqportal/contract';
import type { TestApp } from '../support/test-app.js';

export interface LibrarySpec {
  name: string;
  species: string;
  /** Data yield in G. */
  dataSize: string;
  /** Deliver R1/R2 files for it (default true). */
  delivered?: boolean;
}

export interface DeliveredOrder {
  orderId: number;
  orderNo: string;
  /** Sample ids by library name. */
  libraries: Map<string, number>;
}

let sequence = 0;

/**
 * A completed library order of `memberId` with its libraries (one sub-library each) and, for each delivered one,
 * R1/R2 data file rows; plus a data QC report. Files are rows only: listing and analysis ordering read the rows.
 */
export async function createDeliveredOrder(
  t: TestApp,
  memberId: number,
  libraries: readonly LibrarySpec[],
  deliveredAt = new Date(),
): Promise<DeliveredOrder> {
  sequence += 1;
  const orderNo = `${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const [order] = await t.dataSource.query<Array<{ id: number }>>(
    `INSERT INTO customer_order (order_no, member_id, organisation_id, status, type, property_type, total_price, order_amount, placed_at, is_pay)
     SELECT $1, id, organisation_id, $3, 2, 0, 100, 100, now(), TRUE FROM member WHERE id = $2 RETURNING id`,
    [orderNo, memberId, OrderStatus.Completed],
  );
  const [goods] = await t.dataSource.query<Array<{ id: number }>>(
    `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, sku_price, goods_count, actual_price)
     SELECT $1, s.id, s.goods_id, g.name, s.spec_name, s.sku_code, s.template_type, s.sale_price, 1, s.sale_price
     FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.template_type = 'LIBRARY' ORDER BY s.id LIMIT 1 RETURNING id`,
    [order!.id],
  );
  const ids = new Map<string, number>();
  for (const [index, library] of libraries.entries()) {
    const code = `T${sequence}${index}${randomInt(0, 1_000_000)}`;
    const [sample] = await t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, name, type, species, num, weight, wk_name,
         sku_code, data_size, progress_step, received_at)
       VALUES ($1, $2, 'wk', $3, $4, $5, 'DNA文库', $6, 1, 20, $5, 'LIB', $7, 'SEQUENCING_DONE', now()) RETURNING id`,
      [order!.id, goods!.id, `C${code}`, `W${code}`, library.name, library.species, library.dataSize],
    );
    await t.dataSource.query(
      "INSERT INTO sub_library (sample_id, zwk_name, index_i7, index_i5, type) VALUES ($1, $2, 'ACGTACGT', NULL, 'DNA')",
      [sample!.id, `${library.name}-A`],
    );
    ids.set(library.name, sample!.id);
    if (library.delivered === false) continue;
    for (const read of ['R1', 'R2']) {
      await t.dataSource.query(
        `INSERT INTO delivery_file (order_id, category, file_name, path, size, md5, content_type, uploaded_by_name, created_at, updated_at)
         VALUES ($1, 'DATA', $2, $3, 100, 'd41d8cd98f00b204e9800998ecf8427e', 'application/gzip', 'lab', $4, $4)`,
        [order!.id, `${library.name}_${read}.fq.gz`, `data/${library.name}_${read}.fq.gz`, deliveredAt],
      );
    }
  }
  await t.dataSource.query(
    `INSERT INTO delivery_file (order_id, category, file_name, path, size, md5, content_type, uploaded_by_name, created_at, updated_at)
     VALUES ($1, 'DATA_QC', '数据质控报告.html', 'qc/data/数据质控报告.html', 10, 'd41d8cd98f00b204e9800998ecf8427e', 'text/html', 'lab', $2, $2)`,
    [order!.id, deliveredAt],
  );
  return { orderId: order!.id, orderNo, libraries: ids };
}

/** An analysis SKU of the seeded catalogue by its code, with its list price. */
export async function analysisSku(
  t: TestApp,
  skuCode: string,
): Promise<{ skuId: number; goodsId: number; salePrice: string }> {
  const [row] = await t.dataSource.query<Array<{ id: number; goods_id: number; sale_price: string }>>(
    'SELECT id, goods_id, sale_price::text FROM sku WHERE sku_code = $1',
    [skuCode],
  );
  return { skuId: row!.id, goodsId: row!.goods_id, salePrice: row!.sale_price };
}
