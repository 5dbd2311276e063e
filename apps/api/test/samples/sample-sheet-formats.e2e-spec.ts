import { readFileSync } from 'node:fs';
import { validateSampleInfo } from '@seqportal/contract';
import type ExcelJS from 'exceljs';
import { inspectXlsx } from '../../src/modules/samples/helpers/xlsx-guard.js';
import { readSampleSheet, sortCellErrors } from '../../src/modules/samples/helpers/sample-sheet-reader.js';
import { workbookBuffer } from './support/sheet-builder.js';

/*
 * The same sheet saved by two writers must read the same. library-sheet.libreoffice.xlsx was written by
 * LibreOffice Calc from library-sheet.rows.json (generate-libreoffice-fixture.mjs); it lays the zip out
 * differently from exceljs/Excel (workbook before relationships, sheets before shared strings, its own styles).
 */
const fixture = (name: string) => new URL(`./fixtures/${name}`, import.meta.url);
const source = JSON.parse(readFileSync(fixture('library-sheet.rows.json'), 'utf8')) as {
  sheets: Array<{ name: string; rows: ExcelJS.CellValue[][] }>;
};

async function read(buffer: Buffer) {
  await inspectXlsx(buffer, { maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 1000 });
  const sheet = await readSampleSheet(buffer, { maxRows: 5000 });
  const { value, errors } = validateSampleInfo(sheet.input);
  const located = [...sheet.errors, ...errors.map((error) => ({ ...sheet.locate(error), message: error.message }))];
  return {
    templateType: sheet.templateType,
    rowCount: sheet.rowCount,
    value,
    errors: sortCellErrors(located, sheet.sheets),
  };
}

describe('sample sheets from different writers', () => {
  it('reads the LibreOffice-saved sheet exactly like the exceljs-written original', async () => {
    const original = await read(await workbookBuffer(source.sheets));
    const libreOffice = await read(readFileSync(fixture('library-sheet.libreoffice.xlsx')));
    expect(libreOffice).toEqual(original);
  });

  it("reports the LibreOffice sheet's errors with their rows and columns", async () => {
    const { errors, rowCount, value } = await read(readFileSync(fixture('library-sheet.libreoffice.xlsx')));
    expect(rowCount).toBe(5);
    expect(errors).toEqual([
      { sheet: '文库信息', row: 3, column: 'L', title: 'i7 index', message: 'i7 index格式不正确' },
      { sheet: '文库信息', row: 5, column: 'F', title: '管数', message: '管数不能为空' },
    ]);
    expect(value.wkList[1]).toMatchObject({
      name: '肝脏-02',
      weight: 3.75,
      isLan: true,
      zwkList: [{ type: 'Hi-C文库' }],
    });
    expect(value.lanList).toEqual([{ lanId: 'L20250101-1', wkName: 'LIB-02', num: 1, phix: 1 }]);
  });
});
