import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import {
  TemplateType,
  routes,
  type ContractItem,
  type ContractProduct,
  type ContractWithProducts,
  type TemplateTypeValue,
} from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { ContractScopeService } from './contract-scope.service.js';

class ContractItemDto implements ContractItem {
  @ApiProperty({ example: 31 }) skuId: number;
}

class ContractProductDto implements ContractProduct {
  @ApiProperty({ example: 31 }) skuId: number;
  @ApiProperty({ example: '人全基因组重测序', description: '商品名称' }) name: string;
  @ApiProperty({ example: 'PE150 · 30X', description: 'SKU规格' }) title: string;
  @ApiProperty({ example: '2800.00', description: '合同价' }) unitPrice: string;
  @ApiProperty({ example: '/api/File/public?key=goods/12.svg' }) goodsImg: string;
  @ApiProperty({ enum: Object.values(TemplateType), example: 'LIBRARY' }) templateType: TemplateTypeValue;
  @ApiProperty({ example: false }) select: boolean;
  @ApiProperty({ example: 1 }) count: number;
}

class ContractWithProductsDto implements ContractWithProducts {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '2026年度测序服务框架合同' }) name: string;
  @ApiProperty({ example: 'HT-2026-SH-001' }) contractID__c: string;
  @ApiProperty({ type: [ContractItemDto] }) items: ContractItemDto[];
  @ApiPropertyOptional({ example: true, description: '默认选中的合同（第一个）' }) select?: boolean;
  @ApiPropertyOptional({
    enum: ['credit', 'prepaid'],
    example: 'prepaid',
    description: 'prepaid 预付（下单时扣合同余额）；credit 授信',
  })
  paymentMode?: 'credit' | 'prepaid';
  @ApiPropertyOptional({ example: '600000.00', description: '合同总额' }) totalPrice?: string;
  @ApiPropertyOptional({
    type: String,
    example: '486320.00',
    nullable: true,
    description: '预付合同余额；授信合同为 null',
  })
  balance?: string | null;
  @ApiProperty({ type: [ContractProductDto] }) productList: ContractProductDto[];
}

/** The contract centre's list: the caller's contracts in force with their price lists. */
@ApiTags('contracts')
@Controller()
export class ContractProductsController {
  constructor(private readonly scope: ContractScopeService) {}

  @Get(routePath('GetContractProductList'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetContractProductList.summary,
    description: '本人及所属企业的有效合同，商品按合同价。',
  })
  @ApiEnvelopeResponse(ContractWithProductsDto, { isArray: true })
  list(@CurrentCustomer() customer: CustomerPrincipal): Promise<ContractWithProducts[]> {
    return this.scope.contractsWithProducts(customer);
  }
}
