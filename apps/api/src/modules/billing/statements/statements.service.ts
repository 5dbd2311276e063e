import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  STATEMENT_REPLY_DAYS,
  StatementDisputeStatus,
  StatementStatus,
  type DisputeStatementRequest,
  type ListResponse,
  type StatementDetail,
  type StatementDisputeEntry,
  type StatementDisputeStatusValue,
  type StatementListQuery,
  type StatementSummary,
} from '@seqportal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import type { StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { IllegalOperationError, NotFoundError } from '../../../common/errors/domain-errors.js';
import { AuditLogService } from '../../../infra/audit/audit-log.service.js';
import { addDays } from './helpers/statement-period.js';
import {
  LINE_COLUMNS,
  STATEMENT_COLUMNS,
  toDetail,
  toDispute,
  toSummary,
  type DisputeRow,
  type StatementLineRow,
  type StatementRow,
} from './helpers/statement-rows.js';
import { StatementClock } from './statement-clock.service.js';

export const STATEMENT_NOT_FOUND = '对账单不存在';
export const LINE_NOT_FOUND = '对账单明细不存在';
export const DISPUTE_NOT_FOUND = '异议不存在';
export const ALREADY_CONFIRMED = '对账单已确认';
export const OPEN_DISPUTES = '对账单有未处理的异议，处理完成后才能确认';
export const CONFIRMED_NO_DISPUTE = '对账单已确认，不能再提出异议';
export const LINE_ALREADY_DISPUTED = '该明细已提出异议，请等待处理';
export const DISPUTE_ALREADY_RESOLVED = '该异议已处理';

const DEFAULT_PAGE_SIZE = 20;

/** How the audit log names a customer who acted on their statement. */
const customerActor = (customer: CustomerPrincipal) => `客户 ${customer.memberId}`;

/**
 * The customer's side of the statements (list, detail, confirm, dispute a line) and the staff's (the disputes
 * queue, resolving one). `ownOrThrow` is the one gate: a statement of another organisation answers 404.
 * Every change takes the statement's row lock first, so a confirm and a dispute racing each other end in one
 * consistent state, and writes its audit entry in the same transaction.
 */
