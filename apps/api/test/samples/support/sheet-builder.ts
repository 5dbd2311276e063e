import ExcelJS from 'exceljs';
import {
  BIOLOGICAL_SHEET,
  LANE_SHEET,
  LIBRARY_SHEET,
} from '../../../src/modules/samples/helpers/sample-sheet-layout.js';

export type SheetRow = ReadonlyArray<ExcelJS.CellValue>;

export interface SheetSpec {
  name: string;
  rows: readonly SheetRow[];
}

/** The column titles of the templates, in template order. */
export const LIBRARY_TITLES = LIBRARY_SHEET.columns.map((column) => column.title);
export const LANE_TITLES = LANE_SHEET.columns.map((column) => column.title);
export const BIOLOGICAL_TITLES = BIOLOGICAL_SHEET.columns.map((column) => column.title);

/** A workbook as exceljs writes it (the way Excel lays out a file: sheets first, shared strings after). */
export async function workbookBuffer(sheets: readonly SheetSpec[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    for (const row of spec.rows) sheet.addRow([...row]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * Library rows in template column order: skuCode, name, wkName, type, species, num, weight, dataSize, isLan,
 * zwkName, zwk type, i7, i5.
 */
export function libraryRow(
  wkName: string,
  zwkName: string,
  i7: string,
  i5: string,
  overrides: Partial<
    Record<
      'skuCode' | 'name' | 'type' | 'species' | 'num' | 'weight' | 'dataSize' | 'isLan' | 'zwkType',
      ExcelJS.CellValue
    >
  > = {},
): SheetRow {
  return [
    overrides.skuCode ?? 'LIB-NOVA-10G',
    overrides.name ?? `${wkName}-样本`,
    wkName,
    overrides.type ?? 'DNA文库',
    overrides.species ?? '人',
    overrides.num ?? 1,
    overrides.weight ?? 5.2,
    overrides.dataSize ?? 10,
    overrides.isLan ?? '否',
    zwkName,
    overrides.zwkType ?? '双index文库',
    i7,
    i5,
  ];
}
