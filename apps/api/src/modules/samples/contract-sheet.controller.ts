import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes, type ContractSheetResult } from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { ContractSheetService } from './contract-sheet.service.js';
import { ContractSheetDto } from './dto/sample-requests.dto.js';
import { ContractSheetResultDto } from './dto/sample-responses.dto.js';

/** The batch order sheet of /place_order: every row checked and priced against a contract. */
@ApiTags('contracts')
@Controller()
@CustomerOnly()
export class ContractSheetController {
  constructor(private readonly contractSheets: ContractSheetService) {}

  @Post(routePath('ParseContractSheet'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.ParseContractSheet.summary,
    description:
      '需机构认证通过（183）。Path 为 uploadExcel 返回的路径。逐行校验（合同内商品、必填项、index规则、重复、表内index冲突），' +
      '按合同价计价；rows 为每行状态、价格与错误（行、列、原因），order 为可直接提交 SubmitOrder（propertyType 1）的有效行，' +
      'annotatedPath 为标注文件（错误单元格标红并附批注，另加“校验结果”列）1小时有效链接。文件过大 11001，格式 11002。',
  })
  @ApiEnvelopeResponse(ContractSheetResultDto)
  parse(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ContractSheetDto): Promise<ContractSheetResult> {
    return this.contractSheets.parse(customer, dto.Path, dto.contractId);
  }
}
