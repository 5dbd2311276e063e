import { BodyLimit, SAMPLE_LIST_BODY_LIMITS } from '../../common/http/body-guard.js';
import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type ListResponse,
  type OrderSampleInfo,
  type OrderSampleScheduleResponse,
  type SampleCentreRow,
  type SampleColumn,
  type SampleDetail,
  type SampleSchedule,
} from '@seqportal/contract';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { OrderNoQueryDto } from '../orders/dto/order-queries.dto.js';
import { ModifyOrderSamplesDto, SampleDetailQueryDto, SampleListQueryDto } from './dto/sample-requests.dto.js';
import {
  OrderSampleInfoDto,
  OrderSampleScheduleResponseDto,
  SampleColumnDto,
  SampleDetailDto,
  SampleListResponseDto,
  SampleScheduleDto,
} from './dto/sample-responses.dto.js';
import { SampleCentreService } from './sample-centre.service.js';
import { SampleInfoService } from './sample-info.service.js';

/** The sample centre, sample schedules and editing an order's sample information. */
@ApiTags('samples')
@Controller()
@CustomerOnly()
export class SamplesController {
  constructor(
    private readonly centre: SampleCentreService,
    private readonly sampleInfo: SampleInfoService,
  ) {}

  @Get(routePath('GetSampleList'))
  @ApiOperation({
    summary: routes.GetSampleList.summary,
    description: '每页10条，最新在前；enterTime 为 开始~结束（缺省一端为 2000-01-01 或 3000-12-31）。',
  })
  @ApiEnvelopeResponse(SampleListResponseDto)
  list(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: SampleListQueryDto,
  ): Promise<ListResponse<SampleCentreRow>> {
    return this.centre.list(customer, query);
  }

  @Get(routePath('GetSampleDetail'))
  @ApiOperation({
    summary: routes.GetSampleDetail.summary,
    description: '样本所属订单的进度、订单商品和样本行（含条码）。其他客户的样本答 404。',
  })
  @ApiEnvelopeResponse(SampleDetailDto)
  detail(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: SampleDetailQueryDto): Promise<SampleDetail> {
    return this.centre.detail(customer, query.codeNo);
  }

  @Get(routePath('GetOrderSampleSch'))
  @ApiOperation({
    summary: routes.GetOrderSampleSch.summary,
    description: '六个进度步骤：已到达数/样本总数及最近时间。',
  })
  @ApiEnvelopeResponse(OrderSampleScheduleResponseDto)
  orderSchedule(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<OrderSampleScheduleResponse> {
    return this.centre.orderSchedule(customer, query.orderNo);
  }

  @Get(routePath('ScheduleList'))
  @ApiOperation({ summary: routes.ScheduleList.summary, description: '最近20个有样本的订单的进度。' })
  @ApiEnvelopeResponse(SampleScheduleDto, { isArray: true })
  scheduleList(@CurrentCustomer() customer: CustomerPrincipal): Promise<SampleSchedule[]> {
    return this.centre.scheduleList(customer);
  }

  @Get(routePath('GetSampleColumns'))
  @ApiOperation({ summary: routes.GetSampleColumns.summary, description: '客户最多选择5列。' })
  @ApiEnvelopeResponse(SampleColumnDto, { isArray: true })
  listColumns(): SampleColumn[] {
    return this.centre.columns('list');
  }

  @Get(routePath('GetSampleDetailColumns'))
  @ApiOperation({ summary: routes.GetSampleDetailColumns.summary })
  @ApiEnvelopeResponse(SampleColumnDto, { isArray: true })
  detailColumns(): SampleColumn[] {
    return this.centre.columns('detail');
  }

  @Get(routePath('GetOrderSampleInfo'))
  @ApiOperation({
    summary: routes.GetOrderSampleInfo.summary,
    description:
      '按 SubmitOrder / ModifyOrderSamples 的格式答订单已提交的样本、文库（含子文库）与包Lane信息；editable 为 false 时 lockedReason 说明原因。他人订单答 404。',
  })
  @ApiEnvelopeResponse(OrderSampleInfoDto)
  lists(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OrderNoQueryDto): Promise<OrderSampleInfo> {
    return this.sampleInfo.lists(customer, query.orderNo);
  }

  @Post(routePath('ModifyOrderSamples'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.ModifyOrderSamples.summary,
    description:
      '替换订单的样本、文库、子文库与包Lane信息（已有样本按文库名称/样本编号保留其编号）。样本校验失败答 400（body.errors），' +
      'index 冲突答 400（body.collisions）；样本已接收（订单状态≥3或任一样本已收样）答 422。',
  })
  @ApiEnvelopeResponse(null)
  @BodyLimit(SAMPLE_LIST_BODY_LIMITS)
  async modify(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ModifyOrderSamplesDto) {
    await this.sampleInfo.modify(customer, dto.orderNo, dto);
    return new ApiResult(null, '修改成功');
  }
}
