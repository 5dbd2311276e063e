import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { OrderLiveEventType, OrderStatus, type AddExpressTraceRequest, type ExpressTrace } from '@seqportal/contract';
import { DataSource, In } from 'typeorm';
import { IllegalOperationError, UserInputError } from '../../../common/errors/domain-errors.js';
import type { AppConfig } from '../../../config/configuration.js';
import { AuditLogService, type AuditActor } from '../../../infra/audit/audit-log.service.js';
import { OrderEventsBus } from '../../../infra/events/order-events.bus.js';
import { OrderExpressTrace } from '../entities/order-express-trace.entity.js';
import { businessTime } from '../../../common/time/business-time.js';
import { eventTime } from '../lab-time.js';
import { OrderLookupService } from '../../orders/order-lookup.service.js';

/** Samples are on their way to the lab or in it: tracking entries make sense for these orders only. */
const TRACKED_STATUSES: readonly number[] = [OrderStatus.AwaitingSamples, OrderStatus.SamplesReceived];

/**
 * Staff-side tracking of the samples' shipment. The order detail shows it as express info: the orders module
 * imports ExpressTracesModule and reads tracesFor (one query for a page of orders).
 */
@Injectable()
export class ExpressTracesService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly bus: OrderEventsBus,
    private readonly orders: OrderLookupService,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async add(actor: AuditActor, request: AddExpressTraceRequest): Promise<number> {
    const occurredAt = eventTime(request.occurredAt);
    const { order, trace } = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockAny(manager, { orderNo: request.orderNo.trim() });
      if (!TRACKED_STATUSES.includes(order.status)) throw new IllegalOperationError('该订单当前不能添加物流信息');
      const number = request.number?.trim() || order.expressNumber || order.courierNumber || '';
      if (!number) throw new UserInputError('请输入快递单号');
      const repository = manager.getRepository(OrderExpressTrace);
      const trace = await repository.save(
        repository.create({
          orderId: order.id,
          number,
          expName: request.expName?.trim() ?? '',
          status: request.status.trim(),
          occurredAt,
          staffId: actor.staff.staffId,
          staffName: actor.staff.username,
        }),
      );
      await this.audit.record(manager, actor, [
        {
          action: 'order.express',
          targetType: 'order',
          targetId: order.orderNo,
          before: null,
          after: { number, expName: trace.expName, status: trace.status, occurredAt: occurredAt.toISOString() },
        },
      ]);
      return { order, trace };
    });
    await this.bus.publish(order.memberId, {
      type: OrderLiveEventType.Express,
      orderNo: order.orderNo,
      number: trace.number,
      expName: trace.expName,
      status: trace.status,
      occurredAt: occurredAt.toISOString(),
    });
    return order.id;
  }

  /** Express info per order id, newest entry first; orders without entries are absent. */
  async tracesFor(orderIds: readonly number[]): Promise<Map<number, ExpressTrace>> {
    const traces = new Map<number, ExpressTrace>();
    if (orderIds.length === 0) return traces;
    const rows = await this.dataSource.getRepository(OrderExpressTrace).find({
      where: { orderId: In([...orderIds]) },
      order: { occurredAt: 'DESC', id: 'DESC' },
    });
    for (const row of rows) {
      let trace = traces.get(row.orderId);
      if (!trace) {
        // The newest entry names the waybill and carrier shown in the panel's header.
        trace = { number: row.number, expName: row.expName, list: [] };
        traces.set(row.orderId, trace);
      }
      trace.list.push({ time: businessTime(row.occurredAt, this.timeZone, true), status: row.status });
    }
    return traces;
  }
}
