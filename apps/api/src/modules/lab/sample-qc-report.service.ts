import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DeliveryFileCategory, progressStepIndex, SampleProgressStep } from '@seqportal/contract';
import { DataSource, In } from 'typeorm';
import type { AppConfig } from '../../config/configuration.js';
import type { AuditActor } from '../../infra/audit/audit-log.service.js';
import { DeliveryFilesService } from '../delivery/delivery-files.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { Sample } from '../samples/entities/sample.entity.js';
import { SampleQcResult } from './entities/sample-qc-result.entity.js';
import { businessTime } from '../../common/time/business-time.js';
import { qcMeasurements } from './helpers/qc-values.js';
import {
  buildSampleQcReport,
  sampleQcReportFileName,
  type QcReportHeader,
  type QcReportRow,
} from './helpers/sample-qc-report.js';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The order's sample QC report (xlsx), built from the QC results of the samples that reached 质检完成 and stored
 * as the order's SAMPLE_QC delivery file, so that the quality layer and the order's delivery panel list it. It is
 * rebuilt whenever a sample reaches QC done or a result of such a sample is corrected.
 */
@Injectable()
export class SampleQcReportService {
  private readonly logger = new Logger(SampleQcReportService.name);
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly deliveryFiles: DeliveryFilesService,
    private readonly orders: OrderLookupService,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  /**
   * Rebuilds the report; answers false when no sample of the order has reached QC done yet. A failure is logged
   * and does not undo the lab's step (already committed): the next QC event rebuilds the report.
   */
  async refresh(actor: AuditActor, orderId: number): Promise<boolean> {
    try {
      return await this.build(actor, orderId);
    } catch (error) {
      this.logger.error(`Sample QC report of order ${orderId} not built: ${(error as Error).message}`);
      return false;
    }
  }

  private async build(actor: AuditActor, orderId: number): Promise<boolean> {
    const order = await this.orders.findAnyWith(orderId, {
      member: true,
      organisation: true,
      contract: true,
      goods: true,
    });
    const qcDone = progressStepIndex(SampleProgressStep.QcDone);
    const samples = (
      await this.dataSource.getRepository(Sample).find({ where: { orderId }, order: { id: 'ASC' } })
    ).filter((sample) => sample.progressStep !== null && progressStepIndex(sample.progressStep) >= qcDone);
    if (samples.length === 0) return false;
    const results = await this.dataSource
      .getRepository(SampleQcResult)
      .find({ where: { sampleId: In(samples.map((sample) => sample.id)) } });
    const bySample = new Map(results.map((result) => [result.sampleId, result]));
    const rows: QcReportRow[] = [];
    for (const sample of samples) {
      const result = bySample.get(sample.id);
      if (!result) continue;
      rows.push({
        sendTempCode: sample.sendTempCode,
        sampleNo: sample.sampleNo,
        sampleName: sample.name,
        sampleType: sample.type,
        ...qcMeasurements(result),
      });
    }
    if (rows.length === 0) return false;
    const last = <T>(values: T[]) => values[values.length - 1];
    const tested = results.filter((result) => result.testedAt).sort(byTime((result) => result.testedAt!));
    const reviewed = results.filter((result) => result.reviewedAt).sort(byTime((result) => result.reviewedAt!));
    const received = samples
      .map((sample) => sample.receivedAt)
      .filter((moment): moment is Date => moment !== null)
      .sort((a, b) => a.getTime() - b.getTime());
    const latest = last([...results].sort(byTime((result) => result.updatedAt)))!;
    const header: QcReportHeader = {
      projectName: [...new Set(order.goods.map((goods) => goods.goodsName))].join('、'),
      contractNo: order.contract?.contractNo ?? '',
      orderNo: order.orderNo,
      customerName: order.member.nickName,
      customerUnit: order.organisation?.name ?? '',
      internalProjectNo: order.orderNo,
      receivedOn: received[0] ? this.date(received[0]) : '',
      reportOn: this.date(new Date()),
      tester: latest.tester,
      testedOn: this.date(last(tested)?.testedAt ?? latest.updatedAt),
      reviewer: latest.reviewer,
      reviewedOn: last(reviewed)?.reviewedAt ? this.date(last(reviewed)!.reviewedAt!) : '',
    };
    const content = await buildSampleQcReport(header, rows);
    await this.deliveryFiles.storeGenerated(
      actor,
      {
        orderNo: order.orderNo,
        category: DeliveryFileCategory.SampleQc,
        fileName: sampleQcReportFileName(order.orderNo),
        contentType: XLSX_CONTENT_TYPE,
      },
      content,
    );
    return true;
  }

  private date(moment: Date): string {
    return businessTime(moment, this.timeZone).slice(0, 10);
  }
}

function byTime<T>(pick: (item: T) => Date) {
  return (a: T, b: T) => pick(a).getTime() - pick(b).getTime();
}
