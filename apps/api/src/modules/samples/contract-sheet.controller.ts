import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes, type ContractSheetResult, type UploadResult } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { DomainError, UserInputError } from '../../common/errors/domain-errors.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { UploadResultDto } from '../../common/http/upload-result.dto.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CONTRACT_SHEET_FORMAT_MESSAGE, ContractSheetService } from './contract-sheet.service.js';
import { ContractSheetDto } from './dto/sample-requests.dto.js';
import { ContractSheetResultDto } from './dto/sample-responses.dto.js';
import { samplesConfig, type SamplesConfig } from './samples.config.js';

/** The batch order sheet of /place_order: every row checked and priced against a contract. */
@ApiTags('contracts')
@Controller()
@CustomerOnly()
export class ContractSheetController {
  constructor(
    private readonly contractSheets: ContractSheetService,
    @Inject(samplesConfig.KEY) private readonly config: SamplesConfig,
  ) {}

  @Post(routePath('UploadContractSheet'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.UploadContractSheet.summary,
    description:
      '一个 file 部分：.xlsx 或 .csv（UTF-8 或 GBK，表头同合同模板的“样本信息”或“文库信息”表），最大 10MB' +
      '（11001 超出大小，11002 格式不符）。CSV 按模板表头转换为工作簿保存。返回 files[0].url，交给 ParseContractSheet。',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
  })
  @ApiEnvelopeResponse(UploadResultDto)
  async upload(@CurrentCustomer() customer: CustomerPrincipal, @Req() request: FastifyRequest) {
    if (!request.isMultipart()) throw new DomainError(ErrorCode.UploadFormat, CONTRACT_SHEET_FORMAT_MESSAGE);
    const part = await request.file({ limits: { fileSize: this.config.sheetMaxBytes, files: 1 } });
    if (!part) throw new UserInputError('请选择要上传的文件');
    const result: UploadResult = await this.contractSheets.upload(customer.memberId, {
      fileName: part.filename,
      stream: part.file,
      truncated: () => part.file.truncated,
    });
    return new ApiResult(result, '上传成功');
  }

  @Post(routePath('ParseContractSheet'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.ParseContractSheet.summary,
    description:
      '需机构认证通过（183）。Path 为 UploadContractSheet（或 uploadExcel）返回的路径。逐行校验（合同内商品、必填项、index规则、重复、' +
      '表内index冲突，以及与该Lane上其他进行中订单已预订文库的index冲突），' +
      '按合同价计价；rows 为每行状态、价格与错误（行、列、原因），order 为可直接提交 SubmitOrder（propertyType 1）的有效行，' +
      'annotatedPath 为标注文件（错误单元格标红并附批注，另加“校验结果”列）1小时有效链接。文件过大 11001，格式 11002。',
  })
  @ApiEnvelopeResponse(ContractSheetResultDto)
  parse(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ContractSheetDto): Promise<ContractSheetResult> {
    return this.contractSheets.parse(customer, dto.Path, dto.contractId);
  }
}
