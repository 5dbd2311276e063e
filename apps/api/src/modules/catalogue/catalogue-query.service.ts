import { Injectable } from '@nestjs/common';
import type { ListResponse, ProductDetail, ProductItem } from '@seqportal/contract';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { toProductDetail } from './helpers/goods-detail.mapper.js';
import { publicImageUrl } from './helpers/public-image-url.js';
import { loadDescriptionSanitiser } from './helpers/sanitize-description.js';
import { toProductItem } from './helpers/product-item.mapper.js';
import type { CallerIds, ItemRow } from './queries/caller-contracts.sql.js';
import { GOODS_DETAIL_SQL, GOODS_IMAGE_SQL, type GoodsDetailRow } from './queries/goods-detail.sql.js';
import { GoodsListMatches } from './queries/goods-list-matches.js';
import type { GoodsListFilters, GoodsListRow } from './queries/goods-list.sql.js';
import { PreparedSqlService } from './prepared-sql.service.js';

export function callerIds(customer: CustomerPrincipal | undefined): CallerIds {
  return { memberId: customer?.memberId ?? null, organisationId: customer?.organisationId ?? null };
}

/** The product list and the product detail: one SQL statement each, whatever the page size. */
@Injectable()
export class CatalogueQueryService {
  /** The list's matches per filter, reused while the catalogue revision stands (see goodsListQuery). */
  private readonly matches = new GoodsListMatches();

  constructor(private readonly sql: PreparedSqlService) {}

  async goodsList(
    customer: CustomerPrincipal | undefined,
    filters: GoodsListFilters,
  ): Promise<ListResponse<ProductItem>> {
    const rows = await this.matches.rows(callerIds(customer), filters, (text, values) =>
      this.sql.rows<GoodsListRow>(text, values),
    );
    const head = rows[0]!;
    // Another customer's contract (or none at all) answers like a missing one: nothing leaks.
    if (!head.contract_known) throw new NotFoundError('合同不存在');
    const caller = {
      signedIn: Boolean(customer),
      hasContracts: head.has_contracts,
      contractAsked: filters.contractId !== undefined,
    };
    return {
      list: rows
        .filter((row) => row.sku_id !== null && row.sku_id !== undefined)
        .map((row) => toProductItem(row as ItemRow, caller)),
      page: filters.pageIndex,
      pageSize: filters.pageSize,
      totalCount: head.total_count,
    };
  }

  async goodsDetail(
    customer: CustomerPrincipal | undefined,
    query: { goodId?: number; skuId?: number; contractId?: number },
  ): Promise<ProductDetail> {
    const { memberId, organisationId } = callerIds(customer);
    const askedContractId = query.contractId ?? null;
    const rows = await this.sql.rows<GoodsDetailRow>(GOODS_DETAIL_SQL, [
      memberId,
      organisationId,
      askedContractId,
      query.goodId ?? null,
      query.skuId ?? null,
    ]);
    const row = rows[0];
    const selected = row && (query.skuId === undefined ? row.skus[0] : row.skus.find((sku) => sku.id === query.skuId));
    if (!row || !selected) throw new NotFoundError('商品不存在或已下架');
    if (!row.contract_known) throw new NotFoundError('合同不存在');
    const caller = {
      signedIn: Boolean(customer),
      hasContracts: row.has_contracts,
      contractAsked: askedContractId !== null,
    };
    await loadDescriptionSanitiser();
    return toProductDetail(row, selected, caller, askedContractId);
  }

  /**
   * The picture the detail page shows first, for the document's preload (infra/web/page-hints.ts): the goods'
   * first image, by goods id or by one of its SKUs; null for a product the page would not show. Caller-independent
   * and without the description, so without its sanitiser.
   */
  async goodsImage(query: { goodId?: number; skuId?: number }): Promise<string | null> {
    const rows = await this.sql.rows<{ image_key: string | null }>(GOODS_IMAGE_SQL, [
      query.goodId ?? null,
      query.skuId ?? null,
    ]);
    return publicImageUrl(rows[0]?.image_key) || null;
  }
}
