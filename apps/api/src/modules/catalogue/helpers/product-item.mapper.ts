import type { ProductItem, ProductTag, PropertyTypeValue, TemplateTypeValue } from '@seqportal/contract';
import type { ItemRow } from '../queries/caller-contracts.sql.js';
import { priceForCaller, type CallerScope } from './caller-pricing.js';
import { publicImageUrl } from './public-image-url.js';

export function toTags(rows: Array<{ name: string; location: string }>): ProductTag[] {
  return rows.map((tag) => ({ name: tag.name, location: tag.location as ProductTag['location'] }));
}

/** One SKU row as the list, home and contract screens read it; prices only for signed-in callers. */
export function toProductItem(row: ItemRow, caller: CallerScope): ProductItem {
  const priced = priceForCaller(
    { salePrice: row.sale_price, marketPrice: row.market_price, contractPrice: row.contract_price },
    caller,
  );
  const tags = toTags(row.tags);
  return {
    id: row.sku_id,
    goodsId: row.goods_id,
    goodsid: row.goods_id,
    skuId: row.sku_id,
    skuid: row.sku_id,
    skuCode: row.sku_code,
    goodsName: row.goods_name,
    name: row.goods_name,
    specName: row.spec_name,
    goodsImg: publicImageUrl(row.image_key),
    categoryNo: row.category_no,
    sequencingPlaform: row.sequencing_platform,
    ...priced.prices,
    isorder: priced.isorder,
    isContract: priced.isContract,
    label: tags,
    newMarketAttributes: tags,
    propertyType: row.property_type as PropertyTypeValue,
    templateType: row.template_type as TemplateTypeValue,
  };
}
