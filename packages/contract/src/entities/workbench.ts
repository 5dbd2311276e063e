import type { ChartPeriodValue } from '../enums/workspace-filters.js';
import type { DateOnlyString, IsoDateString, MoneyString } from './common.js';
import type { SkuCount } from './orders.js';

export interface TodoItem {
  /** 订单, 样本 or another kind. */
  title: string;
  /** Carries the order number after a full-width colon, e.g. "订单号：SP2025...". */
  content1: string;
  content2: string;
  theDate: IsoDateString;
}

export interface ChartQuery {
  type: ChartPeriodValue;
  /** 'start~end', used when type is 0. */
  enterTime?: string;
}

export interface ChartRow {
  date: DateOnlyString;
  orderCount: number;
  sampleCount: number;
}

export interface PendingSampleRow {
  id: number;
  orderNo: string;
  sendTempCode: string;
  goodsName: string;
  createTime: IsoDateString;
  count: number;
}

export interface RecentPurchase {
  goodsImg: string;
  goodsId: number;
  goodsName: string;
  title: string;
  skuPrice: MoneyString;
}

export interface CustomProduct {
  id: number;
  name: string;
  count: number;
}

export interface ParseSampleExcelRequest {
  /** Storage path of the uploaded file, from 'coi' onwards. */
  Path: string;
}

export interface SampleParseError {
  msg: string;
}

export interface ParseSampleExcelResult {
  skuList: SkuCount[];
  /** Row errors; empty when the file parsed cleanly. */
  list: SampleParseError[];
}
