import type ExcelJS from 'exceljs';
import { lazyLibrary } from './lazy-library.js';

/** exceljs, loaded by the first call that reads or writes a workbook rather than at start-up. */
const exceljs = lazyLibrary<typeof ExcelJS>('exceljs', async () => (await import('exceljs')).default);

export function loadExcelJs(): Promise<typeof ExcelJS> {
  return exceljs.load();
}
