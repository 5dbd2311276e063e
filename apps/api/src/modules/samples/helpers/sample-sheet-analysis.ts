import {
  DEFAULT_MIN_INDEX_DISTANCE,
  findIndexCollisions,
  validateSampleInfo,
  type I5OrientationValue,
  type SampleInfoLists,
} from '@seqportal/contract';
import { pooledIndexes, sharePool } from './pooled-indexes.js';
import { readSampleSheet, sortCellErrors, type SampleSheet, type SheetCellError } from './sample-sheet-reader.js';
import { inspectXlsx } from './xlsx-guard.js';

/*
 * The pure part of ParseSampleExcel, shared with the bench: zip guard, streaming read, the sample rules and
 * the index collision check within the sheet. Product codes are resolved by the service, which needs the
 * database.
 */

export interface SheetLimits {
  maxRows: number;
  maxUncompressedBytes: number;
  maxEntries: number;
}

export interface CheckedSheet {
  sheet: SampleSheet;
  value: SampleInfoLists;
  errors: SheetCellError[];
}

/** Guard, read and field rules. Throws XlsxGuardError or SheetTooLongError for files refused as a whole. */
export async function readAndCheckSheet(buffer: Buffer, limits: SheetLimits): Promise<CheckedSheet> {
  await inspectXlsx(buffer, { maxUncompressedBytes: limits.maxUncompressedBytes, maxEntries: limits.maxEntries });
  const sheet = await readSampleSheet(buffer, { maxRows: limits.maxRows });
  const { value, errors } = validateSampleInfo(sheet.input);
  const located = errors.map((error) => ({ ...sheet.locate(error), message: error.message }));
  return { sheet, value, errors: [...sheet.errors, ...located] };
}

/** Index collisions within the sheet, each reported at the i7 cell of the later sub-library. */
export function sheetCollisionErrors(
  checked: CheckedSheet,
  options: { orientation: I5OrientationValue | null; minDistance?: number },
): SheetCellError[] {
  const minDistance = options.minDistance ?? DEFAULT_MIN_INDEX_DISTANCE;
  const collisions = findIndexCollisions(pooledIndexes(checked.value), {
    orientation: options.orientation,
    minDistance,
    shareLane: sharePool,
  });
  return collisions.map(({ left, right, distance }) => {
    const where = checked.sheet.locate({ list: 'zwk', row: right.zwkRow, wkRow: right.wkRow, field: 'indexi7' });
    const other = checked.sheet.locate({ list: 'zwk', row: left.zwkRow, wkRow: left.wkRow, field: 'indexi7' });
    return {
      ...where,
      message: `子文库${right.zwkName}与第${other.row}行子文库${left.zwkName}的index冲突：相差${distance}个碱基，至少需要${minDistance}个`,
    };
  });
}

export { sortCellErrors };
