import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_CHART_PERIOD, OrderStatus, type ChartQuery, type ChartRow } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { UserInputError } from '../../common/errors/domain-errors.js';
import type { AppConfig } from '../../config/configuration.js';
import { Clock } from '../orders/clock.js';
import { chartRange } from './helpers/chart-range.js';
import { orderScope } from './helpers/customer-scope.js';

/**
 * GetChart: orders and samples per day (or month) of the customer's organisation, every bucket of the range
 * present (zero when nothing happened), counted by creation time in the business time zone. Cancelled orders
 * and their samples are not counted: they never reached the lab.
 */
@Injectable()
export class ChartService {
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async chart(customer: CustomerPrincipal, query: Partial<ChartQuery>): Promise<ChartRow[]> {
    const range = chartRange(query.type ?? DEFAULT_CHART_PERIOD, query.enterTime, this.clock.now(), this.timeZone);
    if ('error' in range) throw new UserInputError(range.error);
    const scope = orderScope(customer, 'o', 1);
    const step = range.bucket === 'month' ? '1 month' : '1 day';
    // Buckets are business dates; the bounds are converted once, so the indexes on created_at stay usable.
    const rows = await this.dataSource.query<Array<{ date: string; order_count: number; sample_count: number }>>(
      `WITH buckets AS (
         SELECT d::date AS date FROM generate_series(date_trunc($5, $2::date), $3::date, $6::interval) AS d
       ),
       scoped AS (
         SELECT o.id, date_trunc($5, o.created_at AT TIME ZONE $4)::date AS date FROM customer_order o
         WHERE ${scope.condition} AND o.status <> $7
           AND o.created_at >= ($2::date)::timestamp AT TIME ZONE $4
           AND o.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4
       ),
       orders AS (SELECT date, count(*)::int AS n FROM scoped GROUP BY date),
       samples AS (SELECT sc.date, count(*)::int AS n FROM scoped sc JOIN sample s ON s.order_id = sc.id GROUP BY sc.date)
       SELECT to_char(b.date, 'YYYY-MM-DD') AS date, coalesce(o.n, 0) AS order_count, coalesce(s.n, 0) AS sample_count
       FROM buckets b LEFT JOIN orders o ON o.date = b.date LEFT JOIN samples s ON s.date = b.date
       ORDER BY b.date`,
      [scope.value, range.first, range.last, this.timeZone, range.bucket, step, OrderStatus.Cancelled],
    );
    return rows.map((row) => ({ date: row.date, orderCount: row.order_count, sampleCount: row.sample_count }));
  }
}
