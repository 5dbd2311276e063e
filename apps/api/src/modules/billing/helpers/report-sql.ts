import { billingWhere, type BillingFilter } from './billing-query.js';

/** Where a keyset batch resumes: after this line of the newest-first order. */
export interface ReportCursor {
  /** The placing instant as PostgreSQL prints it: a Date would drop its microseconds and skip rows. */
  placedAt: string;
  lineId: number;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** How many lines the report window holds, counted line by line (the pager's fallback, see reportPagerQuery). */
export function reportCountQuery(filter: BillingFilter): SqlQuery {
  const values: unknown[] = [];
  const where = billingWhere(filter, values);
  return {
    text: `SELECT count(*)::int AS total FROM customer_order o JOIN order_goods og ON og.order_id = o.id WHERE ${where}`,
    values,
  };
}

/** What the pager needs: the window's total, and where the page at `offset` starts. */
export interface ReportPager {
  total: number;
  /** The end (timestamptz text) of the business day holding the page's first line; null past the last line. */
  anchor_end: string | null;
  /** How many lines of the window come after that day (newer placings). */
  anchor_before: number | null;
  /** false: the per-day counts are kept in another time zone than the configured one; count line by line. */
  aligned: boolean;
}

/**
 * The pager from billing_line_day (kept by triggers, migration 1765700000000): the window's total is the sum of
 * its days, and a page at `offset` starts in the newest day by which more than `offset` lines have been placed
 * (a running sum, newest first, that stops there). A page then skips `offset - anchor_before` lines of that day
 * instead of `offset` joined lines. The owner and contract tests are billingWhere's; the date bounds are days.
 */
export function reportPagerQuery(filter: BillingFilter, offset: number): SqlQuery {
  const params: unknown[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { customer } = filter;
  const where =
    customer.organisationId === null
      ? ['b.organisation_key = 0', `b.member_id = ${next(customer.memberId)}`]
      : [`b.organisation_key = ${next(customer.organisationId)}`];
  if (filter.contractId !== null) where.push(`b.contract_key = ${next(filter.contractId)}`);
  if (filter.from !== null) where.push(`b.placed_day >= ${next(filter.from)}::date`);
  if (filter.to !== null) where.push(`b.placed_day <= ${next(filter.to)}::date`);
  const tz = next(filter.timeZone);
  return {
    text: `WITH days AS (
         SELECT b.placed_day, sum(b.lines)::int AS lines FROM billing_line_day b
         WHERE ${where.join(' AND ')}
         GROUP BY b.placed_day HAVING sum(b.lines) > 0
       ), walked AS (
         SELECT placed_day, lines, sum(lines) OVER (ORDER BY placed_day DESC) AS through FROM days
       )
       SELECT (SELECT COALESCE(sum(lines), 0)::int FROM days) AS total,
         ((anchor.placed_day + 1)::timestamp AT TIME ZONE ${tz})::text AS anchor_end,
         anchor.before::int AS anchor_before, billing_summary_time_zone() = ${tz} AS aligned
       FROM (SELECT 1) one LEFT JOIN LATERAL (
         SELECT placed_day, through - lines AS before FROM walked WHERE through > ${next(offset)}
         ORDER BY placed_day DESC LIMIT 1
       ) anchor ON true`,
    values: params,
  };
}

/**
 * Up to `limit` report lines, newest placing first, after `offset` lines (of those placed before `placedBefore`,
 * when given) or after `cursor`. The lines are chosen
 * first (from the (owner, placed_at) index) and only those get their samples, QC grades and dates, so a page
 * costs the same whatever the customer's history. Kept apart from the service so that `pnpm bench` runs the very
 * same SQL in its plain-pg baseline.
 */
export function reportLinesQuery(
  filter: BillingFilter,
  window: { limit: number; offset?: number; cursor?: ReportCursor | null; placedBefore?: string | null },
): SqlQuery {
  const params: unknown[] = [];
  const where = [billingWhere(filter, params)];
  if (window.cursor) {
    params.push(window.cursor.placedAt, window.cursor.lineId);
    const [at, id] = [`$${params.length - 1}::timestamptz`, `$${params.length}::int`];
    // The plain bound lets the (owner, placed_at) index start at the cursor; the row comparison alone is only a
    // filter, and every batch walked the customer's history from its newest order again.
    where.push(`o.placed_at <= ${at}`, `(o.placed_at, og.id) < (${at}, ${id})`);
  }
  if (window.placedBefore) {
    params.push(window.placedBefore);
    where.push(`o.placed_at < $${params.length}::timestamptz`);
  }
  params.push(window.limit, window.offset ?? 0, filter.timeZone);
  const [limit, offset, tz] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  return {
    text: `WITH page AS (
         SELECT og.id AS line_id, o.id AS order_id, o.placed_at
         FROM customer_order o JOIN order_goods og ON og.order_id = o.id
         WHERE ${where.join(' AND ')}
         ORDER BY o.placed_at DESC, og.id DESC
         LIMIT ${limit} OFFSET ${offset}
       )
       SELECT p.line_id, p.placed_at::text AS placed_at, o.order_no, mgr.nick_name AS manage_name, m.nick_name AS member_name,
         c.contract_no, org.name AS org_name, smp.send_codes, smp.lims_ids, og.sku_code, og.goods_name,
         og.sku_price::text AS sku_price, og.goods_count, smp.data_size, og.actual_price::text AS actual_price,
         smp.produced,
         (ARRAY['PASS', 'RISK', 'FAIL'])[smp.total_rank] AS total_grade,
         (ARRAY['PASS', 'RISK', 'FAIL'])[smp.quality_rank] AS quality_grade,
         to_char((SELECT min(h.created_at) FROM order_history h WHERE h.order_id = o.id AND h.to_status = 3)
           AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS receipt_date,
         to_char((SELECT max(h.created_at) FROM order_history h WHERE h.order_id = o.id AND h.to_status = 4)
           AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS delivery_date,
         o.settled_at IS NOT NULL AS settled
       FROM page p
       JOIN order_goods og ON og.id = p.line_id
       JOIN customer_order o ON o.id = p.order_id
       JOIN member m ON m.id = o.member_id
       LEFT JOIN organisation org ON org.id = o.organisation_id
       LEFT JOIN contract c ON c.id = og.contract_id
       LEFT JOIN LATERAL (
         SELECT mm.nick_name FROM member mm WHERE mm.organisation_id = o.organisation_id AND mm.is_main
         ORDER BY mm.id LIMIT 1
       ) mgr ON true
       LEFT JOIN LATERAL (
         SELECT string_agg(s.send_temp_code, ',' ORDER BY s.id) AS send_codes,
           string_agg(s.code_no, ',' ORDER BY s.id) AS lims_ids,
           COALESCE(sum(s.data_size), 0)::text AS data_size,
           (count(*) FILTER (WHERE q.total_grade IN ('PASS', 'RISK')))::int AS produced,
           max(array_position(ARRAY['PASS', 'RISK', 'FAIL'], q.total_grade::text)) AS total_rank,
           max(array_position(ARRAY['PASS', 'RISK', 'FAIL'], q.quality_grade::text)) AS quality_rank
         FROM sample s LEFT JOIN sample_qc_result q ON q.sample_id = s.id
         WHERE s.order_goods_id = og.id
       ) smp ON true
       ORDER BY p.placed_at DESC, p.line_id DESC`,
    values: params,
  };
}
