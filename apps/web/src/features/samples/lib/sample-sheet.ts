import type { OrderSampleProduct, SampleInfoLists, SkuCount } from '@seqportal/contract';
import { readStored, useStored, writeStored } from './sample-sheet-store';
import type { CollisionLine } from './draft-collisions';
import type { SampleDraft } from './sample-draft';

/** One problem of an imported sheet, where the spreadsheet shows it. */
export interface SheetError {
  /** Worksheet name (文库信息, Lane信息, 样本信息); null for the file as a whole. */
  sheet: string | null;
  /** 1-based row of the worksheet. */
  row: number | null;
  /** Column letter, e.g. 'L'. */
  column: string | null;
  /** Column title, e.g. 'i7 index'. */
  title: string | null;
  message: string;
}

/**
 * The uploaded sample sheet on its way to an order (spec part 2 section 4, "sampleInfo"): the parse result,
 * the rows the customer edits in /sample_input, and the contract chosen in /sample_info_config.
 */
export interface SampleSheetState {
  fileName: string;
  skuList: SkuCount[];
  errors: SheetError[];
  /** The rows as parsed, also when some of them have errors: the customer fixes them in the table. */
  lists: Partial<SampleInfoLists>;
  /** The edited tables, once /sample_input has been opened. */
  draft: SampleDraft | null;
  /** null orders from the sample sheet (propertyType 0) without a contract. */
  contractId: number | null;
  /** The server's collision report of the last refused submission, shown in /sample_input. */
  collisions?: CollisionLine[];
  /** The sheet's products by name and code, as ParseSampleExcel named them (absent in sheets stored before). */
  products?: OrderSampleProduct[];
}

function isSheetState(value: unknown): value is SampleSheetState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<SampleSheetState>;
  return typeof state.fileName === 'string' && Array.isArray(state.skuList) && Array.isArray(state.errors);
}

export function readSampleSheet(): SampleSheetState | null {
  return readStored(isSheetState);
}

export function useSampleSheet(): SampleSheetState | null {
  return useStored(isSheetState);
}

export function saveSampleSheet(state: SampleSheetState): void {
  writeStored(state);
}

export function updateSampleSheet(change: Partial<SampleSheetState>): void {
  const current = readSampleSheet();
  if (current) writeStored({ ...current, ...change });
}

/** Completing the order clears the sheet (spec part 2 section 4), so the workbench starts afresh. */
export function clearSampleSheet(): void {
  writeStored(null);
}
