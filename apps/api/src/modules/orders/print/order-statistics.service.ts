import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_STATUS_LABELS,
  OrderStatus,
  type OrderStatusCount,
  type OrderStatusValue,
  type SampleRow,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ORDER_SAMPLES, type OrderSamples } from '../ports/order-ports.js';
import { OrderLookupService } from '../order-lookup.service.js';

/** SampleTask (an order's sample rows) and GetStatistics (the customer's orders per status). */
@Injectable()
export class OrderStatisticsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
    @Inject(ORDER_SAMPLES) private readonly samples: OrderSamples,
  ) {}

  async sampleTask(customer: CustomerPrincipal, orderNo: string): Promise<SampleRow[]> {
    const order = await this.lookup.findOwned(customer.memberId, { orderNo });
    return this.samples.sampleRows([order.id]);
  }

  /** Every status, zero counts included, so the chart's legend is stable. */
  async byStatus(customer: CustomerPrincipal): Promise<OrderStatusCount[]> {
    const rows = await this.dataSource.query<Array<{ status: OrderStatusValue; count: number }>>(
      'SELECT status, count(*)::int AS count FROM customer_order WHERE member_id = $1 GROUP BY status',
      [customer.memberId],
    );
    const counts = new Map(rows.map((row) => [Number(row.status), row.count]));
    return Object.values(OrderStatus).map((status) => ({
      title: ORDER_STATUS_LABELS[status],
      count: counts.get(status) ?? 0,
    }));
  }
}
