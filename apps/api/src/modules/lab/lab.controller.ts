import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SampleProgressStep, routes } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../common/auth/staff-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import type { AuditActor } from '../../infra/audit/audit-log.service.js';
import {
  AddExpressTraceDto,
  LabActionResponseDto,
  LabLookupQueryDto,
  LabLookupResponseDto,
  LabOrderQueryDto,
  LabOrderViewDto,
  ReceiveSamplesDto,
  RecordProgressDto,
  RecordQcDto,
} from './dto/lab.dto.js';
import { ExpressTracesService } from './express/express-traces.service.js';
import { LabOrderViewService } from './lab-order-view.service.js';
import { OrderCompletionService } from './order-completion.service.js';
import { QcResultsService } from './qc-results.service.js';
import { SampleProgressService } from './sample-progress.service.js';

/**
 * The lab console's calls (roles lab and admin). Every change answers the order as it is afterwards, so the
 * console redraws from one response; every change is in the audit log.
 */
@ApiTags('admin')
@Controller()
@StaffOnly('lab')
export class LabController {
  constructor(
    private readonly views: LabOrderViewService,
    private readonly progress: SampleProgressService,
    private readonly qc: QcResultsService,
    private readonly completion: OrderCompletionService,
    private readonly express: ExpressTracesService,
  ) {}

  @Get(routePath('AdminLabLookup'))
  @ApiOperation({
    summary: routes.AdminLabLookup.summary,
    description: '订单号、收样条码（YB…）、样本编号或管上编号；未找到时 code 404',
  })
  @ApiEnvelopeResponse(LabLookupResponseDto)
  lookup(@Query() query: LabLookupQueryDto): Promise<LabLookupResponseDto> {
    return this.views.lookup(query.code);
  }

  @Get(routePath('AdminLabOrder'))
  @ApiOperation({ summary: routes.AdminLabOrder.summary })
  @ApiEnvelopeResponse(LabOrderViewDto)
  order(@Query() query: LabOrderQueryDto): Promise<LabOrderViewDto> {
    return this.views.viewByNo(query.orderNo);
  }

  @Post(routePath('AdminReceiveSamples'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminReceiveSamples.summary })
  @ApiEnvelopeResponse(LabActionResponseDto)
  async receive(@CurrentStaff() staff: StaffPrincipal, @Body() dto: ReceiveSamplesDto, @Req() request: FastifyRequest) {
    const result = await this.progress.record(actor(staff, request), { ...dto, step: SampleProgressStep.Received });
    return new ApiResult(result, '收样成功');
  }

  @Post(routePath('AdminRecordProgress'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.AdminRecordProgress.summary,
    description: 'QC_DONE needs a QC result for each sample; RECEIVED works like receive-samples.',
  })
  @ApiEnvelopeResponse(LabActionResponseDto)
  async record(@CurrentStaff() staff: StaffPrincipal, @Body() dto: RecordProgressDto, @Req() request: FastifyRequest) {
    return new ApiResult(await this.progress.record(actor(staff, request), dto), '记录成功');
  }

  @Post(routePath('AdminRecordQc'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminRecordQc.summary })
  @ApiEnvelopeResponse(LabActionResponseDto)
  async recordQc(@CurrentStaff() staff: StaffPrincipal, @Body() dto: RecordQcDto, @Req() request: FastifyRequest) {
    return new ApiResult(await this.qc.record(actor(staff, request), dto), '保存成功');
  }

  @Post(routePath('AdminCompleteOrder'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.AdminCompleteOrder.summary,
    description: 'Needs every sample sequenced and at least one data file delivered.',
  })
  @ApiEnvelopeResponse(LabActionResponseDto)
  async complete(@CurrentStaff() staff: StaffPrincipal, @Body() dto: LabOrderQueryDto, @Req() request: FastifyRequest) {
    return new ApiResult(await this.completion.complete(actor(staff, request), dto.orderNo), '订单已完成');
  }

  @Post(routePath('AdminAddExpressTrace'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminAddExpressTrace.summary })
  @ApiEnvelopeResponse(LabOrderViewDto)
  async addExpress(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: AddExpressTraceDto,
    @Req() request: FastifyRequest,
  ) {
    const orderId = await this.express.add(actor(staff, request), dto);
    return new ApiResult(await this.views.view(orderId), '添加成功');
  }
}

function actor(staff: StaffPrincipal, request: FastifyRequest): AuditActor {
  return { staff, requestId: String(request.id) };
}
