import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  expectedDeliveryDate,
  ORDER_STATUS_ALL,
  ORDER_STATUS_LABELS,
  OrderStatus,
  type ListResponse,
  type Order,
  type SenderInfo,
} from '@seqportal/contract';
import { DataSource, In } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { IllegalOperationError } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/configuration.js';
import { Contract } from '../contracts/entities/contract.entity.js';
import type { OrderListQueryDto } from './dto/order-queries.dto.js';
import { CustomerOrder } from './entities/customer-order.entity.js';
import { OrderGoods } from './entities/order-goods.entity.js';
import { OrderEvent } from './helpers/order-state-machine.js';
import { loadBarcodes } from './helpers/barcode.js';
import { toOrderView } from './helpers/order-view.js';
import { DeliveryLabsService } from './delivery-labs.service.js';
import { ContractBalanceService } from '../contracts/contract-balance.service.js';
import { OrderLookupService } from './order-lookup.service.js';
import { samplesToFillCondition } from './samples-to-fill.js';
import { OrderChange, OrderTransitionsService } from './order-transitions.service.js';
import {
  ORDER_EXPRESS_TRACES,
  ORDER_SAMPLES,
  type OrderExpressTraces,
  type OrderSamples,
} from './ports/order-ports.js';

/** My orders: the list by status tab, the detail, cancelling, the express number and the paid flag. */
@Injectable()
export class CustomerOrdersService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
    private readonly transitions: OrderTransitionsService,
    @Inject(ORDER_SAMPLES) private readonly samples: OrderSamples,
    @Inject(ORDER_EXPRESS_TRACES) private readonly expressTraces: OrderExpressTraces,
    private readonly labs: DeliveryLabsService,
    private readonly contractBalance: ContractBalanceService,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async list(customer: CustomerPrincipal, query: OrderListQueryDto): Promise<ListResponse<Order>> {
    const [orders, totalCount] = await this.dataSource.getRepository(CustomerOrder).findAndCount({
      where: { memberId: customer.memberId, ...(query.status === ORDER_STATUS_ALL ? {} : { status: query.status }) },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    const goodsByOrder = await this.goodsOf(orders.map((order) => order.id));
    const contractNames = await this.contractNames(orders.map((order) => order.contractId));
    const traces = await this.expressTraces.tracesFor(orders.map((order) => order.id));
    const toFill = await this.samplesToFill(orders.map((order) => order.id));
    return {
      list: orders.map((order) => ({
        ...toOrderView(order, goodsByOrder.get(order.id) ?? [], {
          contractName: contractNames.get(order.contractId ?? 0) ?? null,
          trace: traces.get(order.id),
        }),
        samplesToFill: toFill.has(order.id),
      })),
      page: query.page,
      pageSize: query.pageSize,
      totalCount,
    };
  }

  async detail(customer: CustomerPrincipal, orderNo: string): Promise<Order> {
    return this.detailOf(await this.lookup.findOwned(customer.memberId, { orderNo }));
  }

  /** The detail of an order already found under the caller's scope (the customer's own, or any for staff prints). */
  async detailOf(order: CustomerOrder): Promise<Order> {
    if (order.barcodeNo) await loadBarcodes();
    const goods = (await this.goodsOf([order.id])).get(order.id) ?? [];
    const contractNames = await this.contractNames([order.contractId]);
    const traces = await this.expressTraces.tracesFor([order.id]);
    const view = toOrderView(order, goods, {
      contractName: contractNames.get(order.contractId ?? 0) ?? null,
      trace: traces.get(order.id),
      sender: await this.sender(order),
      lab: await this.labs.byName(order.labName),
      detail: true,
    });
    // The detail shows each goods line with its samples (item1 文库/生物, item2 the rows), from the samples module.
    const samples = await this.samples.samplesByGoods([order.id]);
    return {
      ...view,
      samplesToFill: (await this.samplesToFill([order.id])).has(order.id),
      ...(await this.deliverySchedule(order)),
      goods: view.goods.map((line, index) => ({ ...line, sample: samples.get(goods[index]?.id ?? 0) ?? null })),
    };
  }

  /** The orders among these that still wait for samples to be filled in (待填写样本). */
  private async samplesToFill(orderIds: readonly number[]): Promise<Set<number>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT o.id FROM customer_order o WHERE o.id = ANY($1::int[]) AND ${samplesToFillCondition('o')}`,
      [orderIds],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Only a pending order can be cancelled. Credit is taken only when placing, so none is released; what the order
   * took from a prepaid contract's balance when it was created goes back to the contract.
   */
  async cancel(customer: CustomerPrincipal, orderId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.lookup.findOwned(customer.memberId, { id: orderId }, { manager, lock: true });
      await this.transitions.applyLocked(manager, order, OrderEvent.Cancel, {
        type: 'customer',
        id: customer.memberId,
      });
      await this.contractBalance.giveBack(manager, order.contractId, order.contractBalanceTaken);
      await manager.query('UPDATE customer_order SET contract_balance_taken = 0 WHERE id = $1', [order.id]);
    });
  }

  /**
   * The customer's waybill for the samples, while the lab awaits them (status 2); clears the express flag. A number
   * saved before (here or with PayOrder) may be corrected the same way; the history row keeps before and after.
   */
  async addExpress(customer: CustomerPrincipal, orderId: number, expressNumber: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.lookup.findOwned(customer.memberId, { id: orderId }, { manager, lock: true });
      if (order.status !== OrderStatus.AwaitingSamples) {
        throw new IllegalOperationError(
          `只有待收样的订单可以填写快递单号（当前状态：${ORDER_STATUS_LABELS[order.status]}）`,
        );
      }
      const before = order.expressNumber ?? order.courierNumber ?? null;
      // Both columns: the detail shows the number PayOrder saved (courierNumber), the express panel the waybill.
      await manager
        .getRepository(CustomerOrder)
        .update({ id: order.id }, { expressNumber, courierNumber: expressNumber, isExpress: false });
      await this.transitions.record(
        manager,
        order.id,
        OrderChange.Express,
        order.status,
        order.status,
        { type: 'customer', id: customer.memberId },
        { before, after: expressNumber },
      );
    });
  }

  async isPay(customer: CustomerPrincipal, orderNo: string): Promise<boolean> {
    return (await this.lookup.findOwned(customer.memberId, { orderNo })).isPay;
  }

  private async goodsOf(orderIds: number[]): Promise<Map<number, OrderGoods[]>> {
    const byOrder = new Map<number, OrderGoods[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await this.dataSource
      .getRepository(OrderGoods)
      .find({ where: { orderId: In(orderIds) }, order: { id: 'ASC' } });
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  /**
   * 预计交付: the longest turnaround among the order's services, counted in working days from the lab's first receipt
   * (null before it). Read at the detail, so a corrected turnaround applies to orders still in the lab.
   */
  private async deliverySchedule(
    order: CustomerOrder,
  ): Promise<Pick<Order, 'turnaroundDays' | 'expectedDeliveryDate'>> {
    const [[goods], receivedAt] = await Promise.all([
      this.dataSource.query<Array<{ days: number | null }>>(
        `SELECT max(g.turnaround_days) AS days
         FROM order_goods og JOIN sku k ON k.id = og.sku_id JOIN goods g ON g.id = k.goods_id
         WHERE og.order_id = $1`,
        [order.id],
      ),
      this.samples.firstReceivedAt(order.id),
    ]);
    const turnaroundDays = goods?.days ?? null;
    return {
      turnaroundDays,
      expectedDeliveryDate:
        receivedAt && turnaroundDays !== null ? expectedDeliveryDate(receivedAt, turnaroundDays, this.timeZone) : null,
    };
  }

  private async contractNames(ids: Array<number | null>): Promise<Map<number, string>> {
    const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(Contract)
      .find({ where: { id: In(wanted) }, select: { id: true, name: true } });
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** The ordering contact of the order settings, else the member's own details; the company of the order. */
  private async sender(order: CustomerOrder): Promise<SenderInfo | null> {
    const [row] = await this.dataSource.query<SenderInfo[]>(
      `SELECT COALESCE(os.me_name, m.nick_name) AS "memberName",
              COALESCE((SELECT o.name FROM organisation o WHERE o.id = $2), '') AS "orgName",
              COALESCE(os.me_moblie, m.phone) AS "memberPhone",
              COALESCE(os.me_email, m.email, '') AS "email"
       FROM member m LEFT JOIN order_setting os ON os.member_id = m.id
       WHERE m.id = $1`,
      [order.memberId, order.organisationId],
    );
    return row ?? null;
  }
}
