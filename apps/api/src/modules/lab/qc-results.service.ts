import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ORDER_STATUS_LABELS,
  progressStepIndex,
  SampleProgressStep,
  type LabActionResponse,
  type RecordQcRequest,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { IllegalOperationError, NotFoundError } from '../../common/errors/domain-errors.js';
import { AuditLogService, type AuditActor } from '../../infra/audit/audit-log.service.js';
import { Sample } from '../samples/entities/sample.entity.js';
import { SampleQcResult } from './entities/sample-qc-result.entity.js';
import { orderAcceptsProgress } from './helpers/progress-rules.js';
import { toColumn, totalAmount } from './helpers/qc-values.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { eventTime } from './lab-time.js';
import { SampleQcReportService } from './sample-qc-report.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

/**
 * Sample QC results, one row of the quality report per sample. A result may be corrected until the order is
 * completed; every version is in the audit log.
 */
@Injectable()
export class QcResultsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLogService,
    private readonly views: LabOrderViewService,
    private readonly qcReport: SampleQcReportService,
    private readonly orders: OrderLookupService,
  ) {}

  async record(actor: AuditActor, request: RecordQcRequest): Promise<LabActionResponse> {
    const testedAt = request.testedAt === undefined ? null : eventTime(request.testedAt);
    const reviewedAt = request.reviewedAt === undefined ? null : eventTime(request.reviewedAt);
    const { orderId, inReport } = await this.dataSource.transaction(async (manager) => {
      const found = await manager.getRepository(Sample).findOne({ where: { id: request.sampleId } });
      if (!found) throw new NotFoundError('样本不存在');
      // The order first, then the sample: the same lock order as the progress steps, so the two never deadlock.
      const order = await this.orders.lockAny(manager, { id: found.orderId });
      const sample = await manager
        .getRepository(Sample)
        .findOneOrFail({ where: { id: found.id }, lock: { mode: 'pessimistic_write' } });
      if (!orderAcceptsProgress(order.status)) {
        throw new IllegalOperationError(`订单当前为${ORDER_STATUS_LABELS[order.status]}，不能录入质检结果`);
      }
      if (sample.progressStep === null || sample.progressStep === 'SENT') {
        throw new IllegalOperationError(`样本${sample.codeNo}收样后才能录入质检结果`);
      }
      const repository = manager.getRepository(SampleQcResult);
      const existing = await repository.findOne({ where: { sampleId: sample.id } });
      const before = existing ? qcState(existing) : null;
      const row = existing ?? repository.create({ sampleId: sample.id });
      Object.assign(row, {
        concentration: toColumn(request.concentration, 3),
        volume: toColumn(request.volume, 3),
        totalAmount: totalAmount(request.totalAmount, request.concentration, request.volume),
        qpcrConcentration: toColumn(request.qpcrConcentration, 3),
        od260280: toColumn(request.od260280, 3),
        rinDin: toColumn(request.rinDin, 1),
        libraryLength: request.libraryLength ?? null,
        totalGrade: request.totalGrade,
        qualityGrade: request.qualityGrade,
        remarks: request.remarks?.trim() ?? '',
        tester: request.tester.trim(),
        reviewer: request.reviewer?.trim() ?? '',
        testedAt,
        reviewedAt,
        recordedById: actor.staff.staffId,
        recordedByName: actor.staff.username,
      });
      const saved = await repository.save(row);
      await this.audit.record(manager, actor, [
        { action: 'sample.qc', targetType: 'sample', targetId: sample.codeNo, before, after: qcState(saved) },
      ]);
      const inReport = progressStepIndex(sample.progressStep) >= progressStepIndex(SampleProgressStep.QcDone);
      return { orderId: order.id, inReport };
    });
    // A correction of a sample already in the report reaches the customer's copy too.
    if (inReport) await this.qcReport.refresh(actor, orderId);
    return { changed: 1, order: await this.views.view(orderId) };
  }
}

function qcState(result: SampleQcResult): Record<string, unknown> {
  return {
    concentration: result.concentration,
    volume: result.volume,
    totalAmount: result.totalAmount,
    qpcrConcentration: result.qpcrConcentration,
    od260280: result.od260280,
    rinDin: result.rinDin,
    libraryLength: result.libraryLength,
    totalGrade: result.totalGrade,
    qualityGrade: result.qualityGrade,
    remarks: result.remarks,
    tester: result.tester,
    reviewer: result.reviewer,
  };
}
