import 'reflect-metadata';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from '../../../../../migrations/index.js';
import { ENTITIES } from './entity-registry.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/**
 * The one data-source definition shared by the application, the migration CLI and the tests.
 * Schema changes only ever come from migrations: synchronize stays off everywhere.
 */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging: ['error'],
    extra: { max: 20, application_name: 'seqportal' },
  };
}

export function createDataSource(url: string): DataSource {
  return new DataSource(dataSourceOptions(url));
}

/** For the TypeORM CLI: `typeorm migration:show -d apps/api/dist/apps/api/src/infra/database/data-source.js`. */
export default createDataSource(
  process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/seqportal',
);
