import type { QcMeasurements } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { SampleQcResult } from '../entities/sample-qc-result.entity.js';

/**
 * Total amount (ng) of a QC row: as measured when given, else concentration (ng/μl) × volume (μl), rounded half-up
 * to the column's 3 decimals. Null when neither is available.
 */
export function totalAmount(
  given: number | null | undefined,
  concentration: number | null | undefined,
  volume: number | null | undefined,
): string | null {
  if (given !== null && given !== undefined)
    return new Decimal(given).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
  if (concentration === null || concentration === undefined || volume === null || volume === undefined) return null;
  return new Decimal(concentration).times(volume).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(3);
}

/** A NUMERIC column's text as a number for the wire (measurements, not money), or null. */
export function measurement(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A measurement to store: rounded half-up to the column's scale, as text so that no float error reaches the row. */
export function toColumn(value: number | null | undefined, scale: number): string | null {
  if (value === null || value === undefined) return null;
  return new Decimal(value).toDecimalPlaces(scale, Decimal.ROUND_HALF_UP).toFixed(scale);
}

/** A QC result's measurements and verdicts, as the lab's order view and the sample QC report both show them. */
export function qcMeasurements(result: SampleQcResult): QcMeasurements {
  return {
    concentration: measurement(result.concentration),
    volume: measurement(result.volume),
    totalAmount: measurement(result.totalAmount),
    qpcrConcentration: measurement(result.qpcrConcentration),
    od260280: measurement(result.od260280),
    rinDin: measurement(result.rinDin),
    libraryLength: result.libraryLength,
    totalGrade: result.totalGrade,
    qualityGrade: result.qualityGrade,
    remarks: result.remarks,
  };
}
