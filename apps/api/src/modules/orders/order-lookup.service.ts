import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager, type FindOptionsRelations } from 'typeorm';
import { CustomerOrder } from './entities/customer-order.entity.js';
import { ORDER_NOT_FOUND, OrderNotFoundError } from './order-not-found.error.js';

export { ORDER_NOT_FOUND, OrderNotFoundError };

export type OrderKey = { orderNo: string } | { id: number };

export interface LookupOptions {
  /** Inside a transaction: read through its manager. */
  manager?: EntityManager;
  /** Lock the row FOR UPDATE (needs `manager`): the caller is about to change the order. */
  lock?: boolean;
}

/**
 * The one reader and locker of `customer_order` rows for other modules (samples, lab, delivery, print, billing):
 * they ask here rather than query the table. A missing order answers OrderNotFoundError (404 订单不存在); for a
 * customer, another customer's order answers exactly like a missing one, so that its existence never leaks.
 */
@Injectable()
export class OrderLookupService {
  /** Every column as its entity property: the hot paths (PayOrder reads an order twice) skip the query builder. */
  private readonly columns: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.columns = dataSource
      .getMetadata(CustomerOrder)
      .columns.map((column) => `"${column.databaseName}" AS "${column.propertyName}"`)
      .join(', ');
  }

  /** An order of this customer, else 404. */
  async findOwned(memberId: number, key: OrderKey, options: LookupOptions = {}): Promise<CustomerOrder> {
    const order = await this.select(key, memberId, options);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /**
   * An order of this customer with the distinct SKUs it holds, in one statement (PayOrder's checks, issue 22),
   * else 404.
   */
  async findOwnedWithSkus(memberId: number, orderNo: string): Promise<{ order: CustomerOrder; skuIds: number[] }> {
    const rows = await this.dataSource.query<Array<Partial<CustomerOrder> & { skuIds: number[] }>>(
      `SELECT ${this.columns},
         ARRAY(SELECT DISTINCT g.sku_id FROM order_goods g WHERE g.order_id = customer_order.id) AS "skuIds"
       FROM customer_order WHERE order_no = $1 AND member_id = $2`,
      [orderNo, memberId],
    );
    const row = rows[0];
    if (!row) throw new OrderNotFoundError();
    const { skuIds, ...columns } = row;
    return { order: Object.assign(new CustomerOrder(), columns), skuIds };
  }

  /** Any customer's order, for staff and for work on an order already found (e.g. through its files), else 404. */
  async findAny(key: OrderKey, options: LookupOptions = {}): Promise<CustomerOrder> {
    const order = await this.select(key, null, options);
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** Any order, locked until the transaction of `manager` ends: changes to one order then run one after the other. */
  lockAny(manager: EntityManager, key: OrderKey): Promise<CustomerOrder> {
    return this.findAny(key, { manager, lock: true });
  }

  /** Any order with the relations a staff view needs (member, organisation, contract, goods), else 404. */
  async findAnyWith(
    id: number,
    relations: FindOptionsRelations<CustomerOrder>,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<CustomerOrder> {
    const order = await manager.getRepository(CustomerOrder).findOne({ where: { id }, relations });
    if (!order) throw new OrderNotFoundError();
    return order;
  }

  /** The order whose number or barcode is one of the scanned variants, if any (the lab's scanner lookup). */
  findByScan(variants: readonly string[]): Promise<CustomerOrder | null> {
    return this.dataSource.getRepository(CustomerOrder).findOne({
      where: [{ orderNo: In([...variants]) }, { barcodeNo: In([...variants]) }],
    });
  }

  /** The order numbers of orders the caller has already found (by id); unknown ids are absent. */
  async numbersOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ id: number; order_no: string }>>(
      'SELECT id, order_no FROM customer_order WHERE id = ANY($1::int[])',
      [[...ids]],
    );
    return new Map(rows.map((row) => [row.id, row.order_no]));
  }

  /** Whether the order exists and is this customer's, without reading it. */
  async isOwned(memberId: number, orderNo: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      'SELECT 1 FROM customer_order WHERE order_no = $1 AND member_id = $2',
      [orderNo, memberId],
    );
    return rows.length > 0;
  }

  private async select(key: OrderKey, memberId: number | null, options: LookupOptions): Promise<CustomerOrder | null> {
    const manager = options.manager ?? this.dataSource.manager;
    const [column, value] = 'orderNo' in key ? ['order_no', key.orderNo] : ['id', key.id];
    const params: unknown[] = [value];
    let where = `${column} = $1`;
    if (memberId !== null) {
      params.push(memberId);
      where += ' AND member_id = $2';
    }
    const rows = await manager.query<Array<Partial<CustomerOrder>>>(
      `SELECT ${this.columns} FROM customer_order WHERE ${where}${options.lock ? ' FOR UPDATE' : ''}`,
      params,
    );
    return rows[0] ? Object.assign(new CustomerOrder(), rows[0]) : null;
  }
}
