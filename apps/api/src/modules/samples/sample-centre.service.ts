import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  expectedDeliveryDate,
  SAMPLE_DETAIL_COLUMN_KEYS,
  SAMPLE_LIST_COLUMN_KEYS,
  SAMPLE_STATUS_NOT_SENT,
  sampleTypeLabel,
  type ListResponse,
  type OrderGoods as OrderGoodsView,
  type OrderSampleScheduleResponse,
  type SampleCentreRow,
  type SampleColumn,
  type SampleDetail,
  type SampleSchedule,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/configuration.js';
import { OrderGoods } from '../orders/entities/order-goods.entity.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';
import { barcodeDataUrl, loadBarcodes } from '../orders/helpers/barcode.js';
import { toGoodsView } from '../orders/helpers/order-view.js';
import { parseEnterTime } from './helpers/enter-time.js';
import {
  orderScheduleItems,
  scheduleEntries,
  scheduleLabel,
  summariseSteps,
  type ScheduleEvent,
  type ScheduleSample,
} from './helpers/sample-schedule.js';
import { goodsSamples, sampleRows } from './helpers/sample-views.js';
import { SampleRecords } from './sample-records.js';

export const SAMPLE_NOT_FOUND = '样本不存在';
export const SAMPLE_PAGE_SIZE = 10;
/** ScheduleList covers the customer's most recent orders with samples. */
const SCHEDULE_LIST_ORDERS = 20;

/** The sample centre's own code (codeNo) is the list's first column, 样本中心编号; the tube's code is 送样编号. */
const COLUMN_TITLES: Readonly<Record<string, string>> = {
  sendTempCode: '送样编号',
  createTime: '创建时间',
  templateType: '样本类型',
  goodsName: '产品名称',
  schedule: '样本进度',
  expectedDeliveryDate: '预计交付',
  species: '物种',
  num: '管数',
  dataSize: '数据量(G)',
};

export interface SampleListFilter {
  pageIndex: number;
  status?: string;
  keyWords?: string;
  enterTime?: string;
}

interface ListRow {
  code_no: string;
  send_temp_code: string;
  name: string;
  wk_name: string | null;
  progress_step: string | null;
  created_at: Date;
  received_at: Date | null;
  turnaround_days: number;
  order_no: string;
  goods_name: string;
  template_type: TemplateTypeValue;
  total: string;
}

