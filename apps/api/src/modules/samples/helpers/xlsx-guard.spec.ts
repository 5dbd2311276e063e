import ExcelJS from 'exceljs';
import { buildZip, deflateRepeated, minimalWorkbookParts } from '../../../../test/samples/support/zip-builder.js';
import { inspectXlsx, XlsxGuardError, type XlsxGuardReason } from './xlsx-guard.js';

const LIMITS = { maxUncompressedBytes: 64 * 1024 * 1024, maxEntries: 1000 };
const SHEET = '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>';

async function reasonOf(promise: Promise<unknown>): Promise<XlsxGuardReason | 'passed'> {
  try {
    await promise;
    return 'passed';
  } catch (error) {
    if (error instanceof XlsxGuardError) return error.reason;
    throw error;
  }
}

describe('inspectXlsx', () => {
  it('passes a workbook written by exceljs and reports what it inflates to', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('文库信息').addRow(['产品编码', '样本名称']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const inspection = await inspectXlsx(buffer, LIMITS);
    expect(inspection.entries.map((entry) => entry.name)).toContain('xl/workbook.xml');
    expect(inspection.uncompressedBytes).toBeGreaterThan(buffer.length);
  });

  it('refuses a file that is not a zip', async () => {
    expect(await reasonOf(inspectXlsx(Buffer.from('%PDF-1.7 not a workbook'), LIMITS))).toBe('not-zip');
    expect(await reasonOf(inspectXlsx(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), LIMITS))).toBe('not-zip');
  });

  it('refuses a zip that holds no workbook', async () => {
    const zip = buildZip([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    expect(await reasonOf(inspectXlsx(zip, LIMITS))).toBe('not-xlsx');
  });

  it('refuses a bomb whose headers honestly declare 200 MB, without inflating it', async () => {
    const bomb = await deflateRepeated(200 * 1024 * 1024);
    const zip = buildZip([...minimalWorkbookParts(SHEET), { name: 'xl/worksheets/sheet2.xml', deflated: bomb }]);
    expect(zip.length).toBeLessThan(1024 * 1024);
    expect(await reasonOf(inspectXlsx(zip, LIMITS))).toBe('too-large');
  });

  it('stops inflating a bomb that declares less than it holds, with memory staying bounded', async () => {
    const bomb = await deflateRepeated(300 * 1024 * 1024);
    const zip = buildZip([
      ...minimalWorkbookParts(SHEET),
      { name: 'xl/worksheets/sheet2.xml', deflated: bomb, declaredSize: 60 * 1024 * 1024 },
    ]);
    const before = process.memoryUsage().rss;
    expect(await reasonOf(inspectXlsx(zip, LIMITS))).toBe('too-large');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses an entry hidden from the central directory (a streaming reader would still inflate it)', async () => {
    const zip = buildZip(minimalWorkbookParts(SHEET), [{ name: 'xl/media/hidden.bin', data: Buffer.alloc(100) }]);
    expect(await reasonOf(inspectXlsx(zip, LIMITS))).toBe('not-zip');
  });

  it('refuses more entries than the limit', async () => {
    const extra = Array.from({ length: 20 }, (_, i) => ({ name: `xl/extra${i}.xml`, data: Buffer.from('x') }));
    const zip = buildZip([...minimalWorkbookParts(SHEET), ...extra]);
    expect(await reasonOf(inspectXlsx(zip, { ...LIMITS, maxEntries: 10 }))).toBe('too-large');
  });

  it('refuses compression methods other than store and deflate', async () => {
    const zip = buildZip(minimalWorkbookParts(SHEET));
    // Method field of the first central directory record: patch deflate (8) to bzip2 (12).
    const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    zip.writeUInt16LE(12, central + 10);
    expect(await reasonOf(inspectXlsx(zip, LIMITS))).toBe('unsupported');
  });
});
