import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AnalysisStatus,
  DeliveryFileCategory,
  ORDER_STATUS_LABELS,
  OrderLiveEventType,
  type AdminAnalysisList,
  type AnalysisRecord,
  type AnalysisStatusValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { IllegalOperationError } from '../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor } from '../../infra/audit/audit-log.service.js';
import { OrderEventsBus } from '../../infra/events/order-events.bus.js';
import { ProgressNotifier } from '../notifications/settings/progress-notifier.service.js';
import { OrderEvent } from '../orders/helpers/order-state-machine.js';
import { OrderTransitionsService } from '../orders/order-transitions.service.js';
import { ANALYSIS_SELECT, findAnalysis, toRecord, type AnalysisRow } from './analysis-records.js';

const ADMIN_PAGE_SIZE = 20;

/** queued → running → done; each step moves the analysis order along (placed → in the lab → completed). */
const STEPS = {
  start: {
    from: AnalysisStatus.Queued,
    to: AnalysisStatus.Running,
    event: OrderEvent.ReceiveSamples,
    refusal: '只有排队中的分析可以开始',
  },
  complete: {
    from: AnalysisStatus.Running,
    to: AnalysisStatus.Done,
    event: OrderEvent.Complete,
    refusal: '只有分析中的分析可以完成',
  },
} as const;

/**
 * The staff side of analyses: the queue, starting and completing. Results are uploaded in between like any
 * delivery (AdminUploadDeliveryFile with the analysis order's number: the delivery bucket, the MD5 manifest and
 * the audit log); completing needs at least one result file, tells the customer and lets them download.
 */
@Injectable()
export class AnalysisAdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitionsService,
    private readonly audit: AuditLogService,
    private readonly bus: OrderEventsBus,
    private readonly notifier: ProgressNotifier,
  ) {}

  async list(status: string | undefined, page: number): Promise<AdminAnalysisList> {
    const rows = await this.dataSource.query<AnalysisRow[]>(
      `${ANALYSIS_SELECT} WHERE ($1::text IS NULL OR a.status = $1)
       ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [status || null, ADMIN_PAGE_SIZE, (page - 1) * ADMIN_PAGE_SIZE],
    );
    const [count] = await this.dataSource.query<Array<{ total: string }>>(
      'SELECT count(*) AS total FROM analysis_order WHERE ($1::text IS NULL OR status = $1)',
      [status || null],
    );
    return {
      list: rows.map(toRecord),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      totalCount: Number(count?.total ?? 0),
    };
  }

  start(actor: AuditActor, id: number): Promise<AnalysisRecord> {
    return this.step(actor, id, 'start');
  }

  complete(actor: AuditActor, id: number): Promise<AnalysisRecord> {
    return this.step(actor, id, 'complete');
  }

  private async step(actor: AuditActor, id: number, name: keyof typeof STEPS): Promise<AnalysisRecord> {
    const step = STEPS[name];
    const at = new Date();
    const row = await this.dataSource.transaction(async (manager) => {
      const analysis = await findAnalysis(manager, id, { lock: true });
      if (analysis.status !== step.from) throw new IllegalOperationError(step.refusal);
      if (name === 'complete') {
        const [files] = await manager.query<Array<{ count: string }>>(
          'SELECT count(*) AS count FROM delivery_file WHERE order_id = $1 AND category = $2',
          [analysis.order_id, DeliveryFileCategory.Data],
        );
        if (Number(files?.count ?? 0) === 0) throw new IllegalOperationError('请先上传分析结果，再完成分析');
      }
      await this.transitions.apply(manager, analysis.order_id, step.event, { type: 'staff', id: actor.staff.staffId });
      await manager.query(
        `UPDATE analysis_order SET status = $2::varchar, updated_at = $3,
           started_at = CASE WHEN $2::varchar = 'running' THEN $3 ELSE started_at END,
           done_at = CASE WHEN $2::varchar = 'done' THEN $3 ELSE done_at END
         WHERE id = $1`,
        [id, step.to, at],
      );
      await this.audit.record(manager, actor, [
        {
          action: `analysis.${name}`,
          targetType: 'analysis-order',
          targetId: analysis.order_no,
          before: { status: step.from },
          after: { status: step.to as AnalysisStatusValue },
        },
      ]);
      return findAnalysis(manager, id);
    });
    const orderStatus = name === 'start' ? 3 : 4;
    await this.bus.publish(row.member_id, {
      type: OrderLiveEventType.OrderStatus,
      orderNo: row.order_no,
      occurredAt: at.toISOString(),
      status: { id: orderStatus, name: ORDER_STATUS_LABELS[orderStatus] },
    });
    if (name === 'complete')
      await this.notifier.analysisCompleted({ orderNo: row.order_no, memberId: row.member_id }, row.goods_name, at);
    return toRecord(row);
  }
}
