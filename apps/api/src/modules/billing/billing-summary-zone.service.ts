import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import pg from 'pg';
import {
  BILLING_LINE_DAY_REBUILD,
  billingTimeZoneFunctions,
} from '../../../../../migrations/shared/billing-line-day-sql.js';
import type { AppConfig, DatabaseConfig } from '../../config/configuration.js';

/** Serialises the alignment of all API processes of one database (pg_advisory_xact_lock's key). */
const ALIGNMENT_LOCK = 'seqportal:billing_summary_time_zone';
const LOCK_TIMEOUT = '2min';

export interface SummaryRealignment {
  from: string;
  to: string;
  /** Rows (owner, contract, day) and lines of the rebuilt billing_line_day. */
  rows: number;
  lines: number;
  ms: number;
}

/**
 * Keeps the report's per-day line counts (billing_line_day) in the configured BUSINESS_TIMEZONE without a
 * migration. At start-up, under an advisory lock so that API processes starting together do it once, it reads
 * the zone the database counts in (billing_summary_time_zone()); when that is another one it rewrites both zone
 * functions and rebuilds the counts from the orders, in one transaction that holds writes to orders and lines
 * meanwhile (reads go on). A second run, or a second process, finds the zones equal and does nothing.
 * All API processes of a deployment must share one zone: each start aligns the database to its own.
 */
@Injectable()
export class BillingSummaryZoneService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BillingSummaryZoneService.name);
  private readonly timeZone: string;
  private readonly databaseUrl: string;
  private readonly connectTimeoutMs: number;

  constructor(config: ConfigService) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
    const database = config.getOrThrow<DatabaseConfig>('database');
    this.databaseUrl = database.url;
    this.connectTimeoutMs = database.poolAcquireTimeoutMs;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.align();
  }

  /** Aligns the counts to the configured zone; null when they already were. */
  async align(): Promise<SummaryRealignment | null> {
    // A connection of its own: the pool's statement and client timeouts (seconds) would cut a large rebuild.
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: 'seqportal-billing-zone',
      connectionTimeoutMillis: this.connectTimeoutMs,
    });
    await client.connect();
    try {
      await client.query('BEGIN');
      try {
        const done = await this.alignIn(client);
        await client.query('COMMIT');
        if (done)
          this.logger.log(
            `Billing summary moved from ${done.from} to ${done.to}: billing_line_day rebuilt ` +
              `(${done.rows} rows, ${done.lines} lines) in ${done.ms} ms`,
          );
        return done;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    } finally {
      await client.end();
    }
  }

  private async alignIn(client: pg.Client): Promise<SummaryRealignment | null> {
    // Bounds the waits for another process's rebuild and for writers to finish: a start fails rather than hangs.
    await client.query(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`);
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [ALIGNMENT_LOCK]);
    const { rows } = await client.query<{ zone: string }>('SELECT billing_summary_time_zone() AS zone');
    const from = rows[0]!.zone;
    if (from === this.timeZone) return null;
    const started = performance.now();
    try {
      await client.query('SELECT now() AT TIME ZONE $1', [this.timeZone]);
    } catch (error) {
      throw new Error(`BUSINESS_TIMEZONE ${this.timeZone} is not a time zone PostgreSQL knows`, { cause: error });
    }
    // No order or line changes while the counts are rebuilt: a writer's trigger would count in either zone.
    await client.query('LOCK TABLE customer_order, order_goods IN SHARE MODE');
    for (const sql of billingTimeZoneFunctions(this.timeZone)) await client.query(sql);
    await client.query('DELETE FROM billing_line_day');
    await client.query(BILLING_LINE_DAY_REBUILD);
    const [counted] = (
      await client.query<{ rows: number; lines: number }>(
        'SELECT count(*)::int AS rows, COALESCE(sum(lines), 0)::int AS lines FROM billing_line_day',
      )
    ).rows;
    return {
      from,
      to: this.timeZone,
      rows: counted!.rows,
      lines: counted!.lines,
      ms: Math.round(performance.now() - started),
    };
  }
}
