import type { QualityReportRow } from '../entities/content.js';
import { QC_REPORT_COLUMN_TITLES } from './form-messages.js';

const COLUMN_KEYS = Object.keys(QC_REPORT_COLUMN_TITLES) as ReadonlyArray<keyof QualityReportRow>;

/**
 * A quality report row's cells in the order of its columns (QC_REPORT_COLUMN_TITLES): the page and the PDF print
 * the same cells under the same titles, so a column added to the titles reaches both.
 */
export function qualityReportCells(row: QualityReportRow): string[] {
  return COLUMN_KEYS.map((key) => row[key]);
}
