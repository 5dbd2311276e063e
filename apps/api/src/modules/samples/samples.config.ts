import { registerAs, type ConfigType } from '@nestjs/config';
import { DEFAULT_MIN_INDEX_DISTANCE, SAMPLE_SHEET_MAX_BYTES, SAMPLE_SHEET_MAX_ROWS } from '@seqportal/contract';

/*
 * Limits of the sample module, from the environment:
 * - INDEX_MIN_DISTANCE: indexes on one lane must differ in at least this many bases (default 3: demultiplexing with
 *   one allowed mismatch);
 * - SAMPLE_SHEET_MAX_BYTES / SAMPLE_SHEET_MAX_ROWS: the upload cap and the rows one sheet may hold;
 * - SAMPLE_SHEET_MAX_UNCOMPRESSED_BYTES: what an .xlsx may inflate to (the zip-bomb guard), default 64 MB, about
 *   fifteen times what a full 5,000-row sheet needs.
 */

function integer(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`Invalid configuration:\n- ${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

export const samplesConfig = registerAs('samples', () => ({
  minIndexDistance: integer('INDEX_MIN_DISTANCE', DEFAULT_MIN_INDEX_DISTANCE, 1, 16),
  sheetMaxBytes: integer('SAMPLE_SHEET_MAX_BYTES', SAMPLE_SHEET_MAX_BYTES, 1024, 100 * 1024 * 1024),
  sheetMaxRows: integer('SAMPLE_SHEET_MAX_ROWS', SAMPLE_SHEET_MAX_ROWS, 1, 100_000),
  sheetMaxUncompressedBytes: integer(
    'SAMPLE_SHEET_MAX_UNCOMPRESSED_BYTES',
    64 * 1024 * 1024,
    1024 * 1024,
    1024 * 1024 * 1024,
  ),
  sheetMaxEntries: 1000,
  /** Sub-libraries in one submission, across its libraries. */
  maxSubLibraries: 20_000,
}));

export type SamplesConfig = ConfigType<typeof samplesConfig>;

/** "10MB" for the 11001 message. */
