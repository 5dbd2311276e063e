import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OrderStatus, STATEMENT_REPLY_DAYS, StatementLineKind, StatementStatus } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogService } from '../../../infra/audit/audit-log.service.js';
import { dueDate } from '../helpers/settlement-terms.js';
import {
  addDays,
  ageOutstanding,
  periodBounds,
  previousPeriod,
  statementNo,
  type OutstandingLine,
} from './helpers/statement-period.js';
import { StatementClock } from './statement-clock.service.js';

/** Who the audit log names for what the scheduled jobs do. */
export const SYSTEM_ACTOR = '系统';

interface ContractRow {
  id: number;
  contract_no: string;
  organisation_id: number | null;
  member_id: number | null;
  owner_name: string;
}

/** An effective line of the contract (all of its order's samples received), with the dates that settle it. */
interface EffectiveLine {
  line_id: number;
  order_no: string;
  goods_name: string;
  sku_code: string;
  goods_count: number;
  sku_price: string;
  actual_price: string;
  receipt_date: string;
  settled_date: string | null;
}

/** A credit note (减免) of the contract issued before the period's end. */
interface CreditRow {
  credit_note_no: string;
  order_no: string;
  amount: string;
  reason: string;
  issued_on: string;
}

interface NewLine {
  line_no: number;
  kind: number;
  order_no: string;
  order_goods_id: number | null;
  goods_name: string;
  sku_code: string;
  goods_count: number;
  unit_price: string;
  amount: string;
  line_date: string;
  due_date: string | null;
}

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/** Lines summed per order (an order's samples are received together, so its lines share the receipt date). */
function byOrder(lines: EffectiveLine[]): Map<string, { amount: Decimal; receiptDate: string }> {
  const orders = new Map<string, { amount: Decimal; receiptDate: string }>();
  for (const line of lines) {
    const entry = orders.get(line.order_no) ?? { amount: new Decimal(0), receiptDate: line.receipt_date };
    orders.set(line.order_no, { amount: entry.amount.plus(line.actual_price), receiptDate: entry.receiptDate });
  }
  return orders;
}

/**
 * Builds the monthly statements (对账单) of the contract terms: per contract, over the month's effective orders
 * (all samples received): opening balance (last month's closing), the order lines, the payments received, the
 * credit notes issued, the closing balance, aging and the late penalty at the month's end, and the credit used and
 * available. A credit note lowers what is owed on its order: the order's payment is its amount less its notes
 * (notes are refused once an order is settled), and aging counts each unpaid order less its notes so far.
 *
 * Exactly one statement per contract and month however often and on how many workers this runs: the insert is
 * ON CONFLICT DO NOTHING on the (contract, period) constraint, and only the insert that created the row writes
 * its lines, in the same transaction. A concurrent second run waits on the unique index and then does nothing.
 */
@Injectable()
export class StatementGeneratorService {
  private readonly logger = new Logger(StatementGeneratorService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: StatementClock,
    private readonly audit: AuditLogService,
  ) {}

  /** Statements of `period` (YYYY-MM) for every contract with something to state. */
  async generate(period: string): Promise<{ created: number; existing: number }> {
    const { next } = periodBounds(period);
    const contracts = await this.dataSource.query<ContractRow[]>(
      `SELECT c.id, c.contract_no, c.organisation_id, c.member_id, COALESCE(org.name, m.nick_name, '') AS owner_name
       FROM contract c
       LEFT JOIN organisation org ON org.id = c.organisation_id
       LEFT JOIN member m ON m.id = c.member_id
       WHERE EXISTS (
         SELECT 1 FROM order_goods og JOIN customer_order o ON o.id = og.order_id
         WHERE og.contract_id = c.id AND o.placed_at < ($1::date)::timestamp AT TIME ZONE $2)
       ORDER BY c.id`,
      [next, this.clock.timeZone],
    );
    let created = 0;
    let existing = 0;
    for (const contract of contracts) {
      const outcome = await this.generateOne(contract, period);
      if (outcome === 'created') created += 1;
      if (outcome === 'existing') existing += 1;
    }
    if (created > 0) this.logger.log(`Statements of ${period}: ${created} created, ${existing} already there`);
    return { created, existing };
  }

