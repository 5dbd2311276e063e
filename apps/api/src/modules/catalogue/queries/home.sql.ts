import { FIRST_SKU_LATERAL, itemColumns, MY_CONTRACTS_CTE, type ItemRow } from './caller-contracts.sql.js';

/** Items per home row (spec part 1 section 9). */
export const HOME_ROW_SIZE = 10;
export const RECOMMENDED_SIZE = 10;
export const SUGGESTION_SIZE = 10;

/**
 * Every home row in ONE statement: a row per contract of the caller (its SKUs at that contract's price),
 * then a row per top-level category (the first SKU of each goods of its subtree). $1 member, $2 organisation.
 */
export const HOME_GROUPS_SQL = `
WITH ${MY_CONTRACTS_CTE}
SELECT 0 AS kind_rank, c.id AS group_id, c.name AS group_title, NULL::text AS group_code, c.id AS group_sort,
  EXISTS (SELECT 1 FROM my_contract) AS has_contracts, x.*
FROM my_contract c
CROSS JOIN LATERAL (
  SELECT ${itemColumns('c.id')}, g.sort AS goods_sort, s.sort AS sku_sort
  FROM contract_price cp0
  JOIN sku s ON s.id = cp0.sku_id AND s.on_sale
  JOIN goods g ON g.id = s.goods_id AND g.on_sale
  JOIN category cat ON cat.id = g.category_id
  WHERE cp0.contract_id = c.id
  ORDER BY g.sort, s.sort, s.id
  LIMIT ${HOME_ROW_SIZE}
) x
UNION ALL
SELECT 1, top.id, top.title, top.code_no, top.sort, EXISTS (SELECT 1 FROM my_contract), x.*
FROM category top
CROSS JOIN LATERAL (
  SELECT ${itemColumns('NULL::int')}, g.sort AS goods_sort, s.sort AS sku_sort
  FROM goods g
  JOIN category cat ON cat.id = g.category_id
  ${FIRST_SKU_LATERAL}
  WHERE g.on_sale AND (cat.id = top.id OR cat.parent_id = top.id)
  ORDER BY g.sort, g.id
  LIMIT ${HOME_ROW_SIZE}
) x
WHERE top.parent_id IS NULL
ORDER BY kind_rank, group_sort, group_id, goods_sort, sku_sort, sku_id`;

export interface HomeGroupRow extends ItemRow {
  kind_rank: number;
  group_id: number;
  group_title: string;
  group_code: string | null;
  has_contracts: boolean;
}

/** Recommended goods (first SKU of each), priced for the caller. $1 member, $2 organisation. */
export const RECOMMENDED_SQL = `
WITH ${MY_CONTRACTS_CTE}
SELECT ${itemColumns('NULL::int')}, EXISTS (SELECT 1 FROM my_contract) AS has_contracts
FROM goods g
JOIN category cat ON cat.id = g.category_id
${FIRST_SKU_LATERAL}
WHERE g.on_sale AND g.recommended
ORDER BY g.sort, g.id
LIMIT ${RECOMMENDED_SIZE}`;

export type RecommendedRow = ItemRow & { has_contracts: boolean };
