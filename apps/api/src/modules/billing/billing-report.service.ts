import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BillingReportRow, ListResponse } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { BillingFilter } from './helpers/billing-query.js';
import { toReportRow, type ReportLineRow } from './helpers/report-row.js';
import { reportCountQuery, reportLinesQuery, reportPagerQuery, type ReportPager } from './helpers/report-sql.js';

/**
 * The billing report: one row per placed order line, newest placing first. The total and where a page starts come
 * from the per-day line counts (reportPagerQuery), so no request counts or skips the customer's whole history;
 * then the lines of the page are chosen (from the (owner, placed_at) index), and only those 20 get their samples,
 * QC grades and dates. The export (billing-export.service.ts) walks the same
 * order in keyset batches of the same SQL.
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
    const offset = (page - 1) * pageSize;
    const pagerQuery = reportPagerQuery(filter, offset);
    const [pager] = await this.dataSource.query<ReportPager[]>(pagerQuery.text, pagerQuery.values);
    let rows: ReportLineRow[];
    let totalCount: number;
    if (pager?.aligned) {
      totalCount = pager.total;
      rows =
        pager.anchor_end === null
          ? []
          : await this.lines(filter, {
              limit: pageSize,
              offset: offset - (pager.anchor_before ?? 0),
              // Lines placed at or after the anchor day's end are the anchor_before newer ones.
              placedBefore: pager.anchor_end,
            });
    } else {
      const countQuery = reportCountQuery(filter);
      const [count] = await this.dataSource.query<Array<{ total: number }>>(countQuery.text, countQuery.values);
      totalCount = count?.total ?? 0;
      rows = offset < totalCount ? await this.lines(filter, { limit: pageSize, offset }) : [];
    }
    return { list: rows.map((row) => toReportRow(row, today)), page, pageSize, totalCount };
  }

  private async lines(
    filter: BillingFilter,
    window: { limit: number; offset?: number; placedBefore?: string | null },
  ): Promise<ReportLineRow[]> {
    const { text, values } = reportLinesQuery(filter, window);
    return this.dataSource.query<ReportLineRow[]>(text, values);
  }
}
