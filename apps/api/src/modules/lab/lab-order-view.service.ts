import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DELIVERY_FILE_CATEGORY_LABELS,
  DeliveryFileCategory,
  ORDER_STATUS_LABELS,
  OrderStatus,
  SAMPLE_PROGRESS_LABELS,
  type LabLookupResponse,
  type LabOrderView,
  type LabSampleView,
  type SampleQcResult as SampleQcResultView,
} from '@seqportal/contract';
import { DataSource, In, type EntityManager } from 'typeorm';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { DeliveryFile } from '../delivery/entities/delivery-file.entity.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { SampleProgressEvent } from '../samples/entities/sample-progress-event.entity.js';
import { Sample } from '../samples/entities/sample.entity.js';
import { SampleQcResult } from './entities/sample-qc-result.entity.js';
import { ExpressTracesService } from './express/express-traces.service.js';
import { allSequenced, progressLabel, suggestedNextStep } from './helpers/progress-rules.js';
import { qcMeasurements } from './helpers/qc-values.js';

export const CODE_NOT_FOUND = '未找到该条码对应的订单或样本';
const KIND_LABELS = { yb: '生物', wk: '文库' } as const;

/** What the lab console shows of an order, and the scanner lookup that leads to it. */
@Injectable()
export class LabOrderViewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly express: ExpressTracesService,
    private readonly orders: OrderLookupService,
  ) {}

  /**
   * A scanned or typed code: an order number, the order's sample-delivery barcode, a sample code or a tube code.
   * Blanks and line ends a scanner adds are trimmed; the codes are issued in upper case, so the scan is matched as
   * typed and upper-cased, which keeps the unique indexes in use.
   */
  async lookup(rawCode: string): Promise<LabLookupResponse> {
    const code = rawCode.trim();
    if (!code) throw new UserInputError('请输入或扫描订单号、样本编号');
    const variants = [...new Set([code, code.toUpperCase()])];
    const order = await this.orders.findByScan(variants);
    if (order) return { kind: 'order', orderNo: order.orderNo, sampleId: null, order: await this.view(order.id) };
    const sample = await this.dataSource.getRepository(Sample).findOne({
      where: [{ codeNo: In(variants) }, { sendTempCode: In(variants) }],
    });
    if (!sample) throw new NotFoundError(CODE_NOT_FOUND);
    const view = await this.view(sample.orderId);
    return { kind: 'sample', orderNo: view.orderNo, sampleId: sample.id, order: view };
  }

  async viewByNo(orderNo: string): Promise<LabOrderView> {
    const order = await this.orders.findAny({ orderNo: orderNo.trim() });
    return this.view(order.id);
  }

  async view(orderId: number, manager: EntityManager = this.dataSource.manager): Promise<LabOrderView> {
    const order = await this.orders.findAnyWith(orderId, { member: true, organisation: true }, manager);
    const samples = await manager.getRepository(Sample).find({
      where: { orderId },
      relations: { orderGoods: true },
      order: { id: 'ASC' },
    });
    const sampleIds = samples.map((sample) => sample.id);
    const [events, results, files, traces] = await Promise.all([
      sampleIds.length
        ? manager.getRepository(SampleProgressEvent).find({
            where: { sampleId: In(sampleIds) },
            order: { occurredAt: 'ASC', id: 'ASC' },
          })
        : Promise.resolve([]),
      sampleIds.length
        ? manager.getRepository(SampleQcResult).find({ where: { sampleId: In(sampleIds) } })
        : Promise.resolve([]),
      manager.getRepository(DeliveryFile).find({ where: { orderId }, order: { path: 'ASC' } }),
      this.express.tracesFor([orderId]),
    ]);
    const resultBySample = new Map(results.map((result) => [result.sampleId, result]));
    const sampleViews: LabSampleView[] = samples.map((sample) => ({
      id: sample.id,
      codeNo: sample.codeNo,
      sendTempCode: sample.sendTempCode,
      sampleNo: sample.sampleNo,
      name: sample.name,
      kind: KIND_LABELS[sample.kind],
      goodsName: sample.orderGoods.goodsName,
      progressStep: sample.progressStep,
      progressLabel: progressLabel(sample.progressStep),
      nextStep: suggestedNextStep(sample.progressStep),
      receivedAt: sample.receivedAt?.toISOString() ?? null,
      steps: events
        .filter((event) => event.sampleId === sample.id)
        .map((event) => ({
          step: event.step,
          label: SAMPLE_PROGRESS_LABELS[event.step],
          occurredAt: event.occurredAt.toISOString(),
          operatorName: event.operatorName,
        })),
      qc: qcView(sample, resultBySample.get(sample.id)),
    }));
    const hasData = files.some((file) => file.category === DeliveryFileCategory.Data);
    return {
      orderNo: order.orderNo,
      status: { id: order.status, name: ORDER_STATUS_LABELS[order.status] },
      memberName: order.member.nickName,
      orgName: order.organisation?.name ?? '',
      createTime: order.createdAt.toISOString(),
      samples: sampleViews,
      deliveryFiles: files.map((file) => ({
        id: file.id,
        fileName: file.fileName,
        category: file.category,
        categoryLabel: DELIVERY_FILE_CATEGORY_LABELS[file.category],
        size: Number(file.size),
        md5: file.md5,
        uploadedAt: file.updatedAt.toISOString(),
        uploadedBy: file.uploadedByName,
      })),
      express: traces.get(orderId) ?? null,
      canComplete:
        order.status === OrderStatus.SamplesReceived &&
        hasData &&
        allSequenced(samples.map((sample) => sample.progressStep)),
    };
  }
}

export function qcView(sample: Sample, result: SampleQcResult | undefined): SampleQcResultView | null {
  if (!result) return null;
  return {
    sampleId: sample.id,
    sampleCode: sample.codeNo,
    sampleName: sample.name,
    sampleType: sample.type,
    ...qcMeasurements(result),
    tester: result.tester,
    reviewer: result.reviewer,
    testedAt: result.testedAt?.toISOString() ?? null,
    reviewedAt: result.reviewedAt?.toISOString() ?? null,
    recordedBy: result.recordedByName,
    recordedAt: result.updatedAt.toISOString(),
  };
}
