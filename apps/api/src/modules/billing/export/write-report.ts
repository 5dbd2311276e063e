import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import * as http from 'node:http';
import * as https from 'node:https';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { BillingFilter } from '../helpers/billing-query.js';
import { REPORT_COLUMNS, toReportRow, type ReportLineRow } from '../helpers/report-row.js';
import { reportLinesQuery, type ReportCursor, type SqlQuery } from '../helpers/report-sql.js';
import { XlsxSheetWriter } from '../helpers/xlsx-sheet-writer.js';

/** Rows fetched per round trip: large enough to be few, small enough to keep memory flat over 100,000 rows. */
const BATCH_SIZE = 2000;
/** The upload fails when storage takes nothing and answers nothing for this long. */
const UPLOAD_IDLE_MS = 30_000;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What this module uses of a `pg` client. */
interface PgClient {
  query(query: pg.Query): unknown;
}

/**
 * Writes the report window to `file` as an xlsx: rows are read in keyset batches and each row is written by
 * XlsxSheetWriter as `pg` delivers it (no batch array is kept). Returns the number of data rows.
 */
export async function writeReportWorkbook(
  client: PgClient,
  file: string,
  filter: BillingFilter,
  today: string,
): Promise<number> {
  const writer = new XlsxSheetWriter(
    file,
    '账单报表',
    REPORT_COLUMNS.map((column) => column.width),
  );
  try {
    await writer.begin(REPORT_COLUMNS.map((column) => column.header));
    let cursor: ReportCursor | null = null;
    let count = 0;
    for (;;) {
      let last: ReportLineRow | null = null;
      let rows = 0;
      await streamRows(client, reportLinesQuery(filter, { limit: BATCH_SIZE, cursor }), (line) => {
        // Money stays text so that the sheet shows exactly the cents the page shows (no float rounding).
        const row = toReportRow(line, today);
        writer.appendRow(REPORT_COLUMNS.map((column) => row[column.key]));
        last = line;
        rows += 1;
      });
      await writer.drained();
      count += rows;
      const end = last as ReportLineRow | null;
      if (!end || rows < BATCH_SIZE) break;
      cursor = { placedAt: end.placed_at, lineId: end.line_id };
    }
    await writer.finish();
    return count;
  } catch (error) {
    writer.destroy();
    throw error;
  }
}

/**
 * PUTs the file to a presigned address as a stream. The minio client's putObject reads an object below its part
 * size (64 MB) whole into memory and hashes it before sending: 9 MB twice over for this report.
 */
export async function uploadFile(uploadUrl: string, file: string): Promise<number> {
  const { size } = await stat(file);
  const url = new URL(uploadUrl);
  const transport = url.protocol === 'https:' ? https : http;
  const request = transport.request(url, {
    method: 'PUT',
    headers: { 'content-length': size, 'content-type': XLSX_TYPE },
  });
  request.setTimeout(UPLOAD_IDLE_MS, () =>
    request.destroy(new Error(`Object storage went silent for ${UPLOAD_IDLE_MS} ms`)),
  );
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  await pipeline(createReadStream(file), request);
  const [response] = await answered;
  const body = (await response.toArray()) as Buffer[];
  if (response.statusCode !== 200)
    throw new Error(
      `Object storage refused the report: HTTP ${response.statusCode} ${Buffer.concat(body).toString('utf8').slice(0, 200)}`,
    );
  return size;
}

/**
 * Runs a query and hands each row to `onRow` as it arrives, keeping none: `pg` accumulates no result when the
 * query has a row listener and no callback.
 */
function streamRows(client: PgClient, { text, values }: SqlQuery, onRow: (row: ReportLineRow) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const query = new pg.Query<ReportLineRow>(text, values);
    let failure: unknown = null;
    query.on('row', (row: ReportLineRow) => {
      if (failure) return;
      try {
        onRow(row);
      } catch (error) {
        // The query still runs to its end on the connection; its end reports the failure.
        failure = error;
      }
    });
    query.on('error', reject);
    query.on('end', () =>
      failure ? reject(failure instanceof Error ? failure : new Error(String(failure))) : resolve(),
    );
    client.query(query);
  });
}
