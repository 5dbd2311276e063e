import type { SampleProgressStepValue } from '../enums/sample-progress.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { IsoDateString } from './common.js';
import type { OrderGoods } from './orders.js';
import type { LaneRequest } from './sample-info.js';

export interface SampleCentreRow {
  codeNo: string;
  type: string;
  /** The client splits it on 'T' into date and time. */
  createTime: IsoDateString;
  schedule: string;
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
}

export interface SampleListQuery {
  pageIndex: number;
  status?: string;
  keyWords?: string;
  /** 'start~end'; a missing end is filled with 2000-01-01 or 3000-12-31. */
  enterTime?: string;
}

/** Fill-ins for an open-ended enterTime range (spec part 1 section 7). */
export const ENTER_TIME_OPEN_START = '2000-01-01';
export const ENTER_TIME_OPEN_END = '3000-12-31';

export interface SampleDetailQuery {
  codeNo: string;
}

export interface ScheduleEntry {
  scheduleTime: IsoDateString;
  complateNum: number;
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
] as const;

/** A customer may show at most this many custom columns. */
export const MAX_CUSTOM_SAMPLE_COLUMNS = 5;

export interface SampleColumn {
  key: string;
  title: string;
}
