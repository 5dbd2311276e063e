import {
  ErrorCode,
  type OrderSampleProduct,
  type ParseSampleExcelResult,
  type SampleInfoLists,
  type SampleParseError,
  type SkuCount,
} from '@seqportal/contract';
import { apiRequest } from '@/lib/api-client';
import type { SheetError } from '../lib/sample-sheet';

export interface ParsedSheet {
  skuList: SkuCount[];
  errors: SheetError[];
  lists: Partial<SampleInfoLists>;
  /** The products the sheet names, by name and code (the 产品编码 select of /sample_input). */
  products: OrderSampleProduct[];
}

export type ParseOutcome =
  /** Parsed: clean when `errors` is empty, else the rows as read and what is wrong with them. */
  | { ok: true; sheet: ParsedSheet }
  /** The file was refused as a whole (size, format, zip bomb, row cap): its message, nothing to list. */
  | { ok: false; message: string };

export function toSheetError(error: SampleParseError): SheetError {
  return {
    sheet: error.sheet || null,
    // Row 0 is the whole file: no row to point at.
    row: error.row ? error.row : null,
    column: error.column || null,
    title: error.title || null,
    message: error.message || error.msg,
  };
}

function isResult(body: unknown): body is ParseSampleExcelResult {
  return typeof body === 'object' && body !== null && Array.isArray((body as Partial<ParseSampleExcelResult>).list);
}

/**
 * ParseSampleExcel on an uploaded sheet. A sheet with errors answers code 400 with the same body as a clean one
 * (the SKUs and rows as read, plus the error list with sheet, row and column), so the customer can fix the rows
 * in the table; a file refused as a whole answers a message only (spec part 2 section 8: "with no list, show
 * the message").
 */
export async function parseSampleExcel(path: string): Promise<ParseOutcome> {
  // Silent: errors are listed on /sample_info_error, a toast on top would repeat the first of them.
  const answer = await apiRequest<ParseSampleExcelResult | null>('ParseSampleExcel', {
    body: { Path: path },
    silent: true,
  });
  if (!isResult(answer.body) || (answer.code !== ErrorCode.Success && answer.body.list.length === 0)) {
    return { ok: false, message: answer.message || '文件解析失败' };
  }
  const body = answer.body;
  return {
    ok: true,
    sheet: {
      skuList: body.skuList ?? [],
      errors: body.list.map(toSheetError),
      lists: { ybList: body.ybList ?? [], wkList: body.wkList ?? [], lanList: body.lanList ?? [] },
      products: body.products ?? [],
    },
  };
}
