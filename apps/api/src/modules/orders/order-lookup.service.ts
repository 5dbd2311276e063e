import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { CustomerOrder } from './entities/customer-order.entity.js';

export const ORDER_NOT_FOUND = '订单不存在';

export type OrderKey = { orderNo: string } | { id: number };

export interface LookupOptions {
  /** Inside a transaction: read through its manager. */
  manager?: EntityManager;
  /** Lock the row FOR UPDATE (needs `manager`): the caller is about to change the order. */
  lock?: boolean;
}

/**
 * Finds an order of one customer. Another customer's order answers exactly like a missing one (404), so that the
 * existence of other customers' orders never leaks. Exported for the samples, lab and delivery modules.
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

  async findOwned(memberId: number, key: OrderKey, options: LookupOptions = {}): Promise<CustomerOrder> {
    const manager = options.manager ?? this.dataSource.manager;
    const [column, value] = 'orderNo' in key ? ['order_no', key.orderNo] : ['id', key.id];
    const rows = await manager.query<Array<Partial<CustomerOrder>>>(
      `SELECT ${this.columns} FROM customer_order WHERE ${column} = $1 AND member_id = $2${options.lock ? ' FOR UPDATE' : ''}`,
      [value, memberId],
    );
    if (!rows[0]) throw new NotFoundError(ORDER_NOT_FOUND);
    return Object.assign(new CustomerOrder(), rows[0]);
  }
}
