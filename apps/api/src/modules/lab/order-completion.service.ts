import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DeliveryFileCategory,
  ORDER_STATUS_LABELS,
  OrderLiveEventType,
  type LabActionResponse,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { IllegalOperationError } from '../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor } from '../../infra/audit/audit-log.service.js';
import { OrderEventsBus } from '../../infra/events/order-events.bus.js';
import { DeliveryFile } from '../delivery/entities/delivery-file.entity.js';
import { OrderEvent, transitionOrder } from '../orders/helpers/order-state-machine.js';
import { OrderTransitionsService } from '../orders/order-transitions.service.js';
import { Sample } from '../samples/entities/sample.entity.js';
import { allSequenced } from './helpers/progress-rules.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { ProgressNotifier } from '../notifications/settings/progress-notifier.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

/** The lab completes an order (3 → 4) once every sample is sequenced and the data is delivered. */
@Injectable()
export class OrderCompletionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitionsService,
    private readonly audit: AuditLogService,
    private readonly bus: OrderEventsBus,
    private readonly notifier: ProgressNotifier,
    private readonly views: LabOrderViewService,
    private readonly orders: OrderLookupService,
  ) {}

  async complete(actor: AuditActor, orderNo: string): Promise<LabActionResponse> {
    const completedAt = new Date();
    const { order, to } = await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockAny(manager, { orderNo: orderNo.trim() });
      // The state machine's own refusal (e.g. 只有已收样的订单可以完成) comes before the lab's conditions.
      transitionOrder(order.status, OrderEvent.Complete);
      const samples = await manager
        .getRepository(Sample)
        .find({ where: { orderId: order.id }, select: { progressStep: true } });
      if (!allSequenced(samples.map((sample) => sample.progressStep))) {
        throw new IllegalOperationError('样本尚未全部测序完成，不能完成订单');
      }
      const dataFiles = await manager
        .getRepository(DeliveryFile)
        .count({ where: { orderId: order.id, category: DeliveryFileCategory.Data } });
      if (dataFiles === 0) throw new IllegalOperationError('请先上传交付数据，再完成订单');
      const { transition } = await this.transitions.apply(manager, order.id, OrderEvent.Complete, {
        type: 'staff',
        id: actor.staff.staffId,
      });
      await this.audit.record(manager, actor, [
        {
          action: 'order.complete',
          targetType: 'order',
          targetId: order.orderNo,
          before: { status: transition.from },
          after: { status: transition.to },
        },
      ]);
      return { order, to: transition.to };
    });
    await this.bus.publish(order.memberId, {
      type: OrderLiveEventType.OrderStatus,
      orderNo: order.orderNo,
      occurredAt: completedAt.toISOString(),
      status: { id: to, name: ORDER_STATUS_LABELS[to] },
    });
    await this.notifier.orderCompleted(order, completedAt);
    return { changed: 1, order: await this.views.view(order.id) };
  }
}
