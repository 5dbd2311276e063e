import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { callerPrice, ErrorCode, formatMoney, TemplateType, type TemplateTypeValue } from '@seqportal/contract';
import { DataSource, type EntityManager } from 'typeorm';
import type { CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { DomainError, NotFoundError } from '../../../common/errors/domain-errors.js';
import { MY_CONTRACTS_CTE } from '../../catalogue/queries/caller-contracts.sql.js';

/** A SKU as the caller would buy it now: names, image, the price that applies and the contract it comes from. */
export interface PricedSku {
  skuId: number;
  skuCode: string;
  skuName: string;
  goodsId: number;
  goodsName: string;
  imageKey: string | null;
  templateType: TemplateTypeValue;
  /** The SKU and its goods are on sale. */
  onSale: boolean;
  /** The contract whose price applies (the asked one, else the caller's cheapest); null at the sale price. */
  contractId: number | null;
  contractName: string | null;
  /** Contract price when a contract covers the SKU, else the sale price; two decimals. */
  unitPrice: string;
  /** The list (sale) price, whatever the contracts say; two decimals. */
  salePrice: string;
  tags: string[];
  /** May be ordered now: on sale, not an analysis product, and within the caller's contract scope. */
  orderable: boolean;
  /** Outside the caller's contract scope (184): not covered, and the caller orders under contracts. */
  outOfContract: boolean;
  /** False when the asked contract is not one of the caller's contracts in force (answered like a missing one). */
  contractKnown: boolean;
}

/** A row of pricedSkusSelect. */
export interface PricedRow {
  sku_id: number;
  sku_code: string;
  spec_name: string;
  sale_price: string;
  on_sale: boolean;
  template_type: TemplateTypeValue;
  goods_id: number;
  goods_name: string;
  image_key: string | null;
  contract_id: number | null;
  contract_name: string | null;
  contract_price: string | null;
  has_contracts: boolean;
  contract_known: boolean;
  tags: string[];
}

/*
 * The asked contract's price, else the lowest price among the caller's contracts in force (ties: the older
 * contract), decided by callerPrice. One statement for any number of SKUs. Needs MY_CONTRACTS_CTE (the caller as
 * $1 and $2); `askedContract` (SQL for an int, may be null) and `skuIds` (SQL for an int[]) may be parameters or
 * subqueries of a larger statement (PayOrder's checks read the order and price its SKUs together, issue 22).
 */
export function pricedSkusSelect(askedContract: string, skuIds: string): string {
  return `
  SELECT s.id AS sku_id, s.sku_code, s.spec_name, s.sale_price::text AS sale_price,
    (s.on_sale AND s.goods_on_sale) AS on_sale, s.template_type,
    g.id AS goods_id, g.name AS goods_name, g.image_keys[1] AS image_key,
    best.contract_id, best.contract_name, best.unit_price::text AS contract_price,
    EXISTS (SELECT 1 FROM my_contract) AS has_contracts,
    (${askedContract} IS NULL OR ${askedContract} IN (SELECT id FROM my_contract)) AS contract_known,
    COALESCE((SELECT json_agg(gt.name ORDER BY gt.sort, gt.id) FROM goods_tag gt WHERE gt.goods_id = g.id), '[]'::json) AS tags
  FROM sku s
  JOIN goods g ON g.id = s.goods_id
  LEFT JOIN LATERAL (
    SELECT cp.contract_id, mc.name AS contract_name, cp.unit_price
    FROM contract_price cp JOIN my_contract mc ON mc.id = cp.contract_id
    WHERE cp.sku_id = s.id AND (${askedContract} IS NULL OR cp.contract_id = ${askedContract})
    ORDER BY cp.unit_price, cp.contract_id
    LIMIT 1
  ) best ON TRUE
  WHERE s.id = ANY(${skuIds})`;
}

const PRICED_SKUS_SQL = `
  WITH ${MY_CONTRACTS_CTE}
  ${pricedSkusSelect('$3::int', '$4::int[]')}`;

/**
 * The one place that answers "can this caller order these SKUs, and at what price", for the sample box, order
 * creation, payment and every later module that sells (the catalogue's lists apply the same callerPrice rule to
 * the prices their own statements read).
 */
@Injectable()
export class PricingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The priced SKUs that exist, keyed by id; unknown ids are simply absent. */
  async price(
    customer: CustomerPrincipal,
    skuIds: readonly number[],
    contractId?: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<number, PricedSku>> {
    if (skuIds.length === 0) return new Map();
    const rows: PricedRow[] = await manager.query(PRICED_SKUS_SQL, [
      customer.memberId,
      customer.organisationId,
      contractId ?? null,
      [...new Set(skuIds)],
    ]);
    return new Map(rows.map((row) => [row.sku_id, toPricedSku(row, contractId !== undefined)]));
  }

  /**
   * Throws 404 合同不存在 for a contract that is not one of the caller's in force, and 184 (该商品不在合同范围内，
   * 请联系客服) when a SKU lies outside the caller's contract scope. A customer without contracts orders anything.
   */
  async assertInContract(customer: CustomerPrincipal, skuIds: readonly number[], contractId?: number): Promise<void> {
    const skus = [...(await this.price(customer, skuIds, contractId)).values()];
    assertInContract(skus);
  }
}

/**
 * The SKU as sold without a contract: the list price and no contract, for an order the customer placed
 * expressly outside the contracts (the sample sheet's 不使用合同，按商品价格下单). The contract scope still applies
 * (outOfContract is kept): a contract customer may not buy what its contracts exclude by leaving them out.
 */
export function atListPrice(sku: PricedSku): PricedSku {
  return { ...sku, unitPrice: sku.salePrice, contractId: null, contractName: null };
}

/** The contract checks of a priced selection: an unknown contract answers 404, then a SKU out of contract 184. */
export function assertInContract(skus: readonly PricedSku[]): void {
  if (skus.some((sku) => !sku.contractKnown)) throw new NotFoundError('合同不存在');
  if (skus.some((sku) => sku.outOfContract)) throw new DomainError(ErrorCode.OutOfContract);
}

/** A row of pricedSkusSelect as a PricedSku; `contractAsked`: a contract was asked for. */
export function toPricedSku(row: PricedRow, contractAsked: boolean): PricedSku {
  const { covered, outOfContract, unitPrice } = callerPrice({
    salePrice: row.sale_price,
    contractPrice: row.contract_price,
    hasContracts: row.has_contracts,
    contractAsked,
  });
  return {
    skuId: row.sku_id,
    skuCode: row.sku_code,
    skuName: row.spec_name,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    imageKey: row.image_key,
    templateType: row.template_type,
    onSale: row.on_sale,
    contractId: covered ? row.contract_id : null,
    contractName: covered ? row.contract_name : null,
    unitPrice,
    salePrice: formatMoney(row.sale_price),
    tags: row.tags,
    orderable: row.on_sale && row.template_type !== TemplateType.DeliveryAnalysis && !outOfContract,
    outOfContract,
    contractKnown: row.contract_known,
  };
}