/** LIKE patterns take the keyword literally. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The sample centre: the customer's samples, one sample's detail, and schedules built from the lab's events. */
@Injectable()
export class SampleCentreService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly records: SampleRecords,
    private readonly orders: OrderLookupService,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async list(customer: CustomerPrincipal, filter: SampleListFilter): Promise<ListResponse<SampleCentreRow>> {
    const range = parseEnterTime(filter.enterTime, this.timeZone);
    if (range && 'error' in range) throw new UserInputError(range.error);
    const keyword = filter.keyWords?.trim() ? likePattern(filter.keyWords.trim()) : null;
    const rows = await this.dataSource.query<ListRow[]>(
      `SELECT s.code_no, s.send_temp_code, s.name, s.wk_name, s.progress_step, s.created_at, s.received_at, o.order_no,
         og.goods_name, og.template_type, g.turnaround_days, count(*) OVER () AS total
       FROM sample s
       JOIN customer_order o ON o.id = s.order_id
       JOIN order_goods og ON og.id = s.order_goods_id
       JOIN sku k ON k.id = og.sku_id
       JOIN goods g ON g.id = k.goods_id
       WHERE o.member_id = $1
         AND ($2::text IS NULL OR ($2 = '${SAMPLE_STATUS_NOT_SENT}' AND s.progress_step IS NULL) OR s.progress_step = $2)
         AND ($3::text IS NULL OR s.code_no ILIKE $3 OR s.send_temp_code ILIKE $3 OR s.name ILIKE $3 OR s.wk_name ILIKE $3
              OR o.order_no ILIKE $3 OR og.goods_name ILIKE $3)
         AND ($4::timestamptz IS NULL OR s.created_at >= $4) AND ($5::timestamptz IS NULL OR s.created_at < $5)
       ORDER BY s.created_at DESC, s.id DESC
       LIMIT $6 OFFSET $7`,
      [
        customer.memberId,
        filter.status || null,
        keyword,
        range ? range.from : null,
        range ? range.to : null,
        SAMPLE_PAGE_SIZE,
        (filter.pageIndex - 1) * SAMPLE_PAGE_SIZE,
      ],
    );
    return {
      list: rows.map((row) => ({
        codeNo: row.code_no,
        type: sampleTypeLabel(row.template_type),
        createTime: row.created_at.toISOString(),
        schedule: scheduleLabel(row.progress_step),
        sendTempCode: row.send_temp_code,
        name: row.name,
        wkName: row.wk_name,
        orderNo: row.order_no,
        goodsName: row.goods_name,
        templateType: row.template_type,
        step: (row.progress_step as SampleCentreRow['step']) ?? null,
        turnaroundDays: row.turnaround_days,
        expectedDeliveryDate: row.received_at
          ? expectedDeliveryDate(row.received_at, row.turnaround_days, this.timeZone)
          : null,
      })),
      page: filter.pageIndex,
      pageSize: SAMPLE_PAGE_SIZE,
      totalCount: Number(rows[0]?.total ?? 0),
    };
  }

  /** One sample of the customer: its order's schedule, its order goods line and its rows (with barcodes). */
  async detail(customer: CustomerPrincipal, codeNo: string): Promise<SampleDetail> {
    const [found] = await this.dataSource.query<
      Array<{ id: number; order_id: number; order_goods_id: number; order_no: string }>
    >(
      `SELECT s.id, s.order_id, s.order_goods_id, o.order_no FROM sample s JOIN customer_order o ON o.id = s.order_id
       WHERE s.code_no = $1 AND o.member_id = $2`,
      [codeNo, customer.memberId],
    );
    if (!found) throw new NotFoundError(SAMPLE_NOT_FOUND);
    const [records, goods, schedule] = await Promise.all([
      this.records.byIds([found.id]),
      this.dataSource.getRepository(OrderGoods).findOneByOrFail({ id: found.order_goods_id }),
      this.schedules([found.order_id]),
      loadBarcodes(),
    ]);
    const rows = records.flatMap(sampleRows).map((row) => ({ ...row, barcodeImg: barcodeDataUrl(row.sendTempCode) }));
    const goodsView: OrderGoodsView = { ...toGoodsView(goods), sample: goodsSamples(goods.templateType, records) };
    return {
      schedule: schedule[0] ?? { scheduleList: [], totalNum: 0, orderNo: found.order_no },
      goods: [goodsView],
      samples: rows,
    };
  }

  /** GetOrderSampleSch: the six steps of an order's samples; another customer's order answers 404. */
  async orderSchedule(customer: CustomerPrincipal, orderNo: string): Promise<OrderSampleScheduleResponse> {
    const order = await this.orders.findOwned(customer.memberId, { orderNo });
    const { samples, events } = await this.progressOf([order.id]);
    return { list: orderScheduleItems(summariseSteps(samples, events), samples.length), totalNum: samples.length };
  }

  /** ScheduleList: the schedules of the customer's most recent orders that have samples. */
  async scheduleList(customer: CustomerPrincipal): Promise<SampleSchedule[]> {
    const orders = await this.dataSource.query<Array<{ id: number }>>(
      `SELECT o.id FROM customer_order o
       WHERE o.member_id = $1 AND EXISTS (SELECT 1 FROM sample s WHERE s.order_id = o.id)
       ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      [customer.memberId, SCHEDULE_LIST_ORDERS],
    );
    return this.schedules(orders.map((order) => order.id));
  }

  columns(kind: 'list' | 'detail'): SampleColumn[] {
    const keys = kind === 'list' ? SAMPLE_LIST_COLUMN_KEYS : SAMPLE_DETAIL_COLUMN_KEYS;
    return keys.map((key) => ({ key, title: COLUMN_TITLES[key] ?? key }));
  }

  private async schedules(orderIds: readonly number[]): Promise<SampleSchedule[]> {
    if (orderIds.length === 0) return [];
    const [{ samples, events }, orderNo] = await Promise.all([
      this.progressOf(orderIds),
      this.orders.numbersOf(orderIds),
    ]);
    return orderIds.map((orderId) => {
      const own = samples.filter((sample) => sample.orderId === orderId);
      const ids = new Set(own.map((sample) => sample.id));
      return {
        scheduleList: scheduleEntries(
          summariseSteps(
            own,
            events.filter((event) => ids.has(event.sampleId)),
          ),
        ),
        totalNum: own.length,
        orderNo: orderNo.get(orderId) ?? '',
      };
    });
  }

  private async progressOf(
    orderIds: readonly number[],
  ): Promise<{ samples: Array<ScheduleSample & { orderId: number }>; events: ScheduleEvent[] }> {
    const [samples, events] = await Promise.all([
      this.dataSource.query<Array<{ id: number; order_id: number; progress_step: string | null }>>(
        'SELECT id, order_id, progress_step FROM sample WHERE order_id = ANY($1::int[]) ORDER BY id',
        [orderIds],
      ),
      this.dataSource.query<Array<{ sample_id: number; step: string; occurred_at: Date }>>(
        `SELECT e.sample_id, e.step, e.occurred_at FROM sample_progress_event e JOIN sample s ON s.id = e.sample_id
         WHERE s.order_id = ANY($1::int[])`,
        [orderIds],
      ),
    ]);
    return {
      samples: samples.map((row) => ({ id: row.id, orderId: row.order_id, progressStep: row.progress_step })),
      events: events.map((row) => ({ sampleId: row.sample_id, step: row.step, occurredAt: row.occurred_at })),
    };
  }
}
