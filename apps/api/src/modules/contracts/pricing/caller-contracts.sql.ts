/**
 * The caller's contracts and contract prices in SQL, for every statement that prices SKUs for a caller (the
 * catalogue's lists, PricingService, the contract scope of sample sheets). Each takes the caller as $1 member id and
 * $2 organisation id (both null for a visitor, which matches no contract).
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
 * The catalogue (prices, isorder) and the contract scope of sample sheets use it; PricingService picks the same
 * price together with its contract.
 */
export function contractPriceSql(skuId: string, askedContract: string): string {
  return `(SELECT min(cp.unit_price)::text FROM contract_price cp
     WHERE cp.sku_id = ${skuId} AND cp.contract_id IN (SELECT id FROM my_contract)
       AND (${askedContract} IS NULL OR cp.contract_id = ${askedContract}))`;
}
