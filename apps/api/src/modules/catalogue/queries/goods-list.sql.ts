import { likePattern, searchTerms } from '../helpers/search-terms.js';
import { ITEM_COLUMNS, MY_CONTRACTS_CTE, type CallerIds, type ItemRow } from './caller-contracts.sql.js';

export interface GoodsListFilters {
  search?: string;
  categoryNo?: string;
  skuType?: string;
  contractId?: number;
  pageIndex: number;
  pageSize: number;
}

/**
 * How many ranked SKU ids of a filter a statement hands back for reuse: 100 pages of 10. Far more than an
 * infinite scroll reaches, but with fewer (200) every page past the 20th counted and ranked all the matches
 * again (5 ms for the whole catalogue, ten times a reused page). Deeper pages compute the matches every time.
 */
export const MATCH_PREFIX_SIZE = 1000;

/**
 * The matches of a filter computed earlier (GoodsListMatches keeps them): the catalogue revision they were
 * computed at, their total and the ids of the page asked for, in rank order.
 */
export interface ReusedMatches {
  revision: string;
  total: number;
  pageIds: number[];
}

export interface GoodsListRow extends Partial<ItemRow> {
  total_count: number;
  has_contracts: boolean;
  /** False when an asked contract is not one of the caller's contracts in force. */
  contract_known: boolean;
  /** The catalogue revision the answer was read at (bigint as text). */
  revision: string;
  /** The first MATCH_PREFIX_SIZE ranked SKU ids when the statement computed the matches, null when it reused them. */
  prefix_ids: number[] | null;
}

/**
 * The caller-independent identity of a list filter: same key, same matches in the same order. Null for a
 * contract tab, whose matches depend on the caller's contracts (and on tables the revision does not cover).
 */
export function matchKey(filters: GoodsListFilters): string | null {
  if (filters.contractId !== undefined) return null;
  return JSON.stringify([searchTerms(filters.search), filters.categoryNo || null, filters.skuType || null]);
}

/**
 * GetGoodsList in ONE statement: the total of the filtered SKUs and the page with prices and tags.
 *
 * The expensive part of a list is caller-independent: finding every SKU that matches (a broad word such as
 * PE150 matches half the catalogue), counting and ranking them. The statement does it once (CTE `matched`,
 * one pass that both the count and the ranking read) and hands back the first MATCH_PREFIX_SIZE ranked ids
 * with the catalogue revision; a later call of the same filter passes them in (`reuse`), and the statement
 * uses them only if catalogue_revision still holds that revision in its own snapshot. Otherwise (or without
 * `reuse`) a one-time filter lets `matched` run as before: the answer is never older than the data.
 *
 * Filters read only the sku table (its copies of the goods' category, template type and on-sale flag), so the
 * matches are a narrow scan; searches use the pg_trgm index. Goods, category, tags and the caller's prices
 * are joined for the page's rows only. The outer row exists even for an empty page, so the total (and the
 * revision) always come back.
 *
 * Ranking of a search: an exact SKU code first, then by where the first word occurs in the search text (the
 * goods name comes first, keywords last), then the catalogue order. Cheaper than similarity(), which would
 * have to score every match of a broad word such as 全基因组 before the page can be cut.
 */
