import { MY_CONTRACTS_CTE } from './caller-contracts.sql.js';

/**
 * GetGoodsDeatil in ONE statement: the goods (by $4 goods id, else the goods of $5 sku id), its category,
 * tags, SKUs each with the caller's contract prices, and the caller's contracts. Parameters: $1 member,
 * $2 organisation, $3 asked contract (or null), $4 goods id, $5 sku id.
 */
export const GOODS_DETAIL_SQL = `
WITH ${MY_CONTRACTS_CTE}
SELECT g.id, g.name, g.sequencing_platform, g.service_model_name, g.desc_html_info, g.sample_requirement,
  g.property_type, g.template_type, g.standards, g.image_keys, g.can_flash, cat.code_no AS category_no,
  EXISTS (SELECT 1 FROM my_contract) AS has_contracts,
  ($3::int IS NULL OR $3::int IN (SELECT id FROM my_contract)) AS contract_known,
  COALESCE((SELECT json_agg(json_build_object('name', gt.name, 'location', gt.location) ORDER BY gt.sort, gt.id)
     FROM goods_tag gt WHERE gt.goods_id = g.id), '[]'::json) AS tags,
  COALESCE((SELECT json_agg(json_build_object(
       'id', s.id, 'skuCode', s.sku_code, 'specName', s.spec_name,
       'salePrice', s.sale_price::text, 'marketPrice', s.market_price::text, 'taxTypes', s.tax_types,
       'contractPrices', COALESCE((SELECT json_agg(json_build_object('contractId', cp.contract_id, 'unitPrice', cp.unit_price::text)
            ORDER BY cp.contract_id)
          FROM contract_price cp WHERE cp.sku_id = s.id AND cp.contract_id IN (SELECT id FROM my_contract)), '[]'::json)
     ) ORDER BY s.sort, s.id)
     FROM sku s WHERE s.goods_id = g.id AND s.on_sale), '[]'::json) AS skus,
  COALESCE((SELECT json_agg(json_build_object('id', c.id, 'name', c.name, 'contractNo', c.contract_no) ORDER BY c.id)
     FROM my_contract c), '[]'::json) AS contracts
FROM goods g
JOIN category cat ON cat.id = g.category_id
WHERE g.on_sale
  AND g.id = COALESCE($4::int, (SELECT s.goods_id FROM sku s WHERE s.id = $5::int))`;

export interface DetailSkuJson {
  id: number;
  skuCode: string;
  specName: string;
  salePrice: string;
  marketPrice: string;
  taxTypes: string[];
  contractPrices: Array<{ contractId: number; unitPrice: string }>;
}

export interface GoodsDetailRow {
  id: number;
  name: string;
  sequencing_platform: string;
  service_model_name: string;
  desc_html_info: string;
  sample_requirement: string;
  property_type: number;
  template_type: string;
  standards: Array<{ name: string; valueName: string }>;
  image_keys: string[];
  can_flash: boolean;
  category_no: string;
  has_contracts: boolean;
  contract_known: boolean;
  tags: Array<{ name: string; location: string }>;
  skus: DetailSkuJson[];
  contracts: Array<{ id: number; name: string; contractNo: string }>;
}

/**
 * The picture the detail page shows first ($1 goods id, else the goods of $2 sku id), for a product the page
 * would show: on sale, and when a SKU is named, that SKU on sale in it.
 */
export const GOODS_IMAGE_SQL = `
SELECT g.image_keys[1] AS image_key FROM goods g
WHERE g.on_sale
  AND g.id = COALESCE($1::int, (SELECT s.goods_id FROM sku s WHERE s.id = $2::int))
  AND ($2::int IS NULL OR EXISTS (SELECT 1 FROM sku s WHERE s.id = $2::int AND s.goods_id = g.id AND s.on_sale))`;
