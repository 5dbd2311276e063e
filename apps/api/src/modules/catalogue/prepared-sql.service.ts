import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * Runs the catalogue's hot statements (list, detail) as named prepared statements on the data source's own
 * pool. Planning these joins costs as much as running them (2-6 ms); a prepared statement is planned once per
 * connection. The statement still goes through the data source's logger, so query logging and the
 * query-count test see it like any other.
 *
 * Rows come back from pg as arrays and are made objects here. pg builds its row objects in one place for every
 * query of the process, which the many shapes of TypeORM's queries make megamorphic (each column a slow keyed
 * store); here only the catalogue's two row shapes pass, and building them stays on V8's fast path.
 */
@Injectable()
export class PreparedSqlService {
  private readonly names = new Map<string, string>();

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async rows<T>(text: string, values: unknown[]): Promise<T[]> {
    this.dataSource.logger.logQuery(text, values);
    const pool = (this.dataSource.driver as PostgresDriver).master as Pool;
    const result = await pool.query<unknown[]>({ name: this.nameOf(text), text, values, rowMode: 'array' });
    const columns = result.fields.map((field) => field.name);
    return result.rows.map((cells) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i += 1) row[columns[i]!] = cells[i];
      return row as T;
    });
  }

  /** One name per distinct text: the list builds a handful of texts (which filters are present). */
  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (!name) {
      name = `catalogue_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      this.names.set(text, name);
    }
    return name;
  }
}