export function goodsListQuery(
  caller: CallerIds,
  filters: GoodsListFilters,
  reuse?: ReusedMatches,
): { text: string; values: unknown[] } {
  const values: unknown[] = [caller.memberId, caller.organisationId, filters.contractId ?? null];
  const where: string[] = ['s.on_sale', 's.goods_on_sale'];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const terms = searchTerms(filters.search);
  for (const term of terms) where.push(`s.search_text LIKE ${param(likePattern(term))}`);
  if (filters.categoryNo) {
    const code = param(filters.categoryNo);
    where.push(`s.category_id IN (SELECT c.id FROM category c LEFT JOIN category p ON p.id = c.parent_id
      WHERE c.code_no = ${code} OR p.code_no = ${code})`);
  }
  if (filters.skuType) where.push(`s.template_type = ${param(filters.skuType)}`);
  if (filters.contractId !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM contract_price cpf WHERE cpf.sku_id = s.id AND cpf.contract_id = $3::int
      AND $3::int IN (SELECT id FROM my_contract))`);
  }
  const rank =
    terms.length > 0
      ? `(lower(s.sku_code) <> ${param(terms.join(' '))})::int * 10000 + strpos(s.search_text, ${param(terms[0])})`
      : '0';
  // A contract tab never reuses: matchKey() is null for it, and the guard here keeps it so for any caller.
  const reused = filters.contractId === undefined ? reuse : undefined;
  const revision = param(reused?.revision ?? null);
  const pageIds = param(reused?.pageIds ?? null);
  const total = param(reused?.total ?? null);
  const limit = param(filters.pageSize);
  const offset = param((filters.pageIndex - 1) * filters.pageSize);
  /*
   * A literal, not a parameter: PostgreSQL estimates a parameter's LIMIT at a tenth of the input, which made
   * the generic plan of the whole-catalogue list look dearer than a custom one, so that it was planned afresh
   * at every call (0.5 ms, twice the run of a reused page).
   */
  const withinPrefix = filters.pageIndex * filters.pageSize <= MATCH_PREFIX_SIZE;
  const prefixLimit = withinPrefix ? String(MATCH_PREFIX_SIZE) : `${offset}::int + ${limit}::int`;
  const shape = [
    terms.length,
    Boolean(filters.categoryNo),
    Boolean(filters.skuType),
    filters.contractId !== undefined,
    withinPrefix,
  ].join();
  return {
    text: textOfShape(
      shape,
      () => `
WITH ${MY_CONTRACTS_CTE},
state AS MATERIALIZED (
  SELECT r.revision, COALESCE(r.revision = ${revision}::bigint, FALSE) AS reuse
  FROM (SELECT COALESCE((SELECT cr.revision FROM catalogue_revision cr WHERE cr.id = 1), -1) AS revision) r
),
matched AS MATERIALIZED (
  SELECT s.id, ${rank} AS rank, s.goods_sort, s.sort
  FROM sku s
  WHERE NOT (SELECT st.reuse FROM state st)
    AND ${where.join('\n    AND ')}
),
prefix AS MATERIALIZED (
  SELECT COALESCE(array_agg(m.id ORDER BY m.rank, m.goods_sort, m.sort, m.id), '{}') AS ids
  FROM (SELECT * FROM matched ORDER BY rank, goods_sort, sort, id
        LIMIT ${prefixLimit}) m
),
head AS MATERIALIZED (
  SELECT st.revision::text AS revision,
    CASE WHEN st.reuse THEN ${total}::int ELSE (SELECT count(*) FROM matched)::int END AS total_count,
    CASE WHEN st.reuse THEN ${pageIds}::int[]
         ELSE (SELECT p.ids[${offset}::int + 1 : ${offset}::int + ${limit}::int] FROM prefix p) END AS page_ids,
    CASE WHEN st.reuse THEN NULL ELSE (SELECT p.ids[1 : ${MATCH_PREFIX_SIZE}] FROM prefix p) END AS prefix_ids,
    EXISTS (SELECT 1 FROM my_contract) AS has_contracts,
    ($3::int IS NULL OR $3::int IN (SELECT id FROM my_contract)) AS contract_known
  FROM state st
)
SELECT h.revision, h.total_count, h.prefix_ids, h.has_contracts, h.contract_known, p.*
FROM head h
LEFT JOIN LATERAL (
  SELECT ${ITEM_COLUMNS}, u.n AS page_position
  FROM unnest(h.page_ids) WITH ORDINALITY AS u(id, n)
  JOIN sku s ON s.id = u.id
  JOIN goods g ON g.id = s.goods_id
  JOIN category cat ON cat.id = s.category_id
) p ON TRUE
ORDER BY p.page_position`,
    ),
    values,
  };
}

/*
 * The statement text depends only on which filters are present (how many search terms, category, sample kind,
 * contract tab, a page beyond the kept matches), never on their values. One string per shape is kept: the
 * prepared-statement lookup then hashes a string whose hash V8 already knows, not a fresh 5 KB text per call.
 */
const textByShape = new Map<string, string>();

function textOfShape(shape: string, build: () => string): string {
  let text = textByShape.get(shape);
  if (text === undefined) {
    text = build();
    textByShape.set(shape, text);
  }
  return text;
}
