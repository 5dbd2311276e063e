import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isSampleProgressStep,
  OrderStatus,
  progressStepIndex,
  SampleProgressStep,
  TemplateType,
  validateSampleInfo,
  type IndexCollisionBody,
  type OrderSampleInfo,
  type SampleFieldError,
  type SampleInfoInput,
  type SampleInfoLists,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { IllegalOperationError, UserInputError } from '../../common/errors/domain-errors.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { checkOrderCollisions, type BookedIndex } from './helpers/order-collisions.js';
import { SampleWriter, type PlannedSample } from './sample-writer.js';
import { samplesConfig, type SamplesConfig } from './samples.config.js';

export const SAMPLES_RECEIVED = '样本已接收，不能再修改样本信息';
export const ORDER_CANCELLED = '订单已取消，不能修改样本信息';

/** The order the sample information is saved for. */
export interface SampleOrderRef {
  id: number;
  memberId: number;
}

interface GoodsRow {
  id: number;
  sku_code: string;
  template_type: TemplateTypeValue;
  sequencing_platform: string | null;
}

interface BookedRow {
  lan_id: string;
  member_id: number;
  order_no: string;
  name: string;
  wk_name: string;
  zwk_name: string;
  index_i7: string;
  index_i5: string | null;
  sequencing_platform: string | null;
}

interface SubmittedSampleRow {
  kind: 'yb' | 'wk';
  sample_no: string;
  name: string;
  type: string;
  species: string;
  num: number;
  weight: number | null;
  wk_name: string | null;
  is_lan: boolean;
  sku_code: string;
  data_size: number | null;
  goods_id: number;
  goods_count: number;
  sub_libraries: Array<{ zwkName: string; indexi7: string; indexi5: string; type: string }>;
}

/** Body of a 400 for sample rows that break the rules: every error, for highlighting. */
export interface SampleErrorsBody {
  errors: SampleFieldError[];
}

/**
 * Sample information of an order (ybList, wkList, lanList): checked with the shared sample rules, mapped to the
 * order's goods by product code, checked for index collisions within the order and against every library already
 * booked on the same lanes, then written. SubmitOrder calls saveForNewOrder inside its transaction;
 * ModifyOrderSamples and SaveSyncProduct use modify.
 */
