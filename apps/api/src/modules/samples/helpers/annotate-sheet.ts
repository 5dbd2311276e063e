import type { ContractSheetRow } from '@seqportal/contract';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import type { SheetCellError } from './sample-sheet-reader.js';

export const STATUS_TITLE = '校验结果';
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
const OK_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF006100' } };
const ERROR_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF9C0006' }, bold: true };

/**
 * The uploaded workbook with its errors marked: each error cell filled red with the reasons as its comment, and
 * a status column (校验结果) after the last column of every sample sheet: 通过 or the row's reasons.
 */
export async function annotateWorkbook(
  buffer: Buffer,
  rows: readonly ContractSheetRow[],
  errors: readonly SheetCellError[],
): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const byCell = new Map<string, { sheet: string; address: string; messages: string[] }>();
  for (const error of errors) {
    if (error.row <= 0 || error.column === '') continue;
    const key = `${error.sheet}!${error.column}${error.row}`;
    const entry = byCell.get(key) ?? { sheet: error.sheet, address: `${error.column}${error.row}`, messages: [] };
    entry.messages.push(error.message);
    byCell.set(key, entry);
  }
  for (const { sheet, address, messages } of byCell.values()) {
    const worksheet = workbook.getWorksheet(sheet);
    if (!worksheet) continue;
    const cell = worksheet.getCell(address);
    cell.fill = ERROR_FILL;
    cell.note = { texts: [{ text: messages.join('\n') }], editAs: 'absolute' } as ExcelJS.Comment;
  }

  const statusByRow = new Map<string, Map<number, string[]>>();
  for (const row of rows) {
    const sheetRows = statusByRow.get(row.sheet) ?? new Map<number, string[]>();
    statusByRow.set(row.sheet, sheetRows);
    if (!sheetRows.has(row.row)) sheetRows.set(row.row, []);
    for (const error of row.errors) {
      const at = error.row > 0 ? error.row : row.row;
      sheetRows.set(at, [...(sheetRows.get(at) ?? []), `${error.column}列 ${error.message}`]);
    }
  }
  for (const [sheet, sheetRows] of statusByRow) {
    const worksheet = workbook.getWorksheet(sheet);
    if (!worksheet || sheetRows.size === 0) continue;
    const statusColumn = worksheet.columnCount + 1;
    const firstDataRow = Math.min(...sheetRows.keys());
    const headerRow = headerRowOf(worksheet, firstDataRow);
    const header = worksheet.getRow(headerRow).getCell(statusColumn);
    header.value = STATUS_TITLE;
    header.font = { bold: true };
    worksheet.getColumn(statusColumn).width = 40;
    for (const [rowNumber, messages] of sheetRows) {
      const cell = worksheet.getRow(rowNumber).getCell(statusColumn);
      cell.value = messages.length === 0 ? '通过' : `错误：${messages.join('；')}`;
      cell.font = messages.length === 0 ? OK_FONT : ERROR_FONT;
      if (messages.length > 0) cell.fill = ERROR_FILL;
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The title row: the fullest row above the first data row (the templates put it first, before an example row). */
function headerRowOf(worksheet: ExcelJS.Worksheet, firstDataRow: number): number {
  let best = 1;
  let bestCount = -1;
  for (let number = 1; number < Math.min(firstDataRow, 6); number += 1) {
    const count = worksheet.getRow(number).actualCellCount;
    if (count > bestCount) {
      best = number;
      bestCount = count;
    }
  }
  return best;
}
