import { Injectable, Logger } from '@nestjs/common';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ReportExportResponse } from '@seqportal/contract';
import { StorageService } from '../../infra/storage/storage.service.js';
import { BillingReportService } from './billing-report.service.js';
import type { BillingFilter } from './helpers/billing-query.js';
import { REPORT_COLUMNS, toReportRow } from './helpers/report-row.js';
import { XlsxSheetWriter } from './helpers/xlsx-sheet-writer.js';

/** Rows fetched per round trip: large enough to be few, small enough to keep memory flat over 100,000 rows. */
const BATCH_SIZE = 2000;
/** The link opens in a new tab at once; an hour leaves room for a slow download. */
const LINK_TTL_SECONDS = 3600;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GetReportExport: the whole window of the report as an xlsx. Rows are read in keyset batches and written by
 * XlsxSheetWriter to a temporary file (never the whole sheet in memory), which is then uploaded to the reports
 * bucket with its size; the answer is a signed link that names the file in Chinese. The next batch is read while
 * the current one is written, so the database and the writer overlap.
 */
@Injectable()
export class BillingExportService {
  private readonly logger = new Logger(BillingExportService.name);

  constructor(
    private readonly report: BillingReportService,
    private readonly storage: StorageService,
  ) {}

  async export(filter: BillingFilter, today: string): Promise<ReportExportResponse> {
    const dir = await mkdtemp(join(tmpdir(), 'billing-export-'));
    const file = join(dir, 'report.xlsx');
    try {
      const rows = await this.writeWorkbook(file, filter, today);
      const key = `billing/${filter.customer.organisationId ? `org-${filter.customer.organisationId}` : `member-${filter.customer.memberId}`}/${randomUUID()}.xlsx`;
      const { size } = await stat(file);
      await this.storage.put('reports', key, createReadStream(file), { size, contentType: XLSX_TYPE });
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

  private async writeWorkbook(file: string, filter: BillingFilter, today: string): Promise<number> {
    const writer = new XlsxSheetWriter(
      file,
      '账单报表',
      REPORT_COLUMNS.map((column) => column.width),
    );
    try {
      await writer.begin(REPORT_COLUMNS.map((column) => column.header));
      let batch = await this.report.batch(filter, null, BATCH_SIZE);
      let count = 0;
      for (;;) {
        const last = batch.at(-1);
        const next =
          last && batch.length === BATCH_SIZE
            ? this.report.batch(filter, { placedAt: last.placed_at, lineId: last.line_id }, BATCH_SIZE)
            : null;
        // Awaited below; marked handled now so that a failure while this batch is written is not reported twice.
        next?.catch(() => undefined);
        // Money stays text so that the sheet shows exactly the cents the page shows (no float rounding).
        await writer.addRows(
          batch.map((line) => {
            const row = toReportRow(line, today);
            return REPORT_COLUMNS.map((column) => row[column.key]);
          }),
        );
        count += batch.length;
        if (!next) break;
        batch = await next;
      }
      await writer.finish();
      return count;
    } catch (error) {
      writer.destroy();
      throw error;
    }
  }
}