@Injectable()
export class SampleInfoService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
    private readonly writer: SampleWriter,
    private readonly orders: OrderLookupService,
  ) {}

  /** The SubmitOrder hook: nothing to do when the order comes without sample information. */
  async saveForNewOrder(
    manager: EntityManager,
    order: SampleOrderRef,
    input: SampleInfoInput,
    now: Date,
  ): Promise<void> {
    if (isEmpty(input)) return;
    await this.save(manager, order, input, now);
  }

  /** ModifyOrderSamples: replaces the order's sample information until the lab has received its samples. */
  async modify(customer: CustomerPrincipal, orderNo: string, input: SampleInfoInput): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const order = await this.orders.findOwned(customer.memberId, { orderNo }, { manager, lock: true });
      const locked = await this.lockedReason(manager, order);
      if (locked !== null) throw new IllegalOperationError(locked);
      await this.save(manager, { id: order.id, memberId: order.memberId }, input, new Date());
    });
  }

  /**
   * GetOrderSampleInfo: what was submitted, in the request's own shape, so that the page can open it for
   * editing; with whether ModifyOrderSamples would accept a change now and, if not, its message.
   */
  async lists(customer: CustomerPrincipal, orderNo: string): Promise<OrderSampleInfo> {
    const manager = this.dataSource.manager;
    const order = await this.orders.findOwned(customer.memberId, { orderNo });
    const samples = await manager.query<SubmittedSampleRow[]>(
      `SELECT s.kind, s.sample_no, s.name, s.type, s.species, s.num, s.weight::float8 AS weight, s.wk_name, s.is_lan,
              s.sku_code, s.data_size::float8 AS data_size, og.goods_id, og.goods_count,
              COALESCE((SELECT json_agg(json_build_object('zwkName', sl.zwk_name, 'indexi7', sl.index_i7,
                                                          'indexi5', COALESCE(sl.index_i5, ''), 'type', sl.type) ORDER BY sl.id)
                        FROM sub_library sl WHERE sl.sample_id = s.id), '[]') AS sub_libraries
       FROM sample s JOIN order_goods og ON og.id = s.order_goods_id
       WHERE s.order_id = $1 ORDER BY s.id`,
      [order.id],
    );
    const lanes = await manager.query<Array<{ lan_id: string; wk_name: string; num: number; phix: number }>>(
      'SELECT lan_id, wk_name, num, phix::float8 AS phix FROM lane_booking WHERE order_id = $1 ORDER BY id',
      [order.id],
    );
    // The products a row may name, so that the page offers them instead of asking for a typed 产品编码.
    const goods = await manager.query<
      Array<{ sku_code: string; goods_name: string; sku_name: string; template_type: string }>
    >('SELECT sku_code, goods_name, sku_name, template_type FROM order_goods WHERE order_id = $1 ORDER BY id', [
      order.id,
    ]);
    const lockedReason = await this.lockedReason(manager, order);
    return {
      orderNo,
      editable: lockedReason === null,
      lockedReason,
      products: goods.map((line) => ({
        skuCode: line.sku_code,
        goodsName: line.goods_name,
        skuName: line.sku_name,
        kind: line.template_type === TemplateType.Library ? 'wk' : 'yb',
      })),
      ybList: samples
        .filter((row) => row.kind === 'yb')
        .map((row) => ({
          no: row.sample_no,
          name: row.name,
          type: row.type,
          species: row.species,
          num: row.num,
          skuCode: row.sku_code,
        })),
      wkList: samples
        .filter((row) => row.kind === 'wk')
        .map((row) => ({
          goodsId: row.goods_id,
          goodsCount: row.goods_count,
          isLan: row.is_lan,
          name: row.name,
          skuCode: row.sku_code,
          num: row.num,
          species: row.species,
          type: row.type,
          weight: row.weight ?? 0,
          ...(row.data_size === null ? {} : { dataSize: row.data_size }),
          wkName: row.wk_name ?? '',
          zwkList: row.sub_libraries.map((sub) => ({ ...sub, wkName: row.wk_name ?? '' })),
        })),
      lanList: lanes.map((lane) => ({ lanId: lane.lan_id, wkName: lane.wk_name, num: lane.num, phix: lane.phix })),
    };
  }

  /** Why ModifyOrderSamples must refuse the order now (cancelled, or a sample received), or null while it may change. */
  private async lockedReason(manager: EntityManager, order: { id: number; status: number }): Promise<string | null> {
    if (order.status === OrderStatus.Cancelled) return ORDER_CANCELLED;
    if (order.status >= OrderStatus.SamplesReceived || (await this.anyReceived(manager, order.id)))
      return SAMPLES_RECEIVED;
    return null;
  }

  private async anyReceived(manager: EntityManager, orderId: number): Promise<boolean> {
    const rows = await manager.query<Array<{ received_at: Date | null; progress_step: string | null }>>(
      'SELECT received_at, progress_step FROM sample WHERE order_id = $1 AND (received_at IS NOT NULL OR progress_step IS NOT NULL)',
      [orderId],
    );
    const receivedIndex = progressStepIndex(SampleProgressStep.Received);
    return rows.some(
      (row) =>
        row.received_at !== null ||
        (row.progress_step !== null &&
          isSampleProgressStep(row.progress_step) &&
          progressStepIndex(row.progress_step) >= receivedIndex),
    );
  }

  private async save(manager: EntityManager, order: SampleOrderRef, input: SampleInfoInput, now: Date): Promise<void> {
    const subLibraries = (input.wkList ?? []).reduce<number>(
      (sum, row) =>
        sum +
        (Array.isArray((row as { zwkList?: unknown }).zwkList) ? (row as { zwkList: unknown[] }).zwkList.length : 0),
      0,
    );
    if (subLibraries > this.config.maxSubLibraries)
      throw new UserInputError(`子文库数量不能超过${this.config.maxSubLibraries}个`);
    const { value, errors } = validateSampleInfo(input);
    if (errors.length > 0)
      throw new UserInputError((errors[0] as SampleFieldError).message, { errors } satisfies SampleErrorsBody);

    const goods = await manager.query<GoodsRow[]>(
      `SELECT og.id, og.sku_code, og.template_type, g.sequencing_platform
       FROM order_goods og LEFT JOIN goods g ON g.id = og.goods_id WHERE og.order_id = $1 ORDER BY og.id`,
      [order.id],
    );
    const planned = planSamples(value, goods);

    const lanes = [...new Set(value.lanList.map((lane) => lane.lanId))].sort();
    // Two orders booking the same lane at once would each miss the other's libraries: one lane, one writer.
    for (const lanId of lanes)
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`seqportal:lane:${lanId}`]);
    const booked = lanes.length === 0 ? [] : await this.bookedOn(manager, lanes, order.id);
    const platforms = new Map(goods.map((row) => [row.sku_code, row.sequencing_platform]));
    const collisions = checkOrderCollisions({
      lists: value,
      platformOf: (skuCode) => platforms.get(skuCode) ?? null,
      booked,
      memberId: order.memberId,
      minDistance: this.config.minIndexDistance,
    });
    if (collisions.length > 0) {
      const first = collisions[0]?.message ?? '';
      const message = collisions.length > 1 ? `index冲突${collisions.length}处：${first}等` : `index冲突：${first}`;
      throw new UserInputError(message, { collisions } satisfies IndexCollisionBody);
    }
    await this.writer.replace(manager, order.id, planned, value.lanList, now);
  }

  /**
   * Sub-libraries booked on the lanes by orders still in progress (not completed, not cancelled), this order aside
   * (null: none aside, as for a batch sheet not yet ordered).
   */
  async bookedOn(manager: EntityManager, lanes: readonly string[], orderId: number | null): Promise<BookedIndex[]> {
    const rows = await manager.query<BookedRow[]>(
      `SELECT lb.lan_id, o.member_id, o.order_no, s.name, s.wk_name, sl.zwk_name, sl.index_i7, sl.index_i5, g.sequencing_platform
       FROM lane_booking lb
       JOIN customer_order o ON o.id = lb.order_id
       JOIN sample s ON s.id = lb.sample_id
       JOIN sub_library sl ON sl.sample_id = s.id
       JOIN order_goods og ON og.id = s.order_goods_id
       LEFT JOIN goods g ON g.id = og.goods_id
       WHERE lb.lan_id = ANY($1::text[]) AND lb.order_id <> $2 AND o.status = ANY($3::smallint[])
       ORDER BY lb.id, sl.id`,
      [lanes, orderId ?? -1, [OrderStatus.PendingPayment, OrderStatus.AwaitingSamples, OrderStatus.SamplesReceived]],
    );
    return rows.map((row) => ({
      lanId: row.lan_id,
      memberId: row.member_id,
      orderNo: row.order_no,
      sampleName: row.name,
      wkName: row.wk_name,
      zwkName: row.zwk_name,
      i7: row.index_i7,
      i5: row.index_i5,
      platform: row.sequencing_platform,
    }));
  }
}