  private async generateOne(contract: ContractRow, period: string): Promise<'created' | 'existing' | 'empty'> {
    const { start, end, next } = periodBounds(period);
    const lines = await this.effectiveLines(contract, next);
    const notes = await this.creditNotes(contract, next);
    const credited = (orderNo: string, before: string) =>
      notes
        .filter((note) => note.order_no === orderNo && note.issued_on < before)
        .reduce((sum, note) => sum.plus(note.amount), new Decimal(0));
    const charges = lines.filter((line) => line.receipt_date >= start);
    const payments = lines.filter(
      (line) => line.settled_date !== null && line.settled_date >= start && line.settled_date < next,
    );
    const credits = notes.filter((note) => note.issued_on >= start);
    // Line by line as before credit notes existed (the penalty is rounded per line); an order's notes so far take
    // its lines' amounts down in line order.
    const creditLeft = new Map<string, Decimal>();
    const outstanding: OutstandingLine[] = lines
      .filter((line) => line.settled_date === null || line.settled_date >= next)
      .map((line) => {
        const left = creditLeft.get(line.order_no) ?? credited(line.order_no, next);
        const taken = Decimal.min(left, line.actual_price);
        creditLeft.set(line.order_no, left.minus(taken));
        return { amount: money(new Decimal(line.actual_price).minus(taken)), receiptDate: line.receipt_date };
      })
      .filter((line) => !new Decimal(line.amount).isZero());

    const [previous] = await this.dataSource.query<Array<{ closing_balance: string }>>(
      `SELECT closing_balance::text FROM statement WHERE contract_id = $1 AND period = $2::date`,
      [contract.id, periodBounds(previousPeriod(period)).start],
    );
    // Without last month's statement (the first one of a contract), the opening is what was unpaid then.
    const unpaidAtStart = byOrder(
      lines.filter((line) => line.receipt_date < start && (line.settled_date === null || line.settled_date >= start)),
    );
    const opening = new Decimal(
      previous?.closing_balance ??
        [...unpaidAtStart.entries()].reduce(
          (sum, [orderNo, order]) => sum.plus(order.amount).minus(credited(orderNo, start)),
          new Decimal(0),
        ),
    );
    const chargesTotal = charges.reduce((sum, line) => sum.plus(line.actual_price), new Decimal(0));
    const paymentLines = this.paymentLines(payments, (orderNo) => credited(orderNo, next));
    const paymentsTotal = paymentLines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
    const creditsTotal = credits.reduce((sum, note) => sum.plus(note.amount), new Decimal(0));
    if (opening.isZero() && charges.length === 0 && payments.length === 0 && credits.length === 0) return 'empty';
    const closing = opening.plus(chargesTotal).minus(paymentsTotal).minus(creditsTotal);
    const aging = ageOutstanding(outstanding, end);
    const credit = await this.credit(contract);

    const newLines: NewLine[] = [
      ...charges.map((line) => ({
        kind: StatementLineKind.Charge,
        order_no: line.order_no,
        order_goods_id: line.line_id,
        goods_name: line.goods_name,
        sku_code: line.sku_code,
        goods_count: line.goods_count,
        unit_price: money(line.sku_price),
        amount: money(line.actual_price),
        line_date: line.receipt_date,
        due_date: dueDate(line.receipt_date),
      })),
      ...paymentLines,
      ...credits.map((note) => ({
        kind: StatementLineKind.Credit,
        order_no: note.order_no,
        order_goods_id: null,
        goods_name: note.reason,
        sku_code: note.credit_note_no,
        goods_count: 0,
        unit_price: '0.00',
        amount: money(note.amount),
        line_date: note.issued_on,
        due_date: null,
      })),
    ].map((line, index) => ({ ...line, line_no: index + 1 }));

    const today = this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      const inserted = await manager.query<Array<{ id: number }>>(
        `INSERT INTO statement (statement_no, contract_id, organisation_id, member_id, period, owner_name, contract_no,
           opening_balance, charges_total, payments_total, closing_balance, aging_0_30, aging_31_60, aging_61_90,
           aging_over_90, overdue_amount, late_penalty, credit_limit, credit_used, credit_available, status,
           reply_deadline, credits_total)
         VALUES ($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
           $22::date, $23)
         ON CONFLICT (contract_id, period) DO NOTHING
         RETURNING id`,
        [
          statementNo(period, contract.id),
          contract.id,
          contract.organisation_id,
          contract.organisation_id === null ? contract.member_id : null,
          start,
          contract.owner_name,
          contract.contract_no,
          money(opening),
          money(chargesTotal),
          money(paymentsTotal),
          money(closing),
          ...aging.buckets.map(money),
          money(aging.overdueAmount),
          money(aging.latePenalty),
          credit.limit,
          credit.used,
          credit.available,
          StatementStatus.Pending,
          addDays(today, STATEMENT_REPLY_DAYS),
          money(creditsTotal),
        ],
      );
      const id = inserted[0]?.id;
      if (id === undefined) return 'existing';
      await this.insertLines(manager, id, newLines);
      await this.audit.recordOther(manager, SYSTEM_ACTOR, [
        {
          action: 'statement.generate',
          targetType: 'statement',
          targetId: statementNo(period, contract.id),
          before: null,
          after: { period, closingBalance: money(closing), lines: newLines.length },
        },
      ]);
      return 'created';
    });
  }

  /** The contract owner's lines under the contract whose order had all samples received before `next`. */
  private effectiveLines(contract: ContractRow, next: string): Promise<EffectiveLine[]> {
    const owner =
      contract.organisation_id !== null ? 'o.organisation_id = $2' : 'o.member_id = $2 AND o.organisation_id IS NULL';
    return this.dataSource.query<EffectiveLine[]>(
      `SELECT * FROM (
         SELECT og.id AS line_id, o.order_no, og.goods_name, og.sku_code, og.goods_count, og.sku_price::text,
           og.actual_price::text,
           to_char(r.at AT TIME ZONE $3, 'YYYY-MM-DD') AS receipt_date,
           to_char(o.settled_at AT TIME ZONE $3, 'YYYY-MM-DD') AS settled_date
         FROM order_goods og
         JOIN customer_order o ON o.id = og.order_id
         JOIN LATERAL (
           SELECT COALESCE(min(h.created_at) FILTER (WHERE h.to_status = $5),
             min(h.created_at) FILTER (WHERE h.to_status = $6)) AS at
           FROM order_history h WHERE h.order_id = o.id
         ) r ON r.at IS NOT NULL
         WHERE og.contract_id = $1 AND ${owner} AND o.status = ANY($7::smallint[])
       ) eff
       WHERE receipt_date < $4
       ORDER BY receipt_date, order_no, line_id`,
      [
        contract.id,
        contract.organisation_id ?? contract.member_id,
        this.clock.timeZone,
        next,
        OrderStatus.SamplesReceived,
        OrderStatus.Completed,
        [OrderStatus.SamplesReceived, OrderStatus.Completed],
      ],
    );
  }

  /** The contract's credit notes issued before `next`, oldest first. */
  private creditNotes(contract: ContractRow, next: string): Promise<CreditRow[]> {
    return this.dataSource.query<CreditRow[]>(
      `SELECT n.credit_note_no, o.order_no, n.amount::text, n.reason, to_char(n.issued_on, 'YYYY-MM-DD') AS issued_on
       FROM credit_note n JOIN customer_order o ON o.id = n.order_id
       WHERE n.contract_id = $1 AND n.issued_on < $2::date
       ORDER BY n.issued_on, n.id`,
      [contract.id, next],
    );
  }

  /**
   * One payment line per order settled in the month: the sum of its lines under this contract less its credit
   * notes (`credited`), which is what the customer was asked to pay.
   */
  private paymentLines(
    payments: EffectiveLine[],
    credited: (orderNo: string) => Decimal,
  ): Array<Omit<NewLine, 'line_no'>> {
    const byOrder = new Map<string, { amount: Decimal; date: string }>();
    for (const line of payments) {
      const entry = byOrder.get(line.order_no) ?? { amount: new Decimal(0), date: line.settled_date! };
      byOrder.set(line.order_no, { amount: entry.amount.plus(line.actual_price), date: entry.date });
    }
    for (const [orderNo, entry] of byOrder) entry.amount = entry.amount.minus(credited(orderNo));
    return [...byOrder.entries()]
      .sort(([a, x], [b, y]) => x.date.localeCompare(y.date) || a.localeCompare(b))
      .map(([orderNo, entry]) => ({
        kind: StatementLineKind.Payment,
        order_no: orderNo,
        order_goods_id: null,
        goods_name: '银行转账回款',
        sku_code: '',
        goods_count: 0,
        unit_price: '0.00',
        amount: money(entry.amount),
        line_date: entry.date,
        due_date: null,
      }));
  }

  private async insertLines(manager: EntityManager, statementId: number, lines: NewLine[]): Promise<void> {
    if (lines.length === 0) return;
    await manager.query(
      `INSERT INTO statement_line (statement_id, line_no, kind, order_no, order_goods_id, goods_name, sku_code,
         goods_count, unit_price, amount, line_date, due_date)
       SELECT $1, l.line_no, l.kind, l.order_no, l.order_goods_id, l.goods_name, l.sku_code, l.goods_count,
         l.unit_price, l.amount, l.line_date, l.due_date
       FROM jsonb_to_recordset($2::jsonb) AS l(line_no int, kind smallint, order_no text, order_goods_id int,
         goods_name text, sku_code text, goods_count int, unit_price numeric, amount numeric, line_date date,
         due_date date)`,
      [statementId, JSON.stringify(lines)],
    );
  }

  /** The owner's credit now: the limit, what is used (unpaid), what is left. */
  private async credit(
    contract: ContractRow,
  ): Promise<{ limit: string | null; used: string; available: string | null }> {
    const [row] = await this.dataSource.query<Array<{ credit_limit: string | null; unpaid_total: string }>>(
      contract.organisation_id !== null
        ? `SELECT credit_limit::text, unpaid_total::text FROM customer_credit WHERE organisation_id = $1`
        : `SELECT credit_limit::text, unpaid_total::text FROM customer_credit WHERE member_id = $1`,
      [contract.organisation_id ?? contract.member_id],
    );
    const used = new Decimal(row?.unpaid_total ?? 0);
    const limit = row?.credit_limit ?? null;
    return {
      limit: limit === null ? null : money(limit),
      used: money(used),
      available: limit === null ? null : money(Decimal.max(0, new Decimal(limit).minus(used))),
    };
  }

  /**
   * Statements past their reply deadline without an answer count as confirmed (contract terms); each one says so
   * in the audit log, in the transaction that confirms it. Answers how many.
   */
  async autoConfirm(): Promise<number> {
    const today = this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<Array<{ statement_no: string; reply_deadline: string }>>(
        `WITH confirmed AS (
           UPDATE statement SET status = $1, auto_confirmed = TRUE, confirmed_at = $4, updated_at = now()
           WHERE status = $2 AND reply_deadline < $3::date
           RETURNING statement_no, to_char(reply_deadline, 'YYYY-MM-DD') AS reply_deadline)
         SELECT * FROM confirmed ORDER BY statement_no`,
        [StatementStatus.Confirmed, StatementStatus.Pending, today, this.clock.now()],
      );
      await this.audit.recordOther(
        manager,
        SYSTEM_ACTOR,
        rows.map((row) => ({
          action: 'statement.auto-confirm',
          targetType: 'statement',
          targetId: row.statement_no,
          before: { status: StatementStatus.Pending, replyDeadline: row.reply_deadline },
          after: { status: StatementStatus.Confirmed, autoConfirmed: true, reason: '5个自然日内未回复，视为确认' },
        })),
      );
      return rows.length;
    });
  }
}
