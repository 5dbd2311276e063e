import type { SampleProgressStepValue } from '../enums/sample-progress.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { SampleErrorsBody } from '../rules/sample-validation.js';
import type { IsoDateString } from './common.js';
import type { OrderGoods } from './orders.js';
import type { LaneRequest } from './sample-info.js';

export interface SampleCentreRow {
  codeNo: string;
  type: string;
  /** The client splits it on 'T' into date and time. */
  createTime: IsoDateString;
  schedule: string;
  /** The tube's code (also printed as a barcode). */
  sendTempCode?: string;
  /** Sample name (样本名称). */
  name?: string;
  /** Library name, for libraries. */
  wkName?: string | null;
  orderNo?: string;
  goodsName?: string;
  templateType?: TemplateTypeValue;
  /** The step reached, null before the samples are sent. */
  step?: SampleProgressStepValue | null;
  /** The service's turnaround in working days from the lab's receipt. */
  turnaroundDays?: number;
  /** 预计交付 (YYYY-MM-DD): the receipt date plus the turnaround in working days; null until the lab receives it. */
  expectedDeliveryDate?: string | null;
}

export interface SampleRow {
  sendTempCode: string;
  goodsTitle: string;
  species: string;
  num: number;
  /** Requested data amount in G. */
  dataSize: number;
  templateType: TemplateTypeValue;
  zwkName: string;
  indexi7: string;
  indexi5: string;
  type: string;
  lanList: LaneRequest[];
  /** The sample this row belongs to (a library has one row per sub-library). */
  codeNo?: string;
  /** Sample name (样本名称) and, for libraries, the library name. */
  sampleName?: string;
  /**
   * The customer's own sample number (样本编号, e.g. YB-01) as submitted, shown beside the generated send code
   * (sendTempCode); '' when the customer gave none (libraries have none).
   */
  sampleNo?: string;
  wkName?: string | null;
  /** Code 128 barcode of sendTempCode as an SVG data URL, for printing. */
  barcodeImg?: string;
}

export interface SampleListQuery {
  pageIndex: number;
  /** A SampleProgressStep value, or SAMPLE_STATUS_NOT_SENT for samples not sent yet; empty for all. */
  status?: string;
  keyWords?: string;
  /** 'start~end'; a missing end is filled with 2000-01-01 or 3000-12-31. */
  enterTime?: string;
}

/** Fill-ins for an open-ended enterTime range (spec part 1 section 7). */
export const ENTER_TIME_OPEN_START = '2000-01-01';
export const ENTER_TIME_OPEN_END = '3000-12-31';

/** GetSampleList status filter for samples that have not reached any progress step yet. */
export const SAMPLE_STATUS_NOT_SENT = 'NOT_SENT';
export const SAMPLE_STATUS_NOT_SENT_LABEL = '待寄送';

export interface SampleDetailQuery {
  codeNo: string;
}

export interface ScheduleEntry {
  /** When the last sample reached the step; null while none has. */
  scheduleTime: IsoDateString | null;
  /** Samples that reached the step (legacy spelling). */
  complateNum: number;
  step?: SampleProgressStepValue;
  desc?: string;
}

export interface SampleSchedule {
  scheduleList: ScheduleEntry[];
  totalNum: number;
  orderNo: string;
}

export interface SampleDetail {
  schedule: SampleSchedule;
  goods: OrderGoods[];
  samples: SampleRow[];
}

/** One step of an order's sample progress; the client maps desc/schedule/date to name/status/scheduleTime. */
export interface OrderSampleScheduleItem {
  desc: string;
  step: SampleProgressStepValue;
  /** Samples that reached the step, e.g. "3/5". */
  schedule: string;
  date: IsoDateString | null;
}

export interface OrderSampleScheduleResponse {
  list: OrderSampleScheduleItem[];
  totalNum: number;
}

export interface ReportRow {
  id: number;
  libraryName: string;
  childName: string;
  createTime: IsoDateString;
  templateType: TemplateTypeValue;
  /** Data yield in G. */
  yields: number;
  reportType: string;
  qcPath: string;
}

export const SAMPLE_DETAIL_COLUMN_KEYS = [
  'sendTempCode',
  'templateType',
  'species',
  'num',
  'goodsName',
  'dataSize',
] as const;

export const SAMPLE_LIST_COLUMN_KEYS = [
  'sendTempCode',
  'createTime',
  'templateType',
  'goodsName',
  'schedule',
  'expectedDeliveryDate',
] as const;

/** A customer may show at most this many custom columns. */
export const MAX_CUSTOM_SAMPLE_COLUMNS = 5;

export interface SampleColumn {
  key: string;
  title: string;
}

/**
 * One pair of sub-libraries whose indexes the instrument could not tell apart (SubmitOrder, ModifyOrderSamples,
 * SaveSyncProduct answer code 400 with body `{ collisions }`). For a library of another customer only the lane
 * and the distance are given: its names stay private.
 */
export interface IndexCollisionReport {
  /** The lane both are booked on; null for two libraries of this order without a common lane booking. */
  lanId: string | null;
  /** The customer's sub-library of this submission. */
  sampleName: string;
  wkName: string;
  zwkName: string;
  /** Whose the other sub-library is: this submission, another order of the customer, or another customer. */
  otherScope: 'this-order' | 'own-order' | 'other-customer';
  otherSampleName: string | null;
  otherWkName: string | null;
  otherZwkName: string | null;
  otherOrderNo: string | null;
  /** The deciding distance (i7 + i5 for two dual-indexed libraries, else i7) and its parts. */
  distance: number;
  i7Distance: number;
  i5Distance: number | null;
  basis: 'i7' | 'pair';
  minDistance: number;
  message: string;
}

export interface IndexCollisionBody {
  collisions: IndexCollisionReport[];
}

/** What a refused sample submission carries: the rows that break the sample rules, or the index collisions. */
export type SampleSubmissionRefusal = SampleErrorsBody | IndexCollisionBody;
