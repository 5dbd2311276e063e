import {
  ANALYSIS_STATUS_LABELS,
  type AnalysisInput,
  type AnalysisRecord,
  type AnalysisStatusValue,
} from '@seqportal/contract';
import type { EntityManager } from 'typeorm';
import { dataScopeSql, type DataScope } from '../delivery/data-scope.js';
import { NotFoundError } from '../../common/errors/domain-errors.js';

export const ANALYSIS_NOT_FOUND = '分析记录不存在';

export interface AnalysisRow {
  id: number;
  order_id: number;
  order_no: string;
  member_id: number;
  member_name: string;
  sku_id: number;
  goods_id: number;
  goods_name: string;
  status: AnalysisStatusValue;
  genome: string;
  panel_bed: string;
  out_file_types: string[];
  libraries: AnalysisInput[];
  yields: string;
  unit_price: string;
  total_price: string;
  created_at: Date;
  started_at: Date | null;
  done_at: Date | null;
}

export const ANALYSIS_SELECT = `
  SELECT a.id, a.order_id, o.order_no, a.member_id, COALESCE(org.name, m.account) AS member_name, a.sku_id,
    s.goods_id, a.goods_name, a.status, a.genome, a.panel_bed, a.out_file_types, a.libraries, a.yields::text,
    a.unit_price::text, a.total_price::text, a.created_at, a.started_at, a.done_at
  FROM analysis_order a
  JOIN customer_order o ON o.id = a.order_id
  JOIN sku s ON s.id = a.sku_id
  JOIN member m ON m.id = a.member_id
  LEFT JOIN organisation org ON org.id = o.organisation_id`;

export function toRecord(row: AnalysisRow): AnalysisRecord {
  return {
    id: row.id,
    orderNo: row.order_no,
    goodsId: row.goods_id,
    skuId: row.sku_id,
    goodsName: row.goods_name,
    status: row.status,
    statusLabel: ANALYSIS_STATUS_LABELS[row.status],
    genome: row.genome,
    panelBed: row.panel_bed,
    outFileType: row.out_file_types,
    libraries: row.libraries,
    yields: Number(row.yields),
    unitPrice: row.unit_price,
    totalPrice: row.total_price,
    createTime: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    doneAt: row.done_at?.toISOString() ?? null,
    memberName: row.member_name,
  };
}

/**
 * The one gate to an analysis record: within the caller's data scope (`scope` given: its organisation's) or any
 * (staff); another organisation's record answers exactly like a missing one. `lock` locks the row for the rest of
 * the transaction.
 */
export async function findAnalysis(
  manager: EntityManager,
  id: number,
  options: { scope?: DataScope; lock?: boolean } = {},
): Promise<AnalysisRow> {
  const owner = options.scope ? dataScopeSql(options.scope, 'o', 2) : null;
  const [row] = await manager.query<AnalysisRow[]>(
    `${ANALYSIS_SELECT} WHERE a.id = $1${owner ? ` AND ${owner.sql}` : ''}${options.lock ? ' FOR UPDATE OF a' : ''}`,
    owner ? [id, owner.value] : [id],
  );
  if (!row) throw new NotFoundError(ANALYSIS_NOT_FOUND);
  return row;
}
