import type { DataSource } from 'typeorm';
import { AuditLogService } from '../apps/api/src/infra/audit/audit-log.service.js';
import { pickupInstant } from '../apps/api/src/modules/orders/helpers/order-numbers.js';
import type { Clock } from '../apps/api/src/modules/orders/clock.js';
import {
  lastMonth,
  periodBounds,
  previousPeriod,
} from '../apps/api/src/modules/billing/statements/helpers/statement-period.js';
import { StatementClock } from '../apps/api/src/modules/billing/statements/statement-clock.service.js';
import { StatementGeneratorService } from '../apps/api/src/modules/billing/statements/statement-generator.service.js';
import { StatementDisputeStatus, StatementStatus } from '../packages/contract/src/index.js';

const HISTORY_MARKER = 'demo-history:shdemo';
const MARKER = { targetType: 'seed', targetId: 'demo-statements:shdemo', action: 'seed.demo-statements' } as const;
/** Months of statements before the anchor's month, as far back as the history goes. */
const MONTHS = 12;

export interface StatementsSeedResult {
  created: number;
}

/**
 * 13800000001's monthly statements over its 12-month history (DESIGN.md section 4), made by the same generator as
 * the monthly job, month by month as if it had run on the 2nd of each month: so each opening is the previous
 * closing. Older statements are confirmed (most by the customer, every third one automatically after the 5-day
 * window, one after a dispute that support resolved); last month's waits for the customer, so that the
 * billing centre and the workbench's to-do show one to confirm on a fresh start. Runs once, after the history,
 * at the history's anchor.
 */
export async function seedDemoStatements(dataSource: DataSource): Promise<StatementsSeedResult> {
  const [history] = await dataSource.query<Array<{ after: { anchor: string } }>>(
    `SELECT after FROM audit_log WHERE target_type = 'seed' AND target_id = $1`,
    [HISTORY_MARKER],
  );
  if (!history) return { created: 0 };
  const [done] = await dataSource.query<unknown[]>(
    'SELECT 1 FROM audit_log WHERE target_type = $1 AND target_id = $2',
    [MARKER.targetType, MARKER.targetId],
  );
  if (done) return { created: 0 };

  const timeZone = process.env.BUSINESS_TIMEZONE ?? 'Asia/Shanghai';
  const anchor = new Date(history.after.anchor);
  let now = anchor;
  const clock = new StatementClock(
    { now: () => now } as Clock,
    {
      getOrThrow: () => ({ businessTimeZone: timeZone }),
    } as unknown as ConstructorParameters<typeof StatementClock>[1],
  );
  const generator = new StatementGeneratorService(dataSource, clock, new AuditLogService(dataSource));

  const last = lastMonth(clock.today());
  const periods: string[] = [last];
  while (periods.length < MONTHS) periods.unshift(previousPeriod(periods[0]!));
  await seedCreditNote(dataSource, periodBounds(periods[0]!).start, periodBounds(last).start, timeZone);
  let created = 0;
  for (const [index, period] of periods.entries()) {
    const { next } = periodBounds(period);
    const isLast = period === last;
    // Last month's statement is made "now", so its 5-day window is still open when the demo starts.
    now = isLast ? anchor : pickupInstant(`${next.slice(0, 8)}02 09:30`, timeZone);
    created += (await generator.generate(period)).created;
    if (isLast) continue;
    if (index === periods.length - 2) await disputeAndResolve(dataSource, period, now);
    if (index % 3 === 2) {
      now = pickupInstant(`${next.slice(0, 8)}09 10:15`, timeZone);
      await generator.autoConfirm();
    } else {
      await confirmByCustomer(dataSource, period, pickupInstant(`${next.slice(0, 8)}04 15:20`, timeZone));
    }
  }
  await dataSource.query(
    `INSERT INTO audit_log (staff_id, staff_name, action, target_type, target_id, after)
     VALUES (NULL, 'seed', $1, $2, $3, $4)`,
    [MARKER.action, MARKER.targetType, MARKER.targetId, JSON.stringify({ months: periods.length, created })],
  );
  return { created };
}

/**
 * One credit note (减免) of 10% on a received order of the demo company, two days after its samples arrived and
 * before it was paid, within the stated months: so that a statement shows 本期减免 on a fresh start.
 */
