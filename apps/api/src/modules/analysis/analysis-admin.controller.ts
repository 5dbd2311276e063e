import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../common/auth/staff-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { actor } from '../delivery/delivery-admin.controller.js';
import { AnalysisAdminService } from './analysis-admin.service.js';
import {
  AdminAnalysisActionDto,
  AdminAnalysisListQueryDto,
  AdminAnalysisListResponseDto,
  AnalysisRecordDto,
} from './dto/analysis.dto.js';

/** Lab staff run the analyses: queue, start, upload results (delivery upload with the order number), complete. */
@ApiTags('admin')
@Controller()
@StaffOnly('lab')
export class AnalysisAdminController {
  constructor(private readonly analyses: AnalysisAdminService) {}

  @Get(routePath('AdminAnalysisList'))
  @ApiOperation({ summary: routes.AdminAnalysisList.summary, description: '最新在前，每页20条；status 为空时全部。' })
  @ApiEnvelopeResponse(AdminAnalysisListResponseDto)
  list(@Query() query: AdminAnalysisListQueryDto) {
    return this.analyses.list(query.status, query.page);
  }

  @Post(routePath('AdminAnalysisStart'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.AdminAnalysisStart.summary,
    description: '之后可用 AdminUploadDeliveryFile（orderNo 为分析订单号，category DATA）上传结果。',
  })
  @ApiEnvelopeResponse(AnalysisRecordDto)
  async start(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: AdminAnalysisActionDto,
    @Req() request: FastifyRequest,
  ) {
    return new ApiResult(await this.analyses.start(actor(staff, request), dto.id), '操作成功');
  }

  @Post(routePath('AdminAnalysisComplete'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.AdminAnalysisComplete.summary,
    description: '须已上传至少一个结果文件；完成后通知客户。',
  })
  @ApiEnvelopeResponse(AnalysisRecordDto)
  async complete(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: AdminAnalysisActionDto,
    @Req() request: FastifyRequest,
  ) {
    return new ApiResult(await this.analyses.complete(actor(staff, request), dto.id), '操作成功');
  }
}
