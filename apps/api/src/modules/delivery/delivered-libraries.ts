import type { EntityManager } from 'typeorm';
import { dataScopeSql, type DataScope } from './data-scope.js';

/**
 * A library (or biological sample) whose order has delivered data files named after it: the rows of the data
 * centre's 已经交付数据 and what an analysis may run on. `dataFiles` are the order's DATA file names that start with
 * the library's name (the analysis finds the R1/R2 pair among them).
 */
export interface DeliveredLibrary {
  sampleId: number;
  libraryName: string;
  childId: number | null;
  childName: string;
  species: string;
  yields: string;
  orderId: number;
  orderNo: string;
  memberId: number;
  goodsName: string;
  templateType: string;
  deliveredAt: Date;
  hasQcReport: boolean;
  dataFiles: string[];
}

/** The SQL name a library's files start with: the library name, else the sample's name. */
const LIBRARY_NAME = "COALESCE(NULLIF(s.wk_name, ''), s.name)";

/**
 * The library's data files: named `<library>_…`, `<library>.…` or `<library>-…` (never LIB10's files for LIB1).
 * Used as a lateral join on `s` and `o`.
 */
export const DELIVERED_LIBRARY_FROM = `
  sample s
  JOIN customer_order o ON o.id = s.order_id
  JOIN order_goods og ON og.id = s.order_goods_id
  JOIN LATERAL (
    SELECT array_agg(df.file_name ORDER BY df.file_name) AS data_files, max(df.created_at) AS delivered_at
    FROM delivery_file df
    WHERE df.order_id = o.id AND df.category = 'DATA'
      AND left(df.file_name, length(${LIBRARY_NAME}) + 1) IN (${LIBRARY_NAME} || '_', ${LIBRARY_NAME} || '.', ${LIBRARY_NAME} || '-')
  ) data ON data.data_files IS NOT NULL
  LEFT JOIN LATERAL (
    SELECT min(sl.id) AS child_id, string_agg(sl.zwk_name, '、' ORDER BY sl.id) AS child_name
    FROM sub_library sl WHERE sl.sample_id = s.id
  ) child ON TRUE`;

export const DELIVERED_LIBRARY_COLUMNS = `
  s.id AS sample_id, ${LIBRARY_NAME} AS library_name, child.child_id, COALESCE(child.child_name, '') AS child_name,
  s.species, COALESCE(s.data_size, 0)::text AS yields, o.id AS order_id, o.order_no, o.member_id, og.goods_name,
  og.template_type, data.delivered_at, data.data_files,
  EXISTS (SELECT 1 FROM delivery_file q WHERE q.order_id = o.id AND q.category IN ('SAMPLE_QC', 'DATA_QC')) AS has_qc_report`;

export interface DeliveredLibraryRow {
  sample_id: number;
  library_name: string;
  child_id: number | null;
  child_name: string;
  species: string;
  yields: string;
  order_id: number;
  order_no: string;
  member_id: number;
  goods_name: string;
  template_type: string;
  delivered_at: Date;
  data_files: string[];
  has_qc_report: boolean;
}

export function toDeliveredLibrary(row: DeliveredLibraryRow): DeliveredLibrary {
  return {
    sampleId: row.sample_id,
    libraryName: row.library_name,
    childId: row.child_id,
    childName: row.child_name,
    species: row.species,
    yields: row.yields,
    orderId: row.order_id,
    orderNo: row.order_no,
    memberId: row.member_id,
    goodsName: row.goods_name,
    templateType: row.template_type,
    deliveredAt: row.delivered_at,
    hasQcReport: row.has_qc_report,
    dataFiles: row.data_files,
  };
}

/**
 * The delivered libraries within the data scope (dataScopeOf) among `sampleIds`. Another customer's library, or one without delivered data,
 * is simply absent: the caller decides the message.
 */
export async function findDeliveredLibraries(
  manager: EntityManager,
  scope: DataScope,
  sampleIds: readonly number[],
): Promise<Map<number, DeliveredLibrary>> {
  if (sampleIds.length === 0) return new Map();
  const owner = dataScopeSql(scope, 'o', 1);
  const rows = await manager.query<DeliveredLibraryRow[]>(
    `SELECT ${DELIVERED_LIBRARY_COLUMNS} FROM ${DELIVERED_LIBRARY_FROM}
     WHERE ${owner.sql} AND s.id = ANY($2::int[])`,
    [owner.value, [...new Set(sampleIds)]],
  );
  return new Map(rows.map((row) => [row.sample_id, toDeliveredLibrary(row)]));
}
