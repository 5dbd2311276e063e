import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type ListResponse,
  type StatementDetail,
  type StatementFileResponse,
  type StatementSummary,
} from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import {
  ConfirmStatementDto,
  DisputeStatementDto,
  StatementDetailDto,
  StatementFileResponseDto,
  StatementIdQueryDto,
  StatementListQueryDto,
  StatementPageDto,
} from './dto/statement.dto.js';
import { StatementDocumentsService } from './statement-documents.service.js';
import { StatementsService } from './statements.service.js';

const OWNER_ONLY = '只有对账单所属机构（个人账户为本人）可以查看和操作；其他机构的对账单回答 404。';

/** The customer's monthly statements (对账单) in the billing centre. */
@ApiTags('billing')
@Controller()
export class StatementsController {
  constructor(
    private readonly statements: StatementsService,
    private readonly documents: StatementDocumentsService,
  ) {}

  @Get(routePath('GetStatementList'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetStatementList.summary, description: `按月份倒序，每页 20 条。${OWNER_ONLY}` })
  @ApiEnvelopeResponse(StatementPageDto)
  list(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: StatementListQueryDto,
  ): Promise<ListResponse<StatementSummary>> {
    return this.statements.list(customer, query);
  }

  @Get(routePath('GetStatementDetail'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetStatementDetail.summary, description: OWNER_ONLY })
  @ApiEnvelopeResponse(StatementDetailDto)
  detail(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: StatementIdQueryDto,
  ): Promise<StatementDetail> {
    return this.statements.detail(customer, query.id);
  }

  @Post(routePath('ConfirmStatement'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.ConfirmStatement.summary,
    description: `只能确认待确认的对账单；有未处理异议时不能确认。${OWNER_ONLY}`,
  })
  @ApiEnvelopeResponse(StatementDetailDto)
  async confirm(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ConfirmStatementDto) {
    return new ApiResult(await this.statements.confirm(customer, dto.id), '对账单已确认');
  }

  @Post(routePath('DisputeStatement'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.DisputeStatement.summary,
    description: `对一行明细提出异议并说明原因；对账单变为“有异议”，客服处理后重新等待确认。${OWNER_ONLY}`,
  })
  @ApiEnvelopeResponse(StatementDetailDto)
  async dispute(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: DisputeStatementDto) {
    return new ApiResult(await this.statements.dispute(customer, dto), '异议已提交，客服将尽快处理');
  }

  @Get(routePath('GetStatementPdf'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetStatementPdf.summary,
    description: `url 为一小时内有效的签名下载地址，在新标签页打开。${OWNER_ONLY}`,
  })
  @ApiEnvelopeResponse(StatementFileResponseDto)
  async pdf(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: StatementIdQueryDto,
  ): Promise<StatementFileResponse> {
    return this.documents.pdfLink(() => this.statements.detail(customer, query.id));
  }

  @Get(routePath('GetStatementExcel'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetStatementExcel.summary,
    description: `url 为一小时内有效的签名下载地址，在新标签页打开。${OWNER_ONLY}`,
  })
  @ApiEnvelopeResponse(StatementFileResponseDto)
  async excel(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: StatementIdQueryDto,
  ): Promise<StatementFileResponse> {
    return this.documents.excelLink(await this.statements.detail(customer, query.id));
  }
}
