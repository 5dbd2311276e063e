import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_STATUS_LABELS,
  OrderLiveEventType,
  OrderStatus,
  SAMPLE_PROGRESS_LABELS,
  SampleProgressStep,
  type LabActionResponse,
  type SampleProgressStepValue,
} from '@seqportal/contract';
import { DataSource, In, type EntityManager } from 'typeorm';
import { IllegalOperationError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor, type AuditRecord } from '../../infra/audit/audit-log.service.js';
import { OrderEventsBus } from '../../infra/events/order-events.bus.js';
import type { CustomerOrder } from '../orders/entities/customer-order.entity.js';
import { OrderEvent } from '../orders/helpers/order-state-machine.js';
import { OrderTransitionsService } from '../orders/order-transitions.service.js';
import { SampleProgressEvent } from '../samples/entities/sample-progress-event.entity.js';
import { Sample } from '../samples/entities/sample.entity.js';
import { SampleQcResult } from './entities/sample-qc-result.entity.js';
import { allReceived, allowedNextSteps, orderAcceptsProgress, planStep } from './helpers/progress-rules.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { eventTime } from './lab-time.js';
import { ProgressNotifier } from '../notifications/settings/progress-notifier.service.js';
import { SampleQcReportService } from './sample-qc-report.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

export interface ProgressRequest {
  orderNo: string;
  step: SampleProgressStepValue;
  sampleIds?: number[];
  occurredAt?: string;
}

interface Recorded {
  order: CustomerOrder;
  moved: Sample[];
  occurredAt: Date;
  /** The order's new status when this step moved it (2 → 3). */
  orderStatus: number | null;
}

/**
 * The lab moves samples through the progress steps: forward only, one step at a time, each with its time and
 * operator. Receiving the order's last sample moves the order from 2 to 3 through the orders module's transition
 * service. Steps, the order change and their audit entries commit together; the customer's live stream and the
 * notification follow the commit.
 */
