import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BillingReportRow, ListResponse } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { BillingFilter } from './helpers/billing-query.js';
import { toReportRow, type ReportLineRow } from './helpers/report-row.js';
import { reportCountQuery, reportLinesQuery, type ReportCursor } from './helpers/report-sql.js';

export type { ReportCursor } from './helpers/report-sql.js';

/**
 * The billing report: one row per placed order line, newest placing first. The lines of a page are chosen first
 * (from the (owner, placed_at) index), and only those 20 get their samples, QC grades and dates, so a page costs
 * the same whatever the customer's history. The export walks the same order in keyset batches.
 */
@Injectable()
export class BillingReportService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    filter: BillingFilter,
    page: number,
    pageSize: number,
    today: string,
  ): Promise<ListResponse<BillingReportRow>> {
    const countQuery = reportCountQuery(filter);
    const [count] = await this.dataSource.query<Array<{ total: number }>>(countQuery.text, countQuery.values);
    const totalCount = count?.total ?? 0;
    const offset = (page - 1) * pageSize;
    const rows = offset < totalCount ? await this.lines(filter, { limit: pageSize, offset }) : [];
    return { list: rows.map((row) => toReportRow(row, today)), page, pageSize, totalCount };
  }

  /** Up to `limit` lines after `cursor` (from the newest when null), in report order. */
  batch(filter: BillingFilter, cursor: ReportCursor | null, limit: number): Promise<ReportLineRow[]> {
    return this.lines(filter, { limit, cursor });
  }

  private async lines(
    filter: BillingFilter,
    window: { limit: number; offset?: number; cursor?: ReportCursor | null },
  ): Promise<ReportLineRow[]> {
    const { text, values } = reportLinesQuery(filter, window);
    return this.dataSource.query<ReportLineRow[]>(text, values);
  }
}
