import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  CONTRACT_ORDER_MESSAGES,
  routes,
  TEMPLATE_TYPE_LABELS,
  type ParseSampleExcelResult,
} from '@seqportal/contract';
import type { FastifyReply } from 'fastify';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { UserInputError } from '../../common/errors/domain-errors.js';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { parseIdList } from '../cart/helpers/id-list.js';
import { ContractTemplateQueryDto, DownLoadExcelQueryDto, ParseSampleExcelDto } from './dto/sample-requests.dto.js';
import { ContractTemplateResponseDto, ParseSampleExcelResultDto } from './dto/sample-responses.dto.js';
import { SampleSheetService, XLSX_CONTENT_TYPE } from './sample-sheet.service.js';

/** Excel sample sheets: templates to download, and reading an uploaded sheet into sample lists. */
@ApiTags('samples')
@Controller()
@CustomerOnly()
export class SampleSheetController {
  constructor(private readonly sheets: SampleSheetService) {}

  @Post(routePath('ParseSampleExcel'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.ParseSampleExcel.summary,
    description:
      'Path 为 uploadExcel 返回的路径。成功：skuList 与样本列表；有错误：code 400，body.list 为错误（每条含行、列）；' +
      '文件过大或解压后过大 11001，非 xlsx 11002，超过行数上限 400。',
  })
  @ApiEnvelopeResponse(ParseSampleExcelResultDto)
  parse(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() dto: ParseSampleExcelDto,
  ): Promise<ParseSampleExcelResult> {
    return this.sheets.parse(customer, dto.Path);
  }

  @Get(routePath('DownLoadExcel'))
  @RawResponse()
  @ApiOperation({
    summary: routes.DownLoadExcel.summary,
    description: '按产品类型（LIBRARY 文库 / SAMPLE 生物）的样本信息表模板：下拉列表、示例行、填写说明。',
  })
  @ApiProduces(XLSX_CONTENT_TYPE)
  @ApiResponse({ status: 200, description: '.xlsx 文件' })
  async download(@Query() query: DownLoadExcelQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const buffer = await this.sheets.template(query.templateType);
    const name = encodeURIComponent(`${TEMPLATE_TYPE_LABELS[query.templateType]}样本信息表.xlsx`);
    await reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="sample-sheet.xlsx"; filename*=UTF-8''${name}`)
      .header('cache-control', 'no-store')
      .send(buffer);
  }

  @Get(routePath('GetContractTemplate'))
  @ApiOperation({
    summary: routes.GetContractTemplate.summary,
    description: '所选合同商品的样本信息表模板，答一个1小时内有效的下载链接。',
  })
  @ApiEnvelopeResponse(ContractTemplateResponseDto)
  contractTemplate(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: ContractTemplateQueryDto,
  ): Promise<{ path: string }> {
    const skuIds = parseIdList(query.skuId);
    if (!skuIds || skuIds.length === 0) throw new UserInputError(CONTRACT_ORDER_MESSAGES.emptySelection);
    return this.sheets.contractTemplate(customer, skuIds, query.contractId);
  }
}