@Injectable()
export class SampleProgressService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitionsService,
    private readonly audit: AuditLogService,
    private readonly bus: OrderEventsBus,
    private readonly notifier: ProgressNotifier,
    private readonly views: LabOrderViewService,
    private readonly qcReport: SampleQcReportService,
    private readonly orders: OrderLookupService,
  ) {}

  async record(actor: AuditActor, request: ProgressRequest): Promise<LabActionResponse> {
    const occurredAt = eventTime(request.occurredAt);
    const recorded = await this.dataSource.transaction((manager) => this.apply(manager, actor, request, occurredAt));
    await this.announce(recorded, request.step);
    // The samples that passed QC are now in the customer's sample QC report.
    if (request.step === SampleProgressStep.QcDone) await this.qcReport.refresh(actor, recorded.order.id);
    return { changed: recorded.moved.length, order: await this.views.view(recorded.order.id) };
  }

  private async apply(
    manager: EntityManager,
    actor: AuditActor,
    request: ProgressRequest,
    occurredAt: Date,
  ): Promise<Recorded> {
    const order = await this.orders.lockAny(manager, { orderNo: request.orderNo.trim() });
    if (!orderAcceptsProgress(order.status)) {
      throw new IllegalOperationError(`订单当前为${ORDER_STATUS_LABELS[order.status]}，不能记录样本进度`);
    }
    const samples = await manager
      .getRepository(Sample)
      .find({ where: { orderId: order.id }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
    if (samples.length === 0) throw new IllegalOperationError('该订单没有样本');
    const selected = selectSamples(samples, request);
    const { moving, refusals } = planStep(selected, request.step);
    if (refusals.length > 0) throw new IllegalOperationError(refusals.join('；'));
    const moved = samples.filter((sample) => moving.some((candidate) => candidate.id === sample.id));
    if (request.step === SampleProgressStep.QcDone) await assertQcRecorded(manager, moved);
    await assertAfterLastStep(manager, moved, occurredAt);

    const step = request.step;
    const before = new Map(moved.map((sample) => [sample.id, sample.progressStep]));
    await manager
      .getRepository(Sample)
      .update(
        { id: In(moved.map((sample) => sample.id)) },
        step === SampleProgressStep.Received ? { progressStep: step, receivedAt: occurredAt } : { progressStep: step },
      );
    await manager.getRepository(SampleProgressEvent).insert(
      moved.map((sample) => ({
        sampleId: sample.id,
        step,
        occurredAt,
        operatorId: actor.staff.staffId,
        operatorName: actor.staff.username,
      })),
    );
    for (const sample of moved) sample.progressStep = step;
    const records: AuditRecord[] = moved.map((sample) => ({
      action: step === SampleProgressStep.Received ? 'sample.receive' : 'sample.progress',
      targetType: 'sample',
      targetId: sample.codeNo,
      before: { progressStep: before.get(sample.id) ?? null },
      after: { progressStep: step, occurredAt: occurredAt.toISOString() },
    }));

    let orderStatus: number | null = null;
    if (order.status === OrderStatus.AwaitingSamples && allReceived(samples.map((sample) => sample.progressStep))) {
      const { transition } = await this.transitions.apply(manager, order.id, OrderEvent.ReceiveSamples, {
        type: 'staff',
        id: actor.staff.staffId,
      });
      orderStatus = transition.to;
      records.push({
        action: 'order.receive',
        targetType: 'order',
        targetId: order.orderNo,
        before: { status: transition.from },
        after: { status: transition.to },
      });
    }
    await this.audit.record(manager, actor, records);
    return { order, moved, occurredAt, orderStatus };
  }

  private async announce(recorded: Recorded, step: SampleProgressStepValue): Promise<void> {
    const { order, moved, occurredAt } = recorded;
    await this.bus.publish(order.memberId, {
      type: OrderLiveEventType.SampleProgress,
      orderNo: order.orderNo,
      occurredAt: occurredAt.toISOString(),
      step,
      stepLabel: SAMPLE_PROGRESS_LABELS[step],
      samples: moved.map((sample) => ({
        sampleId: sample.id,
        codeNo: sample.codeNo,
        sendTempCode: sample.sendTempCode,
      })),
    });
    if (recorded.orderStatus === OrderStatus.SamplesReceived) {
      await this.bus.publish(order.memberId, {
        type: OrderLiveEventType.OrderStatus,
        orderNo: order.orderNo,
        occurredAt: occurredAt.toISOString(),
        status: { id: OrderStatus.SamplesReceived, name: ORDER_STATUS_LABELS[OrderStatus.SamplesReceived] },
      });
    }
    await this.notifier.sampleStep(order, step, moved.length, occurredAt);
  }
}

/** The listed samples (all must belong to the order), or every sample for which this step is next. */
function selectSamples(samples: Sample[], request: ProgressRequest): Sample[] {
  if (request.sampleIds && request.sampleIds.length > 0) {
    const wanted = new Set(request.sampleIds);
    const selected = samples.filter((sample) => wanted.has(sample.id));
    if (selected.length !== wanted.size) throw new NotFoundError('样本不存在');
    return selected;
  }
  const ready = samples.filter((sample) => allowedNextSteps(sample.progressStep).includes(request.step));
  if (ready.length === 0) throw new IllegalOperationError(`没有可记录${SAMPLE_PROGRESS_LABELS[request.step]}的样本`);
  return ready;
}

/** The sample QC report is downloadable from QC done on, so there must be a result to put in it. */
async function assertQcRecorded(manager: EntityManager, samples: Sample[]): Promise<void> {
  const results = await manager.getRepository(SampleQcResult).find({
    where: { sampleId: In(samples.map((sample) => sample.id)) },
    select: { sampleId: true },
  });
  const recorded = new Set(results.map((result) => result.sampleId));
  const missing = samples.filter((sample) => !recorded.has(sample.id)).map((sample) => sample.codeNo);
  if (missing.length > 0) throw new IllegalOperationError(`请先录入样本${missing.join('、')}的质检结果`);
}

/** Steps happen in order, so their times do too. */
async function assertAfterLastStep(manager: EntityManager, samples: Sample[], occurredAt: Date): Promise<void> {
  const rows: Array<{ sample_id: number; last: Date }> = await manager.query(
    'SELECT sample_id, max(occurred_at) AS last FROM sample_progress_event WHERE sample_id = ANY($1) GROUP BY sample_id',
    [samples.map((sample) => sample.id)],
  );
  const late = rows.find((row) => new Date(row.last).getTime() > occurredAt.getTime());
  if (!late) return;
  const code = samples.find((sample) => sample.id === late.sample_id)?.codeNo ?? '';
  throw new UserInputError(`记录时间不能早于样本${code}的上一步时间`);
}
