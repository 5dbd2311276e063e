import {
  formatMoney,
  type BiologicalSample,
  type ContractSheetCellError,
  type ContractSheetRow,
  type LaneRequest,
  type LibrarySample,
  type SkuCount,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { CheckedSheet } from './sample-sheet-analysis.js';
import type { SheetCellError } from './sample-sheet-reader.js';

/** A product code of the sheet as the contract sees it. */
export interface ContractSku {
  skuId: number;
  goodsName: string;
  /** The contract price; null when the contract does not cover the SKU. */
  unitPrice: string | null;
}

export interface ContractSheetRows {
  rows: ContractSheetRow[];
  otherErrors: ContractSheetCellError[];
  validTotal: string;
  order: { skuList: SkuCount[]; ybList: BiologicalSample[]; wkList: LibrarySample[]; lanList: LaneRequest[] };
}

const rowKey = (sheet: string, row: number) => `${sheet}\u0000${row}`;

/**
 * Duplicates within the sheet: a biological sample name used twice, a sub-library name used twice (across the
 * libraries, since sub-library names identify the data delivered). Reported at the later row.
 */
export function duplicateErrors(checked: CheckedSheet): SheetCellError[] {
  const errors: SheetCellError[] = [];
  const seenSamples = new Map<string, number>();
  checked.value.ybList.forEach((row, index) => {
    const name = row.name.trim();
    if (name === '') return;
    const where = checked.sheet.locate({ list: 'yb', row: index, field: 'name' });
    const first = seenSamples.get(name);
    if (first === undefined) seenSamples.set(name, where.row);
    else errors.push({ ...where, message: `样本名称${name}与第${first}行重复` });
  });
  const seenSubs = new Map<string, number>();
  checked.value.wkList.forEach((library, wkRow) => {
    library.zwkList.forEach((zwk, row) => {
      const name = zwk.zwkName.trim();
      if (name === '') return;
      const where = checked.sheet.locate({ list: 'zwk', row, wkRow, field: 'zwkName' });
      const first = seenSubs.get(name);
      if (first === undefined) seenSubs.set(name, where.row);
      else errors.push({ ...where, message: `子文库名称${name}与第${first}行重复` });
    });
  });
  return errors;
}

/**
 * Sorts every error to the sample or library whose sheet rows it sits on, prices each row at the contract price,
 * and gathers the valid rows as a SubmitOrder request (lanes only for valid libraries).
 */
export function contractSheetRows(
  checked: CheckedSheet,
  errors: readonly SheetCellError[],
  skus: ReadonlyMap<string, ContractSku>,
): ContractSheetRows {
  const rows: ContractSheetRow[] = [];
  const owner = new Map<string, ContractSheetRow>();
  const { locate } = checked.sheet;
  const base = (code: string) => {
    const sku = skus.get(code.toUpperCase());
    return { skuCode: code, goodsName: sku?.goodsName ?? null, unitPrice: sku?.unitPrice ?? null };
  };
  checked.value.ybList.forEach((sample, index) => {
    const where = locate({ list: 'yb', row: index, field: 'skuCode' });
    const row: ContractSheetRow = {
      kind: 'yb',
      index,
      sheet: where.sheet,
      row: where.row,
      name: sample.name,
      ...base(sample.skuCode),
      status: 'ok',
      errors: [],
    };
    rows.push(row);
    owner.set(rowKey(where.sheet, where.row), row);
  });
  checked.value.wkList.forEach((library, index) => {
    const where = locate({ list: 'wk', row: index, field: 'wkName' });
    const row: ContractSheetRow = {
      kind: 'wk',
      index,
      sheet: where.sheet,
      row: where.row,
      name: library.wkName,
      ...base(library.skuCode),
      status: 'ok',
      errors: [],
    };
    rows.push(row);
    owner.set(rowKey(where.sheet, where.row), row);
    library.zwkList.forEach((_zwk, zwkRow) => {
      const at = locate({ list: 'zwk', row: zwkRow, wkRow: index, field: 'zwkName' });
      if (at.row > 0) owner.set(rowKey(at.sheet, at.row), row);
    });
  });
  const otherErrors: ContractSheetCellError[] = [];
  for (const error of errors) {
    const row = error.row > 0 ? owner.get(rowKey(error.sheet, error.row)) : undefined;
    const { sheet, row: at, column, title, message } = error;
    if (row) {
      row.errors.push({ sheet, row: at, column, title, message });
      row.status = 'error';
    } else otherErrors.push({ sheet, row: at, column, title, message });
  }
  rows.sort((a, b) => (a.sheet === b.sheet ? a.row - b.row : a.sheet < b.sheet ? -1 : 1));

  const valid = rows.filter((row) => row.status === 'ok');
  const counts = new Map<number, number>();
  let total = new Decimal(0);
  for (const row of valid) {
    const sku = skus.get(row.skuCode.toUpperCase());
    if (!sku || sku.unitPrice === null) continue;
    counts.set(sku.skuId, (counts.get(sku.skuId) ?? 0) + 1);
    total = total.plus(sku.unitPrice);
  }
  const ybList = valid.filter((row) => row.kind === 'yb').map((row) => checked.value.ybList[row.index]!);
  const wkList = valid.filter((row) => row.kind === 'wk').map((row) => checked.value.wkList[row.index]!);
  const libraries = new Set(wkList.map((library) => library.wkName));
  return {
    rows,
    otherErrors,
    validTotal: formatMoney(total.toFixed()),
    order: {
      skuList: [...counts].map(([skuId, count]) => ({ skuId, count })),
      ybList,
      wkList,
      lanList: checked.value.lanList.filter((lane) => libraries.has(lane.wkName)),
    },
  };
}
