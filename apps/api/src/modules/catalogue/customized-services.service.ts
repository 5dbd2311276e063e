import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatYuan, type CustomizedService } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { MY_CONTRACTS_CTE } from './queries/caller-contracts.sql.js';

interface CustomizedRow {
  goods_id: number;
  goods_name: string;
  terms: Array<{ contractNo: string; contractName: string; specName: string; unitPrice: string }>;
}

/**
 * GetCustomized (定制服务信息): the services customised for the caller, that is the goods its contracts in force
 * cover, each described by the contract and the agreed price of every covered specification. The footer's promise
 * "定制服务，信用支付" is these contracts; a customer without one gets an empty list and asks through /kefu.
 * The same contract rule as the catalogue's prices (MY_CONTRACTS_CTE), so a price here is the price it is charged.
 */
@Injectable()
export class CustomizedServicesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(customer: CustomerPrincipal): Promise<CustomizedService[]> {
    const rows: CustomizedRow[] = await this.dataSource.query(
      `WITH ${MY_CONTRACTS_CTE}
       SELECT g.id AS goods_id, g.name AS goods_name,
         json_agg(json_build_object('contractNo', c.contract_no, 'contractName', c.name, 'specName', s.spec_name,
           'unitPrice', cp.unit_price::text) ORDER BY c.id, s.sort, s.id) AS terms
       FROM contract_price cp
       JOIN my_contract c ON c.id = cp.contract_id
       JOIN sku s ON s.id = cp.sku_id AND s.on_sale
       JOIN goods g ON g.id = s.goods_id AND g.on_sale
       GROUP BY g.id, g.name, g.sort
       ORDER BY g.sort, g.id`,
      [customer.memberId, customer.organisationId],
    );
    return rows.map((row) => ({
      id: row.goods_id,
      name: row.goods_name,
      description: row.terms
        .map((term) => `${term.contractName}（${term.contractNo}）${term.specName} 合同价${formatYuan(term.unitPrice)}`)
        .join('；'),
    }));
  }
}
