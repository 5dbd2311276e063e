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

export interface GoodsListRow extends Partial<ItemRow> {
  total_count: number;
  has_contracts: boolean;
  /** False when an asked contract is not one of the caller's contracts in force. */
  contract_known: boolean;
}

/**
 * GetGoodsList in ONE statement: the total of the filtered SKUs and the page with prices and tags. Filters
 * read only the sku table (its copies of the goods' category, template type and on-sale flag), so the count is
 * a narrow scan; searches use the pg_trgm index; a page without search walks idx_sku_listing and stops early.
 * The outer row exists even for an empty page, so the total always comes back.
 *
 * Ranking of a search: an exact SKU code first, then by where the first word occurs in the search text (the
 * goods name comes first, keywords last), then the catalogue order. Cheaper than similarity(), which would
 * have to score every match of a broad word such as 全基因组 before the page can be cut.
 */
export function goodsListQuery(caller: CallerIds, filters: GoodsListFilters): { text: string; values: unknown[] } {
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
  const limit = param(filters.pageSize);
  const offset = param((filters.pageIndex - 1) * filters.pageSize);
  const condition = where.join('\n    AND ');
  const text = `
WITH ${MY_CONTRACTS_CTE}
SELECT t.total_count, t.has_contracts, t.contract_known, p.*
FROM (
  SELECT (SELECT count(*) FROM sku s WHERE ${condition})::int AS total_count,
         EXISTS (SELECT 1 FROM my_contract) AS has_contracts,
         ($3::int IS NULL OR $3::int IN (SELECT id FROM my_contract)) AS contract_known
) t
LEFT JOIN LATERAL (
  SELECT ${ITEM_COLUMNS}, ${rank} AS rank, s.goods_sort, s.sort AS sku_sort
  FROM sku s
  JOIN goods g ON g.id = s.goods_id
  JOIN category cat ON cat.id = s.category_id
  WHERE ${condition}
  ORDER BY ${terms.length > 0 ? `${rank}, ` : ''}s.goods_sort, s.sort, s.id
  LIMIT ${limit} OFFSET ${offset}
) p ON TRUE
ORDER BY p.rank, p.goods_sort, p.sku_sort, p.sku_id`;
  return { text, values };
}
