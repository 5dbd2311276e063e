import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SearchSuggestion } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { likePattern, searchTerms } from './helpers/search-terms.js';
import { SUGGESTION_SIZE } from './queries/home.sql.js';

/**
 * Top-bar suggestions: the best-ranked SKUs for the words typed so far, found through the pg_trgm index and
 * ranked as the list ranks a search (exact SKU code, then where the first word occurs).
 */
@Injectable()
export class SearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async suggestions(search: string | undefined): Promise<SearchSuggestion[]> {
    const terms = searchTerms(search);
    if (terms.length === 0) return [];
    const values: unknown[] = [terms.join(' '), terms[0]];
    const where = terms.map((term) => {
      values.push(likePattern(term));
      return `s.search_text LIKE $${values.length}`;
    });
    const rows: Array<{ sku_id: number; goods_id: number; goods_name: string; sku_code: string; spec_name: string }> =
      await this.dataSource.query(
        `SELECT s.id AS sku_id, s.goods_id, g.name AS goods_name, s.sku_code, s.spec_name
         FROM sku s JOIN goods g ON g.id = s.goods_id
         WHERE s.on_sale AND s.goods_on_sale AND ${where.join(' AND ')}
         ORDER BY lower(s.sku_code) <> $1, strpos(s.search_text, $2), s.goods_sort, s.sort, s.id
         LIMIT ${SUGGESTION_SIZE}`,
        values,
      );
    return rows.map((row) => ({
      goodsId: row.goods_id,
      skuId: row.sku_id,
      goodsName: row.goods_name,
      skuCode: row.sku_code,
      specName: row.spec_name,
    }));
  }
}