function isEmpty(input: SampleInfoInput): boolean {
  return (input.ybList?.length ?? 0) === 0 && (input.wkList?.length ?? 0) === 0 && (input.lanList?.length ?? 0) === 0;
}

const KIND_MISMATCH: Record<'yb' | 'wk', (code: string) => string> = {
  yb: (code) => `产品编码${code}不是生物样本产品`,
  wk: (code) => `产品编码${code}不是文库产品`,
};

/** Each sample under the order goods of its product code; biological samples and libraries under their own kind. */
function planSamples(value: SampleInfoLists, goods: readonly GoodsRow[]): PlannedSample[] {
  const byCode = new Map(goods.map((row) => [row.sku_code.toUpperCase(), row]));
  const errors: SampleFieldError[] = [];
  const find = (list: 'yb' | 'wk', row: number, skuCode: string, expected: TemplateTypeValue): number => {
    const line = byCode.get(skuCode.toUpperCase());
    const message = !line
      ? `产品编码${skuCode}不在订单中`
      : line.template_type !== expected
        ? KIND_MISMATCH[list](skuCode)
        : null;
    if (message) errors.push({ list, row, field: 'skuCode', label: '产品编码', message });
    return line?.id ?? 0;
  };
  const planned: PlannedSample[] = [
    ...value.ybList.map((row, i): PlannedSample => ({
      kind: 'yb',
      orderGoodsId: find('yb', i, row.skuCode, TemplateType.Sample),
      row,
    })),
    ...value.wkList.map((row, i): PlannedSample => ({
      kind: 'wk',
      orderGoodsId: find('wk', i, row.skuCode, TemplateType.Library),
      row,
    })),
  ];
  if (errors.length > 0)
    throw new UserInputError((errors[0] as SampleFieldError).message, { errors } satisfies SampleErrorsBody);
  return planned;
}
