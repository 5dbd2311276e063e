import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CustomerWithPermission } from '../../common/auth/member-permission.guard.js';
import { dataScopeOf } from '../delivery/data-scope.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiIdempotencyKey, IdempotencyKey } from '../../common/idempotency/idempotency-key.decorator.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { AnalysisCatalogueService } from './analysis-catalogue.service.js';
import { AnalysisOrdersService } from './analysis-orders.service.js';
import { findAnalysis, toRecord } from './analysis-records.js';
import {
  AnalysisQuoteDto,
  AnalysisQuoteResponseDto,
  AnalysisRecordDto,
  AnalysisRecordQueryDto,
  AnalysisTypeDto,
  GenomeOptionDto,
  OutFileTypeOptionDto,
  SubmitAnalysisDto,
  SubmitAnalysisResponseDto,
} from './dto/analysis.dto.js';

/** Ordering bioinformatics analyses on delivered data (the data centre's bulk analysis and /bioanalytical). */
@ApiTags('analysis')
@Controller()
export class AnalysisController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalogue: AnalysisCatalogueService,
    private readonly orders: AnalysisOrdersService,
  ) {}

  @Get(routePath('GetAnalysisTypes'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetAnalysisTypes.summary,
    description: 'unitPrice 为每G单价：客户合同覆盖该SKU时为合同价，否则为目录价。',
  })
  @ApiEnvelopeResponse(AnalysisTypeDto, { isArray: true })
  async types(@CurrentCustomer() customer: CustomerPrincipal): Promise<AnalysisTypeDto[]> {
    const types = await this.catalogue.types(customer);
    return types.map(({ sku: _sku, ...type }) => type);
  }

  @Get(routePath('GetGenomeList'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetGenomeList.summary, description: 'key 为参考基因组版本，species 为物种。' })
  @ApiEnvelopeResponse(GenomeOptionDto, { isArray: true })
  genomes(): Promise<GenomeOptionDto[]> {
    return this.catalogue.genomes();
  }

  @Get(routePath('GetOutFileTypes'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetOutFileTypes.summary })
  @ApiEnvelopeResponse(OutFileTypeOptionDto, { isArray: true })
  outFileTypes(): OutFileTypeOptionDto[] {
    return this.catalogue.outFileTypes();
  }

  @Post(routePath('GetAnalysisQuote'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetAnalysisQuote.summary,
    description:
      '每个分析类型：每G单价 × 各文库计费数据量之和（数据量大于1G时四舍五入到0.1G，否则按1G），四舍五入到分。' +
      '文库须为本人已交付数据；物种、数据量与R1/R2来自样本信息与交付文件。',
  })
  @ApiEnvelopeResponse(AnalysisQuoteResponseDto)
  quote(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: AnalysisQuoteDto) {
    return this.orders.quote(customer, dto);
  }

  @Post(routePath('SubmitAnalysis'))
  @HttpCode(200)
  // An analysis is an order: a sub-account needs the order permission.
  @CustomerWithPermission('order')
  @ApiIdempotencyKey()
  @ApiOperation({
    summary: routes.SubmitAnalysis.summary,
    description:
      '每个分析类型生成一个分析订单（已下单，排队中），按 GetAnalysisQuote 的价格占用信用额度：' +
      '182 下单设置未填写，186 未付金额达到上限，185 超出信用额度（confirmCredit=true 时仍下单，待PM确认）。',
  })
  @ApiEnvelopeResponse(SubmitAnalysisResponseDto)
  async submit(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() dto: SubmitAnalysisDto,
    @IdempotencyKey() key: string | undefined,
  ) {
    return new ApiResult(await this.orders.submit(customer, dto, key), '操作成功');
  }

  @Get(routePath('GetAnalysisRecord'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetAnalysisRecord.summary,
    description:
      '本单位（个人账户：本人）的分析记录（其他单位的记录答 404）；再次分析以其输入重新提交 SubmitAnalysis（reorderOf）。',
  })
  @ApiEnvelopeResponse(AnalysisRecordDto)
  async record(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: AnalysisRecordQueryDto) {
    return toRecord(await findAnalysis(this.dataSource.manager, query.id, { scope: dataScopeOf(customer) }));
  }
}
