import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  OrderStatus,
  type CreditNote,
  type CreditNoteEntry,
  type CreditNoteListQuery,
  type ListResponse,
  type RecordCreditNoteRequest,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource, type EntityManager } from 'typeorm';
import type { StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { IllegalOperationError, UserInputError } from '../../../common/errors/domain-errors.js';
import { AuditLogService } from '../../../infra/audit/audit-log.service.js';
import { OrderLookupService } from '../../orders/order-lookup.service.js';
import { StatementClock } from './statement-clock.service.js';

export const CREDIT_ORDER_NOT_EFFECTIVE = '订单尚未收样生效，不能减免';
export const CREDIT_ORDER_SETTLED = '订单已结清，不能减免';
export const CREDIT_ORDER_NO_CONTRACT = '订单不属于任何合同，不能减免';
export const CREDIT_EXCEEDS_OWED = '减免金额不能超过订单未付金额';

const DEFAULT_PAGE_SIZE = 20;

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * Credit notes (减免): finance lowers what is owed on one effective (samples received), unpaid order of a
 * contract, dated today. The statement of this month states it as a credit line; the order's payment is then its
 * amount less its notes, and what the customer owes on credit falls by the note. The order's row lock serialises
 * notes on one order, so two at once can never credit more than is owed; the note, the lower unpaid total and the
 * audit entry commit together.
 */
@Injectable()
export class CreditNotesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderLookupService,
    private readonly clock: StatementClock,
    private readonly audit: AuditLogService,
  ) {}

  record(staff: StaffPrincipal, request: RecordCreditNoteRequest): Promise<CreditNote> {
    const amount = new Decimal(request.amount);
    return this.dataSource.transaction(async (manager) => {
      const order = await this.orders.lockAny(manager, { orderNo: request.orderNo });
      if (order.status !== OrderStatus.SamplesReceived && order.status !== OrderStatus.Completed)
        throw new IllegalOperationError(CREDIT_ORDER_NOT_EFFECTIVE);
      if (order.settledAt) throw new IllegalOperationError(CREDIT_ORDER_SETTLED);
      // A statement line belongs to the contract that priced it: the order's lines under one contract.
      const [owed] = await manager.query<Array<{ contract_id: number; contract_no: string; owed: string }>>(
        `SELECT og.contract_id, c.contract_no,
           (sum(og.actual_price) - COALESCE((SELECT sum(n.amount) FROM credit_note n WHERE n.order_id = $1), 0))::text
             AS owed
         FROM order_goods og JOIN contract c ON c.id = og.contract_id
         WHERE og.order_id = $1
         GROUP BY og.contract_id, c.contract_no ORDER BY og.contract_id LIMIT 1`,
        [order.id],
      );
      if (!owed) throw new IllegalOperationError(CREDIT_ORDER_NO_CONTRACT);
      if (amount.greaterThan(owed.owed)) throw new UserInputError(CREDIT_EXCEEDS_OWED);
      const issuedOn = this.clock.today();
      const [note] = await manager.query<Array<{ credit_note_no: string }>>(
        `WITH n AS (SELECT nextval(pg_get_serial_sequence('credit_note', 'id')) AS id)
         INSERT INTO credit_note (id, credit_note_no, order_id, contract_id, amount, reason, issued_on, staff_id)
         SELECT n.id, 'JM' || to_char($5::date, 'YYYYMMDD') || lpad(n.id::text, 6, '0'), $1, $2, $3, $4, $5::date, $6
         FROM n
         RETURNING credit_note_no`,
        [order.id, owed.contract_id, money(amount), request.reason, issuedOn, staff.staffId],
      );
      const remaining = money(new Decimal(owed.owed).minus(amount));
      const unpaid = await this.lowerUnpaid(manager, order, amount);
      await this.audit.record(manager, { staff }, [
        {
          action: 'credit-note.record',
          targetType: 'order',
          targetId: order.orderNo,
          before: { owed: money(owed.owed), unpaidTotal: unpaid.before },
          after: {
            creditNoteNo: note!.credit_note_no,
            amount: money(amount),
            reason: request.reason,
            remaining,
            unpaidTotal: unpaid.after,
          },
        },
      ]);
      return {
        creditNoteNo: note!.credit_note_no,
        orderNo: order.orderNo,
        contractNo: owed.contract_no,
        amount: money(amount),
        reason: request.reason,
        issuedOn,
        remaining,
      };
    });
  }

  /**
   * Every credit note issued, newest first: by the day it was issued, then when it was recorded (notes seeded for
   * earlier months are recorded later than their day), then id, so two in one instant keep one order.
   */
  async list(query: CreditNoteListQuery): Promise<ListResponse<CreditNoteEntry>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [count] = await this.dataSource.query<Array<{ total: number }>>(
      'SELECT count(*)::int AS total FROM credit_note',
    );
    const rows = await this.dataSource.query<
      Array<{
        id: number;
        credit_note_no: string;
        order_no: string;
        contract_no: string;
        owner_name: string;
        amount: string;
        reason: string;
        issued_on: string;
        staff_name: string | null;
        created_at: Date;
      }>
    >(
      `SELECT n.id, n.credit_note_no, o.order_no, c.contract_no,
         COALESCE(org.name, m.nick_name, '') AS owner_name, n.amount::text AS amount, n.reason,
         to_char(n.issued_on, 'YYYY-MM-DD') AS issued_on, s.display_name AS staff_name, n.created_at
       FROM credit_note n
       JOIN customer_order o ON o.id = n.order_id
       JOIN contract c ON c.id = n.contract_id
       LEFT JOIN organisation org ON org.id = c.organisation_id
       LEFT JOIN member m ON m.id = c.member_id
       LEFT JOIN staff_account s ON s.id = n.staff_id
       ORDER BY n.issued_on DESC, n.created_at DESC, n.id DESC
       LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        creditNoteNo: row.credit_note_no,
        orderNo: row.order_no,
        contractNo: row.contract_no,
        ownerName: row.owner_name,
        amount: money(row.amount),
        reason: row.reason,
        issuedOn: row.issued_on,
        staffName: row.staff_name,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      page,
      pageSize,
      totalCount: count?.total ?? 0,
    };
  }

  /**
   * Lowers what the customer owes on credit (customer_credit.unpaid_total: what ordering checks the credit limit
   * against and GetOverview's balance subtracts) by the note, in the note's transaction. One atomic UPDATE, whose
   * row lock is taken after the order's, in the order PayOrder takes them; never below zero (see README.md: the
   * note is already capped at what the order owes, so a floor only guards totals kept before notes existed).
   * An owner without a credit row has nothing outstanding to lower.
   */
  private async lowerUnpaid(
    manager: EntityManager,
    order: { organisationId: number | null; memberId: number },
    amount: Decimal,
  ): Promise<{ before: string | null; after: string | null }> {
    const column = order.organisationId === null ? 'member_id' : 'organisation_id';
    const [row] = await manager.query<Array<{ before: string; after: string }>>(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE ... RETURNING with [rows, count].
      `WITH old AS (SELECT id, unpaid_total FROM customer_credit WHERE ${column} = $1 FOR UPDATE),
       lowered AS (
         UPDATE customer_credit c SET unpaid_total = GREATEST(c.unpaid_total - $2::numeric, 0), updated_at = now()
         FROM old WHERE c.id = old.id
         RETURNING old.unpaid_total::text AS before, c.unpaid_total::text AS after
       )
       SELECT before, after FROM lowered`,
      [order.organisationId ?? order.memberId, money(amount)],
    );
    return { before: row ? money(row.before) : null, after: row ? money(row.after) : null };
  }
}
