import type { ProductDetail, ProductTag, SkuEditor } from '@seqportal/contract';

export function detailTags(detail: ProductDetail): ProductTag[] {
  return detail.pro.label ?? [];
}

/** Gallery pictures: the detail banner, else the cover image; blanks dropped, duplicates once. */
export function detailImages(detail: ProductDetail): string[] {
  const images = (detail.banner ?? []).filter((src) => typeof src === 'string' && src !== '');
  if (images.length === 0 && detail.pro.goodsImg) images.push(detail.pro.goodsImg);
  return [...new Set(images)];
}

/**
 * "Not within contract scope" (spec part 1 section 5). isorder false means the caller may not order the sku
 * (a contract customer whose contracts do not cover it). isContract false alone only means no contract
 * covers it, which is normal for customers without contracts (they buy at the sale price), so it counts
 * only when the page was opened for a contract (contractId): then the sku must be in that contract.
 */
export function isOutsideContract(
  flags: { isorder?: boolean; isContract?: boolean },
  contractId: number | undefined,
): boolean {
  if (flags.isorder === false) return true;
  return contractId !== undefined && flags.isContract === false;
}

export function skuLabel(sku: SkuEditor, index: number): string {
  if (sku.specName) return sku.specName;
  if (sku.skuCode) return sku.skuCode;
  const taxes = (sku.taxType ?? []).map((tax) => tax.name).filter(Boolean);
  return taxes.length > 0 ? taxes.join(' / ') : `规格 ${index + 1}`;
}

/** The sku to show: the one asked for, else the one the server selected, else the first. */
export function pickSku(detail: ProductDetail, skuId: number | undefined): SkuEditor | undefined {
  const skus = detail.pro.skuEditor ?? [];
  return skus.find((sku) => sku.skuId === skuId) ?? skus.find((sku) => sku.skuId === detail.pro.skuId) ?? skus[0];
}

/** What the caller pays for a sku (contract price or sale price); null for visitors. */
export function skuPrice(sku: SkuEditor | undefined): string | null {
  return sku?.unitPrice ?? sku?.salePrice ?? null;
}
