import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ErrorCode, type ReportExportResponse } from '@seqportal/contract';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, TooManyRequestsError } from '../../common/errors/domain-errors.js';
import type { AppConfig, DatabaseConfig } from '../../config/configuration.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { ExportBusyError, ExportChildError, ReportExportRunner } from './export/report-export-runner.js';
import { XLSX_TYPE } from './export/write-report.js';
import type { BillingFilter } from './helpers/billing-query.js';

/** The link opens in a new tab at once; an hour leaves room for a slow download. */
const LINK_TTL_SECONDS = 3600;

export const EXPORT_BUSY = '系统繁忙，请稍后再试';
export const EXPORT_FAILED = '报表导出失败，请稍后重试';
export const EXPORT_TIMED_OUT = '报表导出超时，请缩小时间范围后重试';

/**
 * GetReportExport: the whole window of the report as an xlsx. The caller's scope (organisation or member,
 * contract, dates) is resolved here, in the API; the rows are read, written and uploaded by a forked child process
 * with a small heap (export/report-export-child.ts), which gets that scope and a presigned upload address over
 * IPC and answers how many rows it wrote. The API's own memory does not grow with the report
 * (`BENCH_ONLY=billing pnpm bench`, README "GetReportExport memory"). The answer is a signed link that names the
 * file in Chinese.
 */
@Injectable()
export class BillingExportService implements OnModuleDestroy {
  private readonly logger = new Logger(BillingExportService.name);
  readonly runner: ReportExportRunner;
  private readonly database: DatabaseConfig;

  constructor(
    private readonly storage: StorageService,
    config: ConfigService,
  ) {
    this.runner = new ReportExportRunner(config.getOrThrow<AppConfig>('app').reportExport);
    this.database = config.getOrThrow<DatabaseConfig>('database');
  }

  onModuleDestroy(): void {
    this.runner.stopAll();
  }

  async export(filter: BillingFilter, today: string): Promise<ReportExportResponse> {
    const { memberId, organisationId } = filter.customer;
    const key = `billing/${organisationId ? `org-${organisationId}` : `member-${memberId}`}/${randomUUID()}.xlsx`;
    const dir = await mkdtemp(join(tmpdir(), 'billing-export-'));
    try {
      const started = performance.now();
      const done = await this.runner
        .run({
          type: 'export',
          // The principal's session id stays in the API: the child needs the owner alone.
          filter: { ...filter, customer: { memberId, organisationId } },
          today,
          file: join(dir, 'report.xlsx'),
          uploadUrl: await this.storage.presignedPut('reports', key, LINK_TTL_SECONDS),
          database: {
            url: this.database.url,
            statementTimeoutMs: this.database.statementTimeoutMs,
            connectTimeoutMs: this.database.poolAcquireTimeoutMs,
          },
        })
        .catch((error: unknown) => {
          throw this.refusal(error);
        });
      this.logger.log(
        `Billing report exported: ${done.rows} rows, ${done.bytes} bytes in ${Math.round(performance.now() - started)} ms; ` +
          `export child peak RSS ${(done.maxRssKb / 1024).toFixed(0)} MB`,
      );
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

  /** The runner's failures as envelope answers; what went wrong is logged, never shown. */
  private refusal(error: unknown): DomainError {
    if (error instanceof ExportBusyError) {
      this.logger.warn(`Billing report export refused: ${error.message}`);
      return new TooManyRequestsError(EXPORT_BUSY);
    }
    this.logger.warn(`Billing report export failed: ${error instanceof Error ? error.message : String(error)}`);
    const timedOut = error instanceof ExportChildError && error.timedOut;
    return new DomainError(ErrorCode.ServerError, timedOut ? EXPORT_TIMED_OUT : EXPORT_FAILED);
  }
}
