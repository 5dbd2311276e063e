import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import * as http from 'node:http';
import * as https from 'node:https';
import { pipeline } from 'node:stream/promises';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ReportExportResponse } from '@seqportal/contract';
import { StorageService } from '../../infra/storage/storage.service.js';
import type { BillingFilter } from './helpers/billing-query.js';
import { REPORT_COLUMNS, toReportRow, type ReportLineRow } from './helpers/report-row.js';
import { reportLinesQuery, type ReportCursor, type SqlQuery } from './helpers/report-sql.js';
import { XlsxSheetWriter } from './helpers/xlsx-sheet-writer.js';

/** Rows fetched per round trip: large enough to be few, small enough to keep memory flat over 100,000 rows. */
const BATCH_SIZE = 2000;
/** The link opens in a new tab at once; an hour leaves room for a slow download. */
const LINK_TTL_SECONDS = 3600;
/** The upload fails when storage takes nothing and answers nothing for this long. */
const UPLOAD_IDLE_MS = 30_000;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GetReportExport: the whole window of the report as an xlsx. Rows are read in keyset batches on one pooled
 * connection and each row is written by XlsxSheetWriter as it arrives (no batch array is kept), to a temporary
 * file that is then streamed to the reports bucket; the answer is a signed link that names the file in Chinese.
 * Memory (`BENCH_ONLY=billing pnpm bench`): kept batch arrays and the minio client's whole-object upload buffer
 * doubled the API's heap growth during a 100,000-row export; what remains is short-lived garbage (row objects,
 * XML strings, the deflater's input buffers) that V8 collects at its own pace.
 */
@Injectable()
export class BillingExportService {
  private readonly logger = new Logger(BillingExportService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: StorageService,
  ) {}

  async export(filter: BillingFilter, today: string): Promise<ReportExportResponse> {
    const dir = await mkdtemp(join(tmpdir(), 'billing-export-'));
    const file = join(dir, 'report.xlsx');
    try {
      const rows = await this.writeWorkbook(file, filter, today);
      const key = `billing/${filter.customer.organisationId ? `org-${filter.customer.organisationId}` : `member-${filter.customer.memberId}`}/${randomUUID()}.xlsx`;
      const { size } = await stat(file);
      await this.upload(key, file, size);
      this.logger.log(`Billing report exported: ${rows} rows, ${size} bytes`);
      const fileName = `账单报表-${today.replaceAll('-', '')}.xlsx`;
      const url = await this.storage.client.presignedGetObject(this.storage.bucket('reports'), key, LINK_TTL_SECONDS, {
        'response-content-disposition': `attachment; filename="billing-report.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        'response-content-type': XLSX_TYPE,
      });
      return { url };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * PUTs the file to a presigned address as a stream. The minio client's putObject reads an object below its part
   * size (64 MB) whole into memory and hashes it before sending: 9 MB twice over for this report.
   */
  private async upload(key: string, file: string, size: number): Promise<void> {
    const url = new URL(await this.storage.presignedPut('reports', key, LINK_TTL_SECONDS));
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
  }

  private async writeWorkbook(file: string, filter: BillingFilter, today: string): Promise<number> {
    const writer = new XlsxSheetWriter(
      file,
      '账单报表',
      REPORT_COLUMNS.map((column) => column.width),
    );
    const runner = this.dataSource.createQueryRunner('slave');
    try {
      const client = (await runner.connect()) as PgClient;
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
    } finally {
      await runner.release();
    }
  }
}

/** What this service uses of the pooled `pg` client that TypeORM's query runner holds. */
interface PgClient {
  query(query: pg.Query): unknown;
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
