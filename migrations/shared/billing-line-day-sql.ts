/**
 * The SQL that ties the per-day line counts (billing_line_day, migration 1765700000000) to a business time zone,
 * shared by that migration and by the API's start-up alignment (apps/api/src/modules/billing/
 * billing-summary-zone.service.ts), which rewrites the zone and rebuilds the counts when BUSINESS_TIMEZONE changes.
 */

/** Characters of time zone names and offsets ('Asia/Shanghai', 'Etc/GMT-8', 'UTC+08:00'): nothing that quotes. */
const TIME_ZONE_NAME = /^[A-Za-z0-9_+\-/:.]+$/;

/**
 * The two IMMUTABLE functions the triggers and the pager read the zone from, (re)defined for `timeZone`. The zone
 * is written into their bodies: an IMMUTABLE function must not read settings or tables.
 */
export function billingTimeZoneFunctions(timeZone: string): string[] {
  if (!TIME_ZONE_NAME.test(timeZone)) throw new Error(`Not a time zone name: ${JSON.stringify(timeZone)}`);
  const zone = `'${timeZone}'`;
  return [
    `CREATE OR REPLACE FUNCTION billing_summary_time_zone() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT ${zone} $$`,
    `CREATE OR REPLACE FUNCTION billing_business_day(placed_at TIMESTAMPTZ) RETURNS date LANGUAGE sql IMMUTABLE
      AS $$ SELECT (placed_at AT TIME ZONE ${zone})::date $$`,
  ];
}

/** Fills an empty billing_line_day from the orders: billable lines per owner, contract and business day. */
export const BILLING_LINE_DAY_REBUILD = `
  INSERT INTO billing_line_day (organisation_key, member_id, contract_key, placed_day, lines)
  SELECT COALESCE(o.organisation_id, 0), o.member_id, COALESCE(og.contract_id, 0),
    billing_business_day(o.placed_at), count(*)
  FROM customer_order o JOIN order_goods og ON og.order_id = o.id
  WHERE o.placed_at IS NOT NULL AND o.status IN (2, 3, 4)
  GROUP BY 1, 2, 3, 4`;
