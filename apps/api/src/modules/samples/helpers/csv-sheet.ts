import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import { columnKey, matchHeader } from './sample-sheet-layout.js';

/*
 * A batch sheet saved as CSV (one sheet: 样本信息 or 文库信息, under the template's header) turned into the
 * workbook the sheet reader takes, so a CSV is checked, capped and annotated exactly like an xlsx.
 */

export class CsvSheetError extends Error {}

/** No NUL bytes in the first 8 KB: a text file, not a renamed binary. */
export function looksLikeText(content: Buffer): boolean {
  return content.length > 0 && !content.subarray(0, 8192).includes(0);
}

/**
 * The CSV's text. Excel's "CSV UTF-8" writes UTF-8 with a BOM; a plain "CSV" saved by a Chinese Excel is GB18030
 * (GBK), which is read as such when the bytes are not valid UTF-8.
 */
export function decodeCsv(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('gb18030').decode(content);
  }
}

/** RFC 4180 fields: comma separated, double quotes around fields with commas, quotes or line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new CsvSheetError('CSV文件中的引号未闭合');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const NUMBER = /^\d+(\.\d+)?$/;

/**
 * The workbook of a CSV batch sheet: one worksheet named after the template sheet its header matches. Cells stay
 * text (a sample named 001 keeps its zeros) except in the template's number columns, which Excel would store as
 * numbers too. `maxRows` stops a huge file before it is built (the reader applies the exact cap afterwards).
 */
export async function csvToWorkbook(content: Buffer, maxRows: number): Promise<Buffer> {
  const rows = parseCsv(decodeCsv(content).replace(/^\uFEFF/, ''));
  const headerIndex = rows.findIndex((cells) => matchHeader(cells) !== null);
  const header = headerIndex >= 0 ? matchHeader(rows[headerIndex]!) : null;
  if (rows.length > maxRows + headerIndex + 2) throw new CsvSheetError(`样本表最多${maxRows}行，请拆分后分批上传`);
  const numberColumns = new Set<number>();
  if (header) {
    for (const column of header.layout.columns) {
      const position = header.positions.get(columnKey(column.list, column.field.key));
      if (column.field.kind === 'number' && position !== undefined) numberColumns.add(position - 1);
    }
  }
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(header?.layout.name ?? 'Sheet1');
  rows.forEach((cells, index) => {
    sheet.addRow(
      cells.map((cell, column) => {
        const value = cell.trim();
        return index > headerIndex && numberColumns.has(column) && NUMBER.test(value) ? Number(value) : value;
      }),
    );
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
