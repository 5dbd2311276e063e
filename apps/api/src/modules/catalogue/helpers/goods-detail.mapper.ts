import type {
  CatalogueContract,
  ProductDetail,
  PropertyTypeValue,
  SkuEditor,
  TemplateTypeValue,
} from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import type { ItemRow } from '../queries/caller-contracts.sql.js';
import type { DetailSkuJson, GoodsDetailRow } from '../queries/goods-detail.sql.js';
import { money, priceForCaller, type CallerScope } from './caller-pricing.js';
import { toProductItem, toTags } from './product-item.mapper.js';
import { publicImageUrl } from './public-image-url.js';
import { sanitizeDescription } from './sanitize-description.js';

/** The contract price that applies to a SKU: the asked contract's, else the lowest of the caller's. */
export function applicableContractPrice(sku: DetailSkuJson, askedContractId: number | null): string | null {
  const prices =
    askedContractId === null ? sku.contractPrices : sku.contractPrices.filter((p) => p.contractId === askedContractId);
  if (prices.length === 0) return null;
  return prices
    .reduce(
      (lowest, p) => (new Decimal(p.unitPrice).lt(lowest) ? new Decimal(p.unitPrice) : lowest),
      new Decimal(prices[0]!.unitPrice),
    )
    .toFixed();
}

function itemRow(row: GoodsDetailRow, sku: DetailSkuJson, contractPrice: string | null): ItemRow {
  return {
    sku_id: sku.id,
    sku_code: sku.skuCode,
    spec_name: sku.specName,
    sale_price: sku.salePrice,
    market_price: sku.marketPrice,
    goods_id: row.id,
    goods_name: row.name,
    image_key: row.image_keys[0] ?? null,
    property_type: row.property_type,
    template_type: row.template_type,
    sequencing_platform: row.sequencing_platform,
    category_no: row.category_no,
    contract_price: contractPrice,
    tags: row.tags,
  };
}

/** The caller's contracts that cover at least one SKU of the goods, each with those SKUs at its price. */
function contractList(row: GoodsDetailRow, selected: DetailSkuJson, caller: CallerScope): CatalogueContract[] {
  return row.contracts
    .map((contract) => {
      const products = row.skus
        .map((sku) => ({ sku, price: sku.contractPrices.find((p) => p.contractId === contract.id)?.unitPrice ?? null }))
        .filter((entry) => entry.price !== null)
        .map((entry) => toProductItem(itemRow(row, entry.sku, entry.price), { ...caller, contractAsked: true }));
      const selectedPrice = selected.contractPrices.find((p) => p.contractId === contract.id)?.unitPrice;
      return {
        id: contract.id,
        name: contract.name,
        contractNo: contract.contractNo,
        isContract: true,
        ...(selectedPrice !== undefined ? { marketPrice: money(selectedPrice) } : {}),
        productList: products,
        list: products,
      };
    })
    .filter((contract) => contract.productList.length > 0);
}

export function toProductDetail(
  row: GoodsDetailRow,
  selected: DetailSkuJson,
  caller: CallerScope,
  askedContractId: number | null,
): ProductDetail {
  const skuEditor: SkuEditor[] = row.skus.map((sku) => {
    const priced = priceForCaller(
      {
        salePrice: sku.salePrice,
        marketPrice: sku.marketPrice,
        contractPrice: applicableContractPrice(sku, askedContractId),
      },
      caller,
    );
    return {
      skuId: sku.id,
      skuCode: sku.skuCode,
      specName: sku.specName,
      ...priced.prices,
      taxType: sku.taxTypes.map((name) => ({ name })),
      isContract: priced.isContract,
      isorder: priced.isorder,
    };
  });
  const chosen = skuEditor.find((sku) => sku.skuId === selected.id)!;
  const templateType = row.template_type as TemplateTypeValue;
  const images = row.image_keys.map((key) => publicImageUrl(key));
  return {
    pro: {
      goodsId: row.id,
      skuId: selected.id,
      title: row.name,
      categoryNo: row.category_no,
      goodsImg: images[0] ?? '',
      skuEditor,
      goodsStandard: row.standards.map((standard) => ({ name: standard.name, valueName: standard.valueName })),
      sequencingPlaform: row.sequencing_platform,
      serviceModelName: row.service_model_name,
      descHtmlInfo: sanitizeDescription(row.desc_html_info),
      sampleRequirement: row.sample_requirement,
      propertyType: row.property_type as PropertyTypeValue,
      templateType,
      label: toTags(row.tags),
      isorder: chosen.isorder,
      isContract: chosen.isContract,
    },
    banner: images,
    templateType,
    isCanFlash: row.can_flash,
    contractList: caller.signedIn ? contractList(row, selected, caller) : [],
  };
}
