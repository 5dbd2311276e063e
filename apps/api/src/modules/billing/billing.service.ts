import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BillingDetailFilter,
  displayBalance,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type BillingDetailFilterValue,
  type BillingDetailRow,
  type BillingOverview,
  type BuyPieSlice,
  type Contract,
  type OrderStatusCount,
  type OrderStatusValue,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import {
  BILLABLE_STATUSES,
  billingWhere,
  IN_PROGRESS_STATUSES,
  type BillingCustomer,
  type BillingFilter,
} from './helpers/billing-query.js';

/** The detail table is not paged (the report is); it shows this many of the newest lines. */
export const DETAIL_ROW_LIMIT = 1000;

/** Order statuses a placed order can be in, in the pie's order; cancelled after placing counts too. */
const PIE_STATUSES: readonly OrderStatusValue[] = [
  OrderStatus.AwaitingSamples,
  OrderStatus.SamplesReceived,
  OrderStatus.Completed,
  OrderStatus.Cancelled,
];

const DETAIL_STATUSES: Record<BillingDetailFilterValue, readonly number[]> = {
  [BillingDetailFilter.All]: BILLABLE_STATUSES,
  [BillingDetailFilter.Completed]: [OrderStatus.Completed],
  [BillingDetailFilter.InProgress]: IN_PROGRESS_STATUSES,
};

const money = (value: string | null) => new Decimal(value ?? 0).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * The billing centre's summaries over the caller's placed order lines (helpers/billing-query.ts says which):
 * the contracts, the cost overview, the two pies and the detail table.
 */
@Injectable()
export class BillingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every contract of the caller, also expired ones (their orders are still billed), with its billed total. */
  async contracts(customer: CustomerPrincipal): Promise<Contract[]> {
    const params: unknown[] = [customer.memberId, customer.organisationId];
    const billed = billingWhere({ customer, contractId: null, from: null, to: null, timeZone: 'UTC' }, params);
    const rows = await this.dataSource.query<
      Array<{ id: number; name: string; contract_no: string; sku_ids: number[]; total: string | null }>
    >(
      `SELECT c.id, c.name, c.contract_no,
         COALESCE((SELECT array_agg(cp.sku_id ORDER BY cp.sku_id) FROM contract_price cp WHERE cp.contract_id = c.id),
           '{}') AS sku_ids,
         (SELECT sum(og.actual_price)::text FROM order_goods og JOIN customer_order o ON o.id = og.order_id
           WHERE og.contract_id = c.id AND ${billed}) AS total
       FROM contract c
       WHERE c.member_id = $1 OR c.organisation_id = $2
       ORDER BY c.active DESC, c.id`,
      params,
    );
    return rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      contractID__c: row.contract_no,
      items: row.sku_ids.map((skuId) => ({ skuId })),
      totalPrice: money(row.total),
      select: index === 0,
    }));
  }

  /** total = completed + progress over the window; balance is the credit still available (null: none granted). */
  async overview(filter: BillingFilter): Promise<BillingOverview> {
    const params: unknown[] = [];
    const where = billingWhere(filter, params);
    const [sums] = await this.dataSource.query<Array<{ completed: string | null; progress: string | null }>>(
      `SELECT sum(og.actual_price) FILTER (WHERE o.status = ${OrderStatus.Completed})::text AS completed,
         sum(og.actual_price) FILTER (WHERE o.status <> ${OrderStatus.Completed})::text AS progress
       FROM customer_order o JOIN order_goods og ON og.order_id = o.id
       WHERE ${where}`,
      params,
    );
    const completed = new Decimal(sums?.completed ?? 0);
    const progress = new Decimal(sums?.progress ?? 0);
    return {
      total: money(completed.plus(progress).toFixed()),
      completed: money(completed.toFixed()),
      progress: money(progress.toFixed()),
      balance: await this.availableCredit(filter.customer),
    };
  }

  /** Orders per SKU code: an order with two lines of one SKU counts once. */
  async buyPie(filter: BillingFilter): Promise<BuyPieSlice[]> {
    const params: unknown[] = [];
    const where = billingWhere(filter, params);
    const rows = await this.dataSource.query<Array<{ sku_code: string; order_count: number }>>(
      `SELECT og.sku_code, count(DISTINCT o.id)::int AS order_count
       FROM customer_order o JOIN order_goods og ON og.order_id = o.id
       WHERE ${where}
       GROUP BY og.sku_code
       ORDER BY order_count DESC, og.sku_code`,
      params,
    );
    return rows.map((row) => ({ skuCode: row.sku_code, orderCount: row.order_count }));
  }

  /** Placed orders per status, every status listed (zero included) so that the legend stays put. */
  async orderPie(filter: BillingFilter): Promise<OrderStatusCount[]> {
    const params: unknown[] = [];
    const where = billingWhere(filter, params, PIE_STATUSES);
    const rows = await this.dataSource.query<Array<{ status: OrderStatusValue; count: number }>>(
      `SELECT o.status, count(DISTINCT o.id)::int AS count
       FROM customer_order o JOIN order_goods og ON og.order_id = o.id
       WHERE ${where}
       GROUP BY o.status`,
      params,
    );
    const counts = new Map(rows.map((row) => [row.status, row.count]));
    return PIE_STATUSES.map((status) => ({ title: ORDER_STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
  }

  /** Lines of the window, newest first: all placed, in progress (awaiting or received samples) or completed. */
  async detail(filter: BillingFilter, type: BillingDetailFilterValue): Promise<BillingDetailRow[]> {
    const params: unknown[] = [];
    const where = billingWhere(filter, params, DETAIL_STATUSES[type]);
    const rows = await this.dataSource.query<
      Array<{ order_no: string; goods_name: string; placed_at: Date; goods_count: number; actual_price: string }>
    >(
      `SELECT o.order_no, og.goods_name, o.placed_at, og.goods_count, og.actual_price::text
       FROM customer_order o JOIN order_goods og ON og.order_id = o.id
       WHERE ${where}
       ORDER BY o.placed_at DESC, og.id DESC
       LIMIT ${DETAIL_ROW_LIMIT}`,
      params,
    );
    return rows.map((row) => ({
      orderNo: row.order_no,
      goodsName: row.goods_name,
      paymentTime: row.placed_at.toISOString(),
      goodsCount: row.goods_count,
      actualAmount: money(row.actual_price),
    }));
  }

  private async availableCredit(customer: BillingCustomer): Promise<string | null> {
    const [credit] =
      customer.organisationId === null
        ? await this.dataSource.query<Array<{ available: string | null }>>(
            `SELECT (credit_limit - unpaid_total)::text AS available FROM customer_credit WHERE member_id = $1`,
            [customer.memberId],
          )
        : await this.dataSource.query<Array<{ available: string | null }>>(
            `SELECT (credit_limit - unpaid_total)::text AS available FROM customer_credit WHERE organisation_id = $1`,
            [customer.organisationId],
          );
    return displayBalance(credit?.available ?? null);
  }
}
