import type { MigrationInterface, QueryRunner } from 'typeorm';
import { BILLING_LINE_DAY_REBUILD, billingTimeZoneFunctions } from './shared/billing-line-day-sql.js';

/**
 * The billing report's pager without counting lines: how many billable order lines each customer placed per
 * business day under each contract, kept by triggers on customer_order and order_goods so that every writer (orders, lab,
 * samples, seeds, SQL by hand) keeps it true in the same transaction. GetReport sums these rows for its total and
 * walks them to find where a deep page starts, instead of counting and skipping up to 100,000 joined lines per
 * request (200-300 ms each, measured by `BENCH_ONLY=billing pnpm bench`).
 *
 * Billable is the report's rule (billing-query.ts BILLABLE_STATUSES): placed and awaiting samples (2), samples
 * received (3) or completed (4). The owner is the organisation (0: a personal account, then the member); 0 also
 * stands for "no contract", so that the key has no NULLs. Days are business days in Asia/Shanghai, the default
 * BUSINESS_TIMEZONE: billing_summary_time_zone() names it. The API aligns it at start-up when another zone is
 * configured (billing-summary-zone.service.ts: both functions rewritten and the table rebuilt in one transaction,
 * no migration needed), and the pager counts line by line while the two disagree.
 */
export class BillingReportSummary1765700000000 implements MigrationInterface {
  name = 'BillingReportSummary1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const sql of billingTimeZoneFunctions('Asia/Shanghai')) await queryRunner.query(sql);
    await queryRunner.query(`
      CREATE TABLE billing_line_day (
        organisation_key INTEGER NOT NULL,
        member_id INTEGER NOT NULL,
        contract_key INTEGER NOT NULL,
        placed_day DATE NOT NULL,
        lines INTEGER NOT NULL,
        CONSTRAINT pk_billing_line_day PRIMARY KEY (organisation_key, member_id, contract_key, placed_day)
      )`);
    // An order's contribution (sign +1 or -1) under the given owner, status and placing time: its lines per contract.
    await queryRunner.query(`
      CREATE FUNCTION billing_line_day_order(p_order_id INTEGER, p_organisation_id INTEGER, p_member_id INTEGER,
        p_status SMALLINT, p_placed_at TIMESTAMPTZ, p_sign INTEGER) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF p_placed_at IS NULL OR p_status NOT IN (2, 3, 4) THEN
          RETURN;
        END IF;
        INSERT INTO billing_line_day AS b (organisation_key, member_id, contract_key, placed_day, lines)
        SELECT COALESCE(p_organisation_id, 0), p_member_id, COALESCE(og.contract_id, 0),
          billing_business_day(p_placed_at), p_sign * count(*)
        FROM order_goods og WHERE og.order_id = p_order_id
        GROUP BY COALESCE(og.contract_id, 0)
        ORDER BY 3
        ON CONFLICT (organisation_key, member_id, contract_key, placed_day)
        DO UPDATE SET lines = b.lines + EXCLUDED.lines;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION billing_line_day_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          PERFORM billing_line_day_order(OLD.id, OLD.organisation_id, OLD.member_id, OLD.status, OLD.placed_at, -1);
        END IF;
        IF TG_OP = 'UPDATE' THEN
          PERFORM billing_line_day_order(NEW.id, NEW.organisation_id, NEW.member_id, NEW.status, NEW.placed_at, 1);
          RETURN NEW;
        END IF;
        RETURN OLD;
      END $$`);
    // Before the delete, while the order's lines still exist (their cascade runs after it and finds no order).
    await queryRunner.query(`
      CREATE TRIGGER trg_customer_order_billing_line_day_update
      AFTER UPDATE ON customer_order FOR EACH ROW
      WHEN ((OLD.status, OLD.placed_at, OLD.organisation_id, OLD.member_id)
        IS DISTINCT FROM (NEW.status, NEW.placed_at, NEW.organisation_id, NEW.member_id))
      EXECUTE FUNCTION billing_line_day_order_change()`);
    await queryRunner.query(`
      CREATE TRIGGER trg_customer_order_billing_line_day_delete
      BEFORE DELETE ON customer_order FOR EACH ROW EXECUTE FUNCTION billing_line_day_order_change()`);
    // Lines: one aggregated upsert per statement (a 500-line batch order is one statement), from the transition
    // tables: removed lines count -1 and added ones +1 under their order's current owner, status and time.
    // A transition table exists only for the operations that have it, so each branch names its own.
    const upsert = (changes: string) => `
        INSERT INTO billing_line_day AS b (organisation_key, member_id, contract_key, placed_day, lines)
        SELECT COALESCE(o.organisation_id, 0), o.member_id, COALESCE(d.contract_id, 0),
          billing_business_day(o.placed_at), sum(d.sign)
        FROM (${changes}) d
        JOIN customer_order o ON o.id = d.order_id
        WHERE o.placed_at IS NOT NULL AND o.status IN (2, 3, 4)
        GROUP BY 1, 2, 3, 4
        HAVING sum(d.sign) <> 0
        ORDER BY 1, 2, 3, 4
        ON CONFLICT (organisation_key, member_id, contract_key, placed_day)
        DO UPDATE SET lines = b.lines + EXCLUDED.lines;`;
    const added = 'SELECT order_id, contract_id, 1 AS sign FROM new_lines';
    const removed = 'SELECT order_id, contract_id, -1 AS sign FROM old_lines';
    await queryRunner.query(`
      CREATE FUNCTION billing_line_day_lines_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${upsert(added)}
        ELSIF TG_OP = 'DELETE' THEN
          ${upsert(removed)}
        ELSE
          ${upsert(`${removed} UNION ALL ${added}`)}
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER trg_order_goods_billing_line_day_insert
      AFTER INSERT ON order_goods REFERENCING NEW TABLE AS new_lines
      FOR EACH STATEMENT EXECUTE FUNCTION billing_line_day_lines_change()`);
    await queryRunner.query(`
      CREATE TRIGGER trg_order_goods_billing_line_day_update
      AFTER UPDATE ON order_goods REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
      FOR EACH STATEMENT EXECUTE FUNCTION billing_line_day_lines_change()`);
    await queryRunner.query(`
      CREATE TRIGGER trg_order_goods_billing_line_day_delete
      AFTER DELETE ON order_goods REFERENCING OLD TABLE AS old_lines
      FOR EACH STATEMENT EXECUTE FUNCTION billing_line_day_lines_change()`);
    // TRUNCATE fires no row triggers: emptying either table empties the report (order_goods is truncated with
    // customer_order, which it references).
    await queryRunner.query(`
      CREATE FUNCTION billing_line_day_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM billing_line_day;
        RETURN NULL;
      END $$`);
    for (const table of ['customer_order', 'order_goods'])
      await queryRunner.query(`
        CREATE TRIGGER trg_${table}_billing_line_day_truncate
        AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION billing_line_day_clear()`);
    await queryRunner.query(BILLING_LINE_DAY_REBUILD);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['customer_order', 'order_goods'])
      await queryRunner.query(`DROP TRIGGER trg_${table}_billing_line_day_truncate ON ${table}`);
    await queryRunner.query(`DROP FUNCTION billing_line_day_clear()`);
    for (const op of ['insert', 'update', 'delete'])
      await queryRunner.query(`DROP TRIGGER trg_order_goods_billing_line_day_${op} ON order_goods`);
    await queryRunner.query(`DROP FUNCTION billing_line_day_lines_change()`);
    for (const op of ['update', 'delete'])
      await queryRunner.query(`DROP TRIGGER trg_customer_order_billing_line_day_${op} ON customer_order`);
    await queryRunner.query(`DROP FUNCTION billing_line_day_order_change()`);
    await queryRunner.query(
      `DROP FUNCTION billing_line_day_order(INTEGER, INTEGER, INTEGER, SMALLINT, TIMESTAMPTZ, INTEGER)`,
    );
    await queryRunner.query(`DROP TABLE billing_line_day`);
    await queryRunner.query(`DROP FUNCTION billing_business_day(TIMESTAMPTZ)`);
    await queryRunner.query(`DROP FUNCTION billing_summary_time_zone()`);
  }
}
