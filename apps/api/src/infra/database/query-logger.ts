import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';
import { redactedMessage } from '../../common/errors/dependency-failure.js';

const MAX_LOGGED_SQL = 300;

/**
 * TypeORM's own loggers print a failed query with its parameters, which hold phones, names and codes. This one
 * logs the statement's text (placeholders, never values), the SQLSTATE and a redacted message, and nothing else.
 */
export class QueryErrorLogger implements Logger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const message = typeof error === 'string' ? error : error.message;
    const code = typeof error === 'string' ? undefined : (error as { code?: string }).code;
    this.logger.warn({ code, sql: query.slice(0, MAX_LOGGED_SQL), message: redactedMessage(message) }, 'Query failed');
  }

  logQuerySlow(): void {}

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
