import { orderDatePrefix } from '../../orders/helpers/order-numbers.js';

/** Digits of the sequence part; the codes grow a digit after a million samples, and stay unique. */
const SEQUENCE_DIGITS = 6;

export interface SampleCodes {
  /** The sample centre's code, e.g. SC251121000123. */
  codeNo: string;
  /** The tube's code, e.g. TW251121000123 (library) or TY251121000123 (biological sample). */
  sendTempCode: string;
}

/**
 * Both codes of a sample from one number of the sample_code_seq sequence and the business date. Unique because
 * the sequence is; upper-case letters and digits only, so they print as Code 128 barcodes and read back
 * unambiguously from a scanner or a phone call.
 */
export function sampleCodes(sequence: number, kind: 'yb' | 'wk', createdAt: Date, timeZone: string): SampleCodes {
  // The order number's business date (YYYYMMDD, a cached formatter: a sheet saves thousands of samples at once).
  const date = orderDatePrefix(createdAt, timeZone).slice(2);
  const number = String(sequence).padStart(SEQUENCE_DIGITS, '0');
  return { codeNo: `SC${date}${number}`, sendTempCode: `T${kind === 'wk' ? 'W' : 'Y'}${date}${number}` };
}
