import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../../../migrations/index.js';
import { ENTITIES } from './entity-registry.js';
import { QueryErrorLogger } from './query-logger.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/** How long statements may run and connections may be waited for; the migration and seed commands run without. */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  poolAcquireTimeoutMs: number;
  poolMax: number;
}

/** Past the server's own statement_timeout, how long the client still waits for the answer that says so. */
const CLIENT_GRACE_MS = 1000;

/**
 * The one data-source definition shared by the application, the migration CLI and the tests.
 * Schema changes only ever come from migrations: synchronize stays off everywhere.
 *
 * With `timeouts` (the API and the worker), a request cannot hang on the database: PostgreSQL ends a statement
 * after statement_timeout, the client gives up on an answer that
 * does not come a second later (a server that is stopped cannot end anything), and waiting for a pooled
 * connection, including opening one, is bounded too. Each failure answers code 500 at once, and the next
 * request tries again: recovery needs no restart.
 */
export function dataSourceOptions(url: string, timeouts?: DatabaseTimeouts): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: ['error', 'warn', 'migration'],
    logger: new QueryErrorLogger(),
    extra: {
      max: timeouts?.poolMax ?? 20,
      application_name: 'seqportal',
      ...(timeouts && {
        statement_timeout: timeouts.statementTimeoutMs,
        query_timeout: timeouts.statementTimeoutMs + CLIENT_GRACE_MS,
        connectionTimeoutMillis: timeouts.poolAcquireTimeoutMs,
        keepAlive: true,
      }),
    },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}

/** For the TypeORM CLI: `typeorm migration:show -d apps/api/dist/apps/api/src/infra/database/data-source.js`. */
export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/seqportal');