async function seedCreditNote(dataSource: DataSource, from: string, before: string, timeZone: string): Promise<void> {
  await dataSource.query(
    `WITH candidate AS (
       SELECT o.id, og.contract_id, round(sum(og.actual_price) * 0.1, 2) AS amount,
         ((min(h.created_at) AT TIME ZONE $3)::date + 2) AS issued_on
       FROM customer_order o
       JOIN member m ON m.organisation_id = o.organisation_id AND m.account = 'shdemo'
       JOIN order_goods og ON og.order_id = o.id AND og.contract_id IS NOT NULL
       JOIN order_history h ON h.order_id = o.id AND h.to_status = 3
       WHERE o.status IN (3, 4)
       GROUP BY o.id, og.contract_id, o.settled_at
       HAVING (min(h.created_at) AT TIME ZONE $3)::date >= $1::date
         AND (min(h.created_at) AT TIME ZONE $3)::date + 2 < $2::date
         AND (o.settled_at IS NULL OR (o.settled_at AT TIME ZONE $3)::date > (min(h.created_at) AT TIME ZONE $3)::date + 2)
       ORDER BY o.id LIMIT 1
     ), n AS (SELECT nextval(pg_get_serial_sequence('credit_note', 'id')) AS id)
     INSERT INTO credit_note (id, credit_note_no, order_id, contract_id, amount, reason, issued_on, staff_id)
     SELECT n.id, 'JM' || to_char(c.issued_on, 'YYYYMMDD') || lpad(n.id::text, 6, '0'), c.id, c.contract_id, c.amount,
       '部分样本质检返工，减免10%测序费', c.issued_on, (SELECT id FROM staff_account WHERE username = 'support')
     FROM candidate c, n WHERE c.amount > 0`,
    [from, before, timeZone],
  );
}

async function confirmByCustomer(dataSource: DataSource, period: string, at: Date): Promise<void> {
  const rows = await dataSource.query<Array<{ statement_no: string; member_id: number }>>(
    `WITH confirmed AS (
       UPDATE statement s SET status = $2, confirmed_at = $3, updated_at = $3
       WHERE s.period = $1::date AND s.status = $4
       RETURNING s.statement_no, s.organisation_id)
     SELECT c.statement_no, m.id AS member_id FROM confirmed c
     JOIN member m ON m.organisation_id = c.organisation_id AND m.account = 'shdemo'`,
    [`${period}-01`, StatementStatus.Confirmed, at, StatementStatus.Pending],
  );
  for (const row of rows) {
    await dataSource.query(
      `INSERT INTO audit_log (staff_id, staff_name, action, target_type, target_id, before, after, created_at)
       VALUES (NULL, $1, 'statement.confirm', 'statement', $2, $3, $4, $5)`,
      [
        `客户 ${row.member_id}`,
        row.statement_no,
        JSON.stringify({ status: StatementStatus.Pending }),
        JSON.stringify({ status: StatementStatus.Confirmed }),
        at,
      ],
    );
  }
}

/** The first order line of one statement of the month is disputed the next day and resolved by support. */
async function disputeAndResolve(dataSource: DataSource, period: string, generatedAt: Date): Promise<void> {
  const [line] = await dataSource.query<Array<{ id: number; statement_id: number; member_id: number }>>(
    `SELECT l.id, l.statement_id, m.id AS member_id FROM statement s
     JOIN statement_line l ON l.statement_id = s.id AND l.kind = 1
     JOIN member m ON m.organisation_id = s.organisation_id AND m.account = 'shdemo'
     WHERE s.period = $1::date ORDER BY s.id, l.line_no LIMIT 1`,
    [`${period}-01`],
  );
  if (!line) return;
  const [support] = await dataSource.query<Array<{ id: number }>>(
    `SELECT id FROM staff_account WHERE username = 'support'`,
  );
  const day = 86_400_000;
  await dataSource.query(
    `INSERT INTO statement_dispute (statement_id, line_id, member_id, comment, status, resolution,
       resolved_by_staff_id, resolved_by_name, resolved_at, created_at)
     VALUES ($1, $2, $3, '该订单的样本数量与我方记录不一致，请核对', $4, '已与客户核对送样单，样本数量无误，金额不变',
       $5, 'support', $6, $7)`,
    [
      line.statement_id,
      line.id,
      line.member_id,
      StatementDisputeStatus.Resolved,
      support?.id ?? null,
      new Date(generatedAt.getTime() + 1.5 * day),
      new Date(generatedAt.getTime() + day),
    ],
  );
}
