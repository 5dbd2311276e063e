import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OrderStatus, StatementStatus, type TodoItem } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { samplesToFillCondition } from '../orders/samples-to-fill.js';
import { orderScope } from './helpers/customer-scope.js';

/** How many to-dos the workbench lists: the newest; older ones are still on /my_order. */
export const TODO_LIMIT = 50;
/** Delivered data stays a to-do this long after the order completed. */
const REPORT_FRESH_DAYS = 30;

type TodoKind = 'pay' | 'samples' | 'express' | 'sample-qc' | 'report' | 'statement';

/** Wording per kind: title (订单/样本/报告), the label before the full-width colon, and the hint. */
const TEXTS: Record<TodoKind, { title: string; label: string; hint: string }> = {
  pay: { title: '订单', label: '待付款订单', hint: '请确认订单信息并完成下单付款' },
  samples: { title: '样本', label: '待填写样本信息', hint: '请补全订单的样本信息，实验室收样前可见' },
  express: { title: '订单', label: '待填写快递单号', hint: '样本寄出后请填写快递单号，便于实验室跟踪' },
  'sample-qc': { title: '报告', label: '样本质检报告已出', hint: '可在订单详情下载样本质检报告' },
  report: { title: '报告', label: '数据已交付', hint: '可在数据中心下载交付数据与质控报告' },
  statement: {
    title: '对账单',
    label: '待确认对账单',
    hint: '请在账单中心核对并确认对账单，5个自然日内未回复视为确认',
  },
};

interface TodoRow {
  kind: TodoKind;
  order_no: string;
  the_date: Date;
}

/**
 * GetTodoList: what the customer should act on, newest first: orders to pay, orders whose sample information is
 * missing, courier orders without an express number, and reports that are ready (every sample QC'd; data
 * delivered in the last 30 days), and monthly statements awaiting confirmation. Each item's content1 ends with the order number after a full-width colon.
 */
@Injectable()
export class TodoService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(customer: CustomerPrincipal): Promise<TodoItem[]> {
    const scope = orderScope(customer, 'o', 1);
    // Statements carry the same owner columns as orders: the same scope on the same parameter.
    const statementScope = orderScope(customer, 's', 1);
    const rows = await this.dataSource.query<TodoRow[]>(
      `WITH scoped AS (SELECT o.* FROM customer_order o WHERE ${scope.condition})
       SELECT 'pay' AS kind, order_no, created_at AS the_date FROM scoped WHERE status = $2
       UNION ALL
       SELECT 'samples', o.order_no, o.created_at FROM scoped o WHERE ${samplesToFillCondition('o')}
       UNION ALL
       SELECT 'express', order_no, placed_at FROM scoped WHERE status = $3 AND is_express
       UNION ALL
       SELECT 'sample-qc', o.order_no, q.at FROM scoped o
       JOIN LATERAL (
         SELECT max(r.tested_at) AS at, count(r.sample_id) AS done, count(*) AS total
         FROM sample s LEFT JOIN sample_qc_result r ON r.sample_id = s.id WHERE s.order_id = o.id
       ) q ON q.total > 0 AND q.done = q.total
       WHERE o.status = $4
       UNION ALL
       SELECT 'report', o.order_no, h.at FROM scoped o
       JOIN LATERAL (SELECT max(created_at) AS at FROM order_history WHERE order_id = o.id AND to_status = $5) h ON TRUE
       WHERE o.status = $5 AND h.at > now() - make_interval(days => $6)
       UNION ALL
       SELECT 'statement', s.statement_no, s.created_at FROM statement s
       WHERE ${statementScope.condition} AND s.status = $8
       ORDER BY the_date DESC NULLS LAST, order_no DESC
       LIMIT $7`,
      [
        scope.value,
        OrderStatus.PendingPayment,
        OrderStatus.AwaitingSamples,
        OrderStatus.SamplesReceived,
        OrderStatus.Completed,
        REPORT_FRESH_DAYS,
        TODO_LIMIT,
        StatementStatus.Pending,
      ],
    );
    return rows.map((row) => {
      const text = TEXTS[row.kind];
      return {
        title: text.title,
        content1: `${text.label}：${row.order_no}`,
        content2: text.hint,
        theDate: new Date(row.the_date).toISOString(),
      };
    });
  }
}
