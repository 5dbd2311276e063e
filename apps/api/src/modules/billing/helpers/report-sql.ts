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

/** How many lines the report window holds (the pager's total). */
export function reportCountQuery(filter: BillingFilter): SqlQuery {
  const values: unknown[] = [];
  const where = billingWhere(filter, values);
  return {
    text: `SELECT count(*)::int AS total FROM customer_order o JOIN order_goods og ON og.order_id = o.id WHERE ${where}`,
    values,
  };
}

/**
 * Up to `limit` report lines, newest placing first, after `offset` lines or after `cursor`. The lines are chosen
 * first (from the (owner, placed_at) index) and only those get their samples, QC grades and dates, so a page
 * costs the same whatever the customer's history. Kept apart from the service so that `pnpm bench` runs the very
 * same SQL in its plain-pg baseline.
 */
export function reportLinesQuery(
  filter: BillingFilter,
  window: { limit: number; offset?: number; cursor?: ReportCursor | null },
): SqlQuery {
  const params: unknown[] = [];
  const where = [billingWhere(filter, params)];
  if (window.cursor) {
    params.push(window.cursor.placedAt, window.cursor.lineId);
    where.push(`(o.placed_at, og.id) < ($${params.length - 1}::timestamptz, $${params.length}::int)`);
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
