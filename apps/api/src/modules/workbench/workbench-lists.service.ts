import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  OrderStatus,
  SampleProgressStep,
  TEMPLATE_TYPE_LABELS,
  formatMoney,
  routes,
  type ContractTemplate,
  type CustomProduct,
  type PendingSampleRow,
  type RecentPurchase,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { orderScope } from './helpers/customer-scope.js';

export const PENDING_SAMPLES_LIMIT = 50;
export const RECENT_PURCHASES_LIMIT = 8;
export const CUSTOM_PRODUCTS_LIMIT = 10;

/**
 * The workbench's lists other than to-dos and the chart, all over the caller's organisation (or the personal
 * account alone): samples still to reach the lab, recent purchases to buy again, contract products, and the
 * contracts' sample-sheet templates.
 */
@Injectable()
export class WorkbenchListsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Samples of placed orders that the lab has not received yet (not sent, or on their way), newest first. */
  async pendingSamples(customer: CustomerPrincipal): Promise<PendingSampleRow[]> {
    const scope = orderScope(customer, 'o', 1);
    const rows = await this.dataSource.query<
      Array<{ id: number; order_no: string; send_temp_code: string; goods_name: string; created_at: Date; num: number }>
    >(
      `SELECT s.id, o.order_no, s.send_temp_code, g.goods_name, s.created_at, s.num
       FROM sample s JOIN customer_order o ON o.id = s.order_id JOIN order_goods g ON g.id = s.order_goods_id
       WHERE ${scope.condition} AND o.status = $2 AND (s.progress_step IS NULL OR s.progress_step = $3)
       ORDER BY s.created_at DESC, s.id DESC
       LIMIT $4`,
      [scope.value, OrderStatus.AwaitingSamples, SampleProgressStep.Sent, PENDING_SAMPLES_LIMIT],
    );
    return rows.map((row) => ({
      id: row.id,
      orderNo: row.order_no,
      sendTempCode: row.send_temp_code,
      goodsName: row.goods_name,
      createTime: new Date(row.created_at).toISOString(),
      count: row.num,
    }));
  }

  /**
   * The SKUs last ordered (not cancelled orders), one row each, newest first, with today's price for the
   * caller: the contract price when an active contract covers the SKU, else the sale price. SKUs no longer on
   * sale are left out: "buy again" could not buy them.
   */
  async recentPurchases(customer: CustomerPrincipal): Promise<RecentPurchase[]> {
    const scope = orderScope(customer, 'o', 1);
    const rows = await this.dataSource.query<
      Array<{ sku_id: number; goods_id: number; goods_name: string; goods_img: string; title: string; price: string }>
    >(
      `WITH recent AS (
         SELECT g.sku_id, max(o.created_at) AS last_at FROM order_goods g JOIN customer_order o ON o.id = g.order_id
         WHERE ${scope.condition} AND o.status <> $2 GROUP BY g.sku_id
       )
       SELECT s.id AS sku_id, s.goods_id, gd.name AS goods_name,
         (SELECT og.goods_img FROM order_goods og WHERE og.sku_id = s.id ORDER BY og.id DESC LIMIT 1) AS goods_img,
         s.spec_name AS title,
         coalesce((SELECT min(p.unit_price) FROM contract_price p JOIN contract c ON c.id = p.contract_id
                   WHERE p.sku_id = s.id AND c.active AND ${contractOwner('c', 3)}), s.sale_price)::text AS price
       FROM recent r JOIN sku s ON s.id = r.sku_id JOIN goods gd ON gd.id = s.goods_id
       WHERE s.on_sale AND s.goods_on_sale
       ORDER BY r.last_at DESC, s.id DESC
       LIMIT $5`,
      [scope.value, OrderStatus.Cancelled, ...contractOwnerValue(customer), RECENT_PURCHASES_LIMIT],
    );
    return rows.map((row) => ({
      goodsImg: row.goods_img ?? '',
      goodsId: row.goods_id,
      skuId: row.sku_id,
      goodsName: row.goods_name,
      title: row.title,
      skuPrice: formatMoney(row.price),
    }));
  }

  /**
   * Products made for the customer: the goods its active contracts cover, with how many samples of each it has
   * ordered (so the most used come first). Other products are asked for through customer service (/kefu).
   */
  async customProducts(customer: CustomerPrincipal): Promise<CustomProduct[]> {
    const scope = orderScope(customer, 'o', 3);
    const rows = await this.dataSource.query<Array<{ id: number; name: string; count: number }>>(
      `WITH covered AS (
         SELECT DISTINCT s.goods_id FROM contract c JOIN contract_price p ON p.contract_id = c.id JOIN sku s ON s.id = p.sku_id
         WHERE c.active AND ${contractOwner('c', 1)} AND s.goods_on_sale
       )
       SELECT gd.id, gd.name, coalesce((
         SELECT sum(g.goods_count) FROM order_goods g JOIN customer_order o ON o.id = g.order_id
         WHERE g.goods_id = gd.id AND ${scope.condition} AND o.status <> $4), 0)::int AS count
       FROM covered JOIN goods gd ON gd.id = covered.goods_id
       ORDER BY count DESC, gd.sort, gd.id
       LIMIT $5`,
      [...contractOwnerValue(customer), scope.value, OrderStatus.Cancelled, CUSTOM_PRODUCTS_LIMIT],
    );
    return rows;
  }

  /** One batch template per contract in force and product kind it covers (文库 / 生物), of its own products. */
  async contractTemplates(customer: CustomerPrincipal): Promise<ContractTemplate[]> {
    // Built from the contract's own products on sale, one per kind (a template cannot mix kinds): the link is
    // GetContractTemplate for exactly those SKUs, so the template's product list is the contract's.
    const rows = await this.dataSource.query<
      Array<{ id: number; name: string; template_type: TemplateTypeValue; sku_ids: number[] }>
    >(
      `SELECT c.id, c.name, s.template_type, array_agg(s.id ORDER BY s.goods_sort, s.sort, s.id) AS sku_ids
       FROM contract c
       JOIN contract_price p ON p.contract_id = c.id
       JOIN sku s ON s.id = p.sku_id AND s.on_sale
       JOIN goods g ON g.id = s.goods_id AND g.on_sale
       WHERE c.active AND (c.starts_on IS NULL OR c.starts_on <= CURRENT_DATE)
         AND (c.ends_on IS NULL OR c.ends_on >= CURRENT_DATE)
         AND ${contractOwner('c', 1)} AND s.template_type IN ('LIBRARY', 'SAMPLE')
       GROUP BY c.id, c.name, s.template_type
       ORDER BY c.id, s.template_type`,
      contractOwnerValue(customer),
    );
    return rows.map((row) => ({
      id: row.id,
      name: `${row.name}（${TEMPLATE_TYPE_LABELS[row.template_type]}样本模板）`,
      path: `${routes.GetContractTemplate.path}?skuId=${row.sku_ids.join(',')}&contractId=${row.id}`,
    }));
  }
}

/** Contracts belong to the organisation, or to a personal member. */
function contractOwner(alias: string, n: number): string {
  return `(${alias}.organisation_id = $${n} OR (${alias}.organisation_id IS NULL AND ${alias}.member_id = $${n + 1}))`;
}

function contractOwnerValue(customer: CustomerPrincipal): [number, number] {
  // -1 never matches an id: a personal account has no organisation, a company member's contracts are its company's.
  return customer.organisationId === null ? [-1, customer.memberId] : [customer.organisationId, -1];
}
