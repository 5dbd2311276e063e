/**
 * SQL shared by the catalogue queries (and by the bench's plain pg baseline, which must run the very same
 * statements). Every statement takes the caller as $1 member id and $2 organisation id (both null for a
 * visitor, which matches no contract) and $3 an asked contract id or null.
 */

/** The caller's contracts in force today: its own and its company's. */
export const MY_CONTRACTS_CTE = `my_contract AS (
  SELECT c.id, c.name, c.contract_no
  FROM contract c
  WHERE c.active
    AND (c.starts_on IS NULL OR c.starts_on <= CURRENT_DATE)
    AND (c.ends_on IS NULL OR c.ends_on >= CURRENT_DATE)
    AND (c.member_id = $1::int OR c.organisation_id = $2::int)
)`;

/**
 * The caller's contract price of the SKU `skuId` (SQL), as text: the asked contract's (`askedContract`, SQL that may
 * be null), else the lowest among its contracts in force; null when none covers the SKU. Needs MY_CONTRACTS_CTE.
 * The catalogue (prices, isorder) and the contract scope of sample sheets use it; the contracts module's
 * PricingService picks the same price together with its contract.
 */
export function contractPriceSql(skuId: string, askedContract: string): string {
  return `(SELECT min(cp.unit_price)::text FROM contract_price cp
     WHERE cp.sku_id = ${skuId} AND cp.contract_id IN (SELECT id FROM my_contract)
       AND (${askedContract} IS NULL OR cp.contract_id = ${askedContract}))`;
}

/**
 * The columns of one product item, for `s` (sku), `g` (goods) and `cat` (category) in scope, with the
 * caller's contract price and the goods' tags in the same row: no per-item round trips whatever the page
 * size. `askedContract` is SQL for the contract whose price applies (null: the lowest of the caller's).
 */
export function itemColumns(askedContract: string): string {
  return `
  s.id AS sku_id, s.sku_code, s.spec_name, s.sale_price::text AS sale_price, s.market_price::text AS market_price,
  g.id AS goods_id, g.name AS goods_name, g.image_keys[1] AS image_key, g.property_type, g.template_type,
  g.sequencing_platform, cat.code_no AS category_no,
  ${contractPriceSql('s.id', askedContract)} AS contract_price,
  COALESCE((SELECT json_agg(json_build_object('name', gt.name, 'location', gt.location) ORDER BY gt.sort, gt.id)
     FROM goods_tag gt WHERE gt.goods_id = g.id), '[]'::json) AS tags`;
}

/** The list's columns: the contract asked for is $3. */
export const ITEM_COLUMNS = itemColumns('$3::int');

/** The first SKU of goods `g`, as `s`: home rows and recommendations show one item per goods. */
export const FIRST_SKU_LATERAL = `CROSS JOIN LATERAL (
    SELECT * FROM sku s1 WHERE s1.goods_id = g.id AND s1.on_sale ORDER BY s1.sort, s1.id LIMIT 1
  ) s`;

/** A row carrying itemColumns(). */
export interface ItemRow {
  sku_id: number;
  sku_code: string;
  spec_name: string;
  sale_price: string;
  market_price: string;
  goods_id: number;
  goods_name: string;
  image_key: string | null;
  property_type: number;
  template_type: string;
  sequencing_platform: string;
  category_no: string;
  contract_price: string | null;
  tags: Array<{ name: string; location: string }>;
}

/** Who is asking: both null for a visitor. */
export interface CallerIds {
  memberId: number | null;
  organisationId: number | null;
}
