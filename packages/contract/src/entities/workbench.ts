import type { ChartPeriodValue } from '../enums/workspace-filters.js';
import type { DateOnlyString, IsoDateString, MoneyString } from './common.js';
import type { TemplateTypeValue } from '../enums/template-type.js';
import type { SkuCount } from './orders.js';
import type { BiologicalSample, LaneRequest, LibrarySample, OrderSampleProduct } from './sample-info.js';

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
  /** The day (YYYY-MM-DD); for the year view and long custom ranges the first day of the month (YYYY-MM-01). */
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
  /** The SKU bought, so that "buy again" opens /all_goods/detail?skuId= on the same specification. */
  skuId: number;
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
  /** The whole sentence, with sheet, row and column: what the legacy error layer lists. */
  msg: string;
  sheet?: string;
  /** 1-based row of the sheet; 0 for an error of the whole file. */
  row?: number;
  /** Column letter ('L'); '' when the column is missing. */
  column?: string;
  /** Column title (i7 index). */
  title?: string;
  /** The rule's message alone (i7 index格式不正确). */
  message?: string;
}

/**
 * ParseSampleExcel's body. A clean sheet answers code 0 with an empty `list`; a sheet with errors answers code
 * 400 with this body (the error layer lists `list`); a file refused as a whole (size, format, zip bomb, row cap)
 * answers 11001/11002/400 with a message and no body.
 */
export interface ParseSampleExcelResult {
  skuList: SkuCount[];
  /** Row errors; empty when the file parsed cleanly. */
  list: SampleParseError[];
  /** LIBRARY or SAMPLE from the sheets found; null when none. */
  templateType?: TemplateTypeValue | null;
  ybList?: BiologicalSample[];
  wkList?: LibrarySample[];
  lanList?: LaneRequest[];
  /** Data rows read (example rows skipped). */
  rowCount?: number;
  /** The products the sheet's rows name that exist, on sale and of the row's kind, for the 产品编码 select. */
  products?: OrderSampleProduct[];
}