@Injectable()
export class StatementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: StatementClock,
    private readonly audit: AuditLogService,
  ) {}

  async list(customer: CustomerPrincipal, query: StatementListQuery): Promise<ListResponse<StatementSummary>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const params: unknown[] = [customer.organisationId ?? customer.memberId];
    const owner = customer.organisationId !== null ? 's.organisation_id = $1' : 's.member_id = $1';
    const contract = query.contractId !== undefined ? ` AND s.contract_id = $${params.push(query.contractId)}` : '';
    const [count] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM statement s WHERE ${owner}${contract}`,
      params,
    );
    const rows = await this.dataSource.query<StatementRow[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM statement s WHERE ${owner}${contract}
       ORDER BY s.period DESC, s.contract_no, s.id
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { list: rows.map(toSummary), page, pageSize, totalCount: count?.total ?? 0 };
  }

  async detail(customer: CustomerPrincipal, id: number): Promise<StatementDetail> {
    const row = await this.ownOrThrow(this.dataSource.manager, customer, id);
    return this.load(this.dataSource.manager, row);
  }

  /** The owner's statement (locked FOR UPDATE inside a transaction when `lock`); anyone else's is 404. */
  async ownOrThrow(
    manager: EntityManager,
    customer: CustomerPrincipal,
    id: number,
    lock = false,
  ): Promise<StatementRow> {
    const owner =
      customer.organisationId !== null ? 's.organisation_id = $2' : 's.member_id = $2 AND s.organisation_id IS NULL';
    const [row] = await manager.query<StatementRow[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM statement s WHERE s.id = $1 AND ${owner}${lock ? ' FOR UPDATE' : ''}`,
      [id, customer.organisationId ?? customer.memberId],
    );
    if (!row) throw new NotFoundError(STATEMENT_NOT_FOUND);
    return row;
  }

  async confirm(customer: CustomerPrincipal, id: number): Promise<StatementDetail> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.ownOrThrow(manager, customer, id, true);
      if (row.status === StatementStatus.Confirmed) throw new IllegalOperationError(ALREADY_CONFIRMED);
      if (row.status === StatementStatus.Disputed) throw new IllegalOperationError(OPEN_DISPUTES);
      await manager.query(
        `UPDATE statement SET status = $2, confirmed_at = $3, auto_confirmed = FALSE, updated_at = now() WHERE id = $1`,
        [id, StatementStatus.Confirmed, this.clock.now()],
      );
      await this.audit.recordOther(manager, customerActor(customer), [
        {
          action: 'statement.confirm',
          targetType: 'statement',
          targetId: row.statement_no,
          before: { status: row.status },
          after: { status: StatementStatus.Confirmed },
        },
      ]);
      return this.load(manager, { ...row, status: StatementStatus.Confirmed });
    });
  }

  async dispute(customer: CustomerPrincipal, request: DisputeStatementRequest): Promise<StatementDetail> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.ownOrThrow(manager, customer, request.id, true);
      if (row.status === StatementStatus.Confirmed) throw new IllegalOperationError(CONFIRMED_NO_DISPUTE);
      const [line] = await manager.query<Array<{ id: number; order_no: string; amount: string; disputed: boolean }>>(
        `SELECT l.id, l.order_no, l.amount::text,
           EXISTS (SELECT 1 FROM statement_dispute d WHERE d.line_id = l.id AND d.status = $3) AS disputed
         FROM statement_line l WHERE l.id = $1 AND l.statement_id = $2`,
        [request.lineId, row.id, StatementDisputeStatus.Open],
      );
      if (!line) throw new NotFoundError(LINE_NOT_FOUND);
      if (line.disputed) throw new IllegalOperationError(LINE_ALREADY_DISPUTED);
      const comment = request.comment.trim();
      await manager.query(
        `INSERT INTO statement_dispute (statement_id, line_id, member_id, comment, status) VALUES ($1, $2, $3, $4, $5)`,
        [row.id, line.id, customer.memberId, comment, StatementDisputeStatus.Open],
      );
      await manager.query(`UPDATE statement SET status = $2, updated_at = now() WHERE id = $1`, [
        row.id,
        StatementStatus.Disputed,
      ]);
      await this.audit.recordOther(manager, customerActor(customer), [
        {
          action: 'statement.dispute',
          targetType: 'statement',
          targetId: row.statement_no,
          before: { status: row.status },
          after: { status: StatementStatus.Disputed, orderNo: line.order_no, amount: line.amount, comment },
        },
      ]);
      return this.load(manager, { ...row, status: StatementStatus.Disputed });
    });
  }

  async disputes(query: {
    status?: StatementDisputeStatusValue;
    page?: number;
    pageSize?: number;
  }): Promise<ListResponse<StatementDisputeEntry>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const status = query.status ?? StatementDisputeStatus.Open;
    const [count] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM statement_dispute WHERE status = $1`,
      [status],
    );
    const rows = await this.disputeRows('d.status = $1', [status], pageSize, (page - 1) * pageSize);
    return { list: rows, page, pageSize, totalCount: count?.total ?? 0 };
  }

  /**
   * Staff resolve a dispute with a note. When it was the statement's last open one, the statement waits for the
   * customer again, with a fresh reply window of 5 natural days.
   */
  async resolve(staff: StaffPrincipal, id: number, resolution: string): Promise<StatementDisputeEntry> {
    await this.dataSource.transaction(async (manager) => {
      const [found] = await manager.query<Array<{ statement_id: number }>>(
        `SELECT statement_id FROM statement_dispute WHERE id = $1`,
        [id],
      );
      if (!found) throw new NotFoundError(DISPUTE_NOT_FOUND);
      // The statement first, as confirm and dispute lock it: one lock order, no deadlock.
      const [statement] = await manager.query<Array<{ statement_no: string; status: number }>>(
        `SELECT statement_no, status FROM statement WHERE id = $1 FOR UPDATE`,
        [found.statement_id],
      );
      const [dispute] = await manager.query<Array<{ status: number; comment: string }>>(
        `SELECT status, comment FROM statement_dispute WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (dispute!.status !== StatementDisputeStatus.Open) throw new IllegalOperationError(DISPUTE_ALREADY_RESOLVED);
      const text = resolution.trim();
      await manager.query(
        `UPDATE statement_dispute SET status = $2, resolution = $3, resolved_by_staff_id = $4, resolved_by_name = $5,
           resolved_at = $6 WHERE id = $1`,
        [id, StatementDisputeStatus.Resolved, text, staff.staffId, staff.username, this.clock.now()],
      );
      const [open] = await manager.query<Array<{ count: number }>>(
        `SELECT count(*)::int AS count FROM statement_dispute WHERE statement_id = $1 AND status = $2`,
        [found.statement_id, StatementDisputeStatus.Open],
      );
      const reopened = open!.count === 0 && statement!.status === StatementStatus.Disputed;
      if (reopened) {
        await manager.query(
          `UPDATE statement SET status = $2, reply_deadline = $3::date, updated_at = now() WHERE id = $1`,
          [found.statement_id, StatementStatus.Pending, addDays(this.clock.today(), STATEMENT_REPLY_DAYS)],
        );
      }
      await this.audit.record(manager, { staff }, [
        {
          action: 'statement.dispute-resolve',
          targetType: 'statement',
          targetId: statement!.statement_no,
          before: { disputeId: id, comment: dispute!.comment, status: statement!.status },
          after: {
            disputeId: id,
            resolution: text,
            status: reopened ? StatementStatus.Pending : statement!.status,
          },
        },
      ]);
    });
    const [entry] = await this.disputeRows('d.id = $1', [id], 1, 0);
    return entry!;
  }

  private async disputeRows(
    where: string,
    params: unknown[],
    limit: number,
    offset: number,
  ): Promise<StatementDisputeEntry[]> {
    const rows = await this.dataSource.query<
      Array<
        DisputeRow & {
          statement_id: number;
          statement_no: string;
          period: string;
          owner_name: string;
          contract_no: string;
          order_no: string;
          goods_name: string;
          amount: string;
          resolved_by_name: string | null;
        }
      >
    >(
      `SELECT d.id, d.line_id, d.comment, d.status, d.resolution, d.created_at, d.resolved_at, d.resolved_by_name,
         s.id AS statement_id, s.statement_no, to_char(s.period, 'YYYY-MM') AS period, s.owner_name, s.contract_no,
         l.order_no, l.goods_name, l.amount::text
       FROM statement_dispute d
       JOIN statement s ON s.id = d.statement_id
       JOIN statement_line l ON l.id = d.line_id
       WHERE ${where}
       ORDER BY d.created_at DESC, d.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    );
    return rows.map((row) => ({
      ...toDispute(row),
      statementId: row.statement_id,
      statementNo: row.statement_no,
      period: row.period,
      ownerName: row.owner_name,
      contractNo: row.contract_no,
      orderNo: row.order_no,
      goodsName: row.goods_name,
      amount: row.amount,
      resolvedByName: row.resolved_by_name,
    }));
  }

  /** The statement with its lines and every dispute (open and resolved), read with `manager`. */
  async load(manager: EntityManager, row: StatementRow): Promise<StatementDetail> {
    const [fresh] = await manager.query<StatementRow[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM statement s WHERE s.id = $1`,
      [row.id],
    );
    const lines = await manager.query<StatementLineRow[]>(
      `SELECT ${LINE_COLUMNS} FROM statement_line l WHERE l.statement_id = $1 ORDER BY l.line_no`,
      [row.id],
    );
    const disputes = await manager.query<DisputeRow[]>(
      `SELECT id, line_id, comment, status, resolution, created_at, resolved_at
       FROM statement_dispute WHERE statement_id = $1 ORDER BY created_at, id`,
      [row.id],
    );
    return toDetail(fresh ?? row, lines, disputes);
  }
}
