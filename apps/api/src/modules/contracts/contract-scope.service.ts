import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatMoney, type ContractWithProducts, type TemplateTypeValue } from '@seqportal/contract';
import { Decimal } from 'decimal.js';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import { publicImageUrl } from '../catalogue/helpers/public-image-url.js';
import type { ContractPaymentMode } from './entities/contract.entity.js';
import { contractPriceSql, MY_CONTRACTS_CTE } from '../catalogue/queries/caller-contracts.sql.js';

/** Per SKU: is it within the caller's contract scope, and at which contract price. */
export interface SkuScope {
  skuId: number;
  covered: boolean;
  /** The asked contract's price, else the lowest of the caller's contracts; null when not covered. */
  unitPrice: string | null;
}

interface ScopeRow {
  sku_id: number;
  unit_price: string | null;
  has_contracts: boolean;
  contract_known: boolean;
}

interface ContractProductsRow {
  id: number;
  name: string;
  contract_no: string;
  payment_mode: ContractPaymentMode;
  total_price: string | null;
  balance: string | null;
  products: Array<{
    skuId: number;
    name: string;
    title: string;
    unitPrice: string;
    imageKey: string | null;
    templateType: TemplateTypeValue;
  }>;
}

/**
 * The contract prices of SKUs for a sample sheet, and the caller's contracts with their products. Whether a caller
 * may order a SKU, and at what price, is PricingService's (pricing/pricing.service.ts).
 */
@Injectable()
export class ContractScopeService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async scope(
    customer: CustomerPrincipal,
    skuIds: number[],
    contractId?: number,
  ): Promise<{ hasContracts: boolean; skus: SkuScope[] }> {
    const rows: ScopeRow[] = await this.dataSource.query(
      `WITH ${MY_CONTRACTS_CTE}
       SELECT u.sku_id,
         ${contractPriceSql('u.sku_id', '$3::int')} AS unit_price,
         EXISTS (SELECT 1 FROM my_contract) AS has_contracts,
         ($3::int IS NULL OR $3::int IN (SELECT id FROM my_contract)) AS contract_known
       FROM (SELECT DISTINCT unnest($4::int[]) AS sku_id) u
       ORDER BY u.sku_id`,
      [customer.memberId, customer.organisationId, contractId ?? null, skuIds],
    );
    if (rows.some((row) => !row.contract_known)) throw new NotFoundError('合同不存在');
    return {
      hasContracts: rows[0]?.has_contracts ?? false,
      skus: rows.map((row) => ({
        skuId: row.sku_id,
        covered: row.unit_price !== null,
        unitPrice: row.unit_price === null ? null : formatMoney(new Decimal(row.unit_price).toFixed()),
      })),
    };
  }

  /** GetContractProductList: the caller's contracts in force with their products; the first is selected. */
  async contractsWithProducts(customer: CustomerPrincipal): Promise<ContractWithProducts[]> {
    const rows: ContractProductsRow[] = await this.dataSource.query(
      `WITH ${MY_CONTRACTS_CTE}
       SELECT c.id, c.name, c.contract_no, k.payment_mode, k.total_price::text AS total_price, k.balance::text AS balance,
         COALESCE((SELECT json_agg(json_build_object('skuId', s.id, 'name', g.name, 'title', s.spec_name,
              'unitPrice', cp.unit_price::text, 'imageKey', g.image_keys[1], 'templateType', g.template_type)
              ORDER BY g.sort, s.sort, s.id)
            FROM contract_price cp
            JOIN sku s ON s.id = cp.sku_id AND s.on_sale
            JOIN goods g ON g.id = s.goods_id AND g.on_sale
            WHERE cp.contract_id = c.id), '[]'::json) AS products
       FROM my_contract c JOIN contract k ON k.id = c.id
       ORDER BY c.id`,
      [customer.memberId, customer.organisationId],
    );
    return rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      contractID__c: row.contract_no,
      paymentMode: row.payment_mode,
      totalPrice: row.total_price === null ? undefined : money(row.total_price),
      balance: row.payment_mode === 'prepaid' ? money(row.balance ?? '0') : null,
      items: row.products.map((product) => ({ skuId: product.skuId })),
      select: index === 0,
      productList: row.products.map((product) => ({
        skuId: product.skuId,
        name: product.name,
        title: product.title,
        unitPrice: formatMoney(new Decimal(product.unitPrice).toFixed()),
        goodsImg: publicImageUrl(product.imageKey),
        templateType: product.templateType,
        select: false,
        count: 1,
      })),
    }));
  }
}

function money(value: string): string {
  return formatMoney(new Decimal(value).toFixed());
}
