import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { OrderGoodsSamples, TemplateTypeValue } from '@seqportal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import { goodsSamples, type SampleRecord } from './helpers/sample-views.js';

interface SampleRowDb {
  id: number;
  order_goods_id: number;
  kind: 'yb' | 'wk';
  code_no: string;
  send_temp_code: string;
  sample_no: string | null;
  name: string;
  type: string;
  species: string;
  num: number;
  data_size: string | null;
  wk_name: string | null;
  goods_name: string;
  template_type: TemplateTypeValue;
  sub_libraries: SampleRecord['subLibraries'];
  lanes: SampleRecord['lanes'];
}

/**
 * Reads samples with their sub-libraries and lanes in one query. Callers have checked that the orders belong to
 * the customer. Exported for the orders module (the `sample` field of orderDetails' goods).
 */
@Injectable()
export class SampleRecords {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byOrders(orderIds: readonly number[], manager?: EntityManager): Promise<SampleRecord[]> {
    if (orderIds.length === 0) return [];
    return this.query('s.order_id = ANY($1::int[])', [orderIds], manager);
  }

  async byIds(sampleIds: readonly number[]): Promise<SampleRecord[]> {
    if (sampleIds.length === 0) return [];
    return this.query('s.id = ANY($1::int[])', [sampleIds]);
  }

  /** The `sample` field of each order goods line of the orders, by order goods id. */
  async samplesByGoods(orderIds: readonly number[], manager?: EntityManager): Promise<Map<number, OrderGoodsSamples>> {
    const records = await this.byOrders(orderIds, manager);
    const byGoods = new Map<number, SampleRecord[]>();
    for (const record of records) {
      const list = byGoods.get(record.orderGoodsId) ?? [];
      list.push(record);
      byGoods.set(record.orderGoodsId, list);
    }
    const out = new Map<number, OrderGoodsSamples>();
    for (const [goodsId, list] of byGoods) {
      const view = goodsSamples(list[0]?.templateType ?? 'LIBRARY', list);
      if (view) out.set(goodsId, view);
    }
    return out;
  }

  /** When the lab received the first of the order's samples (the expected delivery date counts from it), or null. */
  async firstReceivedAt(orderId: number): Promise<Date | null> {
    const [row] = await this.dataSource.query<Array<{ received_at: Date | null }>>(
      'SELECT min(received_at) AS received_at FROM sample WHERE order_id = $1',
      [orderId],
    );
    return row?.received_at ?? null;
  }

  private async query(where: string, params: unknown[], manager?: EntityManager): Promise<SampleRecord[]> {
    const rows = await (manager ?? this.dataSource.manager).query<SampleRowDb[]>(
      `SELECT s.id, s.order_goods_id, s.kind, s.code_no, s.send_temp_code, s.sample_no, s.name, s.type, s.species, s.num,
         s.data_size::text AS data_size, s.wk_name, og.goods_name, og.template_type,
         COALESCE((SELECT json_agg(json_build_object('zwkName', sl.zwk_name, 'indexI7', sl.index_i7, 'indexI5', sl.index_i5, 'type', sl.type) ORDER BY sl.id)
           FROM sub_library sl WHERE sl.sample_id = s.id), '[]'::json) AS sub_libraries,
         COALESCE((SELECT json_agg(json_build_object('lanId', lb.lan_id, 'wkName', lb.wk_name, 'num', lb.num, 'phix', lb.phix::float8) ORDER BY lb.id)
           FROM lane_booking lb WHERE lb.sample_id = s.id), '[]'::json) AS lanes
       FROM sample s JOIN order_goods og ON og.id = s.order_goods_id
       WHERE ${where}
       ORDER BY s.order_goods_id, s.id`,
      params,
    );
    return rows.map((row) => ({
      id: row.id,
      orderGoodsId: row.order_goods_id,
      kind: row.kind,
      codeNo: row.code_no,
      sendTempCode: row.send_temp_code,
      sampleNo: row.sample_no ?? '',
      name: row.name,
      type: row.type,
      species: row.species,
      num: row.num,
      dataSize: row.data_size,
      wkName: row.wk_name,
      goodsName: row.goods_name,
      templateType: row.template_type,
      subLibraries: row.sub_libraries,
      lanes: row.lanes,
    }));
  }
}
