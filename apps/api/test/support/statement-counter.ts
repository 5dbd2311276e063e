import type { DataSource, Logger } from 'typeorm';

/** The SQL statements the app's DataSource runs, from the moment `reset()` was last called. */
export interface StatementCounter {
  readonly statements: readonly string[];
  reset(): void;
}

/**
 * Every statement of the app's DataSource passes its logger (the catalogue's prepared statements included), so a
 * logger that records each one and hands it on counts what a call costs without touching the driver.
 */
export function countStatements(dataSource: DataSource): StatementCounter {
  let statements: string[] = [];
  const original = dataSource.logger;
  const counting: Logger = {
    logQuery: (query, parameters, runner) => {
      statements.push(query);
      original.logQuery(query, parameters, runner);
    },
    logQueryError: (...args) => original.logQueryError(...args),
    logQuerySlow: (...args) => original.logQuerySlow(...args),
    logSchemaBuild: (...args) => original.logSchemaBuild(...args),
    logMigration: (...args) => original.logMigration(...args),
    log: (...args) => original.log(...args),
  };
  Object.defineProperty(dataSource, 'logger', { value: counting, configurable: true });
  return {
    get statements() {
      return statements;
    },
    reset() {
      statements = [];
    },
  };
}
