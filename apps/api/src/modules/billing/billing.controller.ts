import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  routes,
  type BillingDetailRow,
  type BillingOverview,
  type BillingReportRow,
  type BuyPieSlice,
  type Contract,
  type ListResponse,
  type OrderStatusCount,
  type ReportExportResponse,
} from '@seqportal/contract';
import { CustomerWithPermission } from '../../common/auth/member-permission.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { OrderStatusCountDto } from '../orders/dto/order-responses.dto.js';
import { BillingExportService } from './billing-export.service.js';
import { BillingFilterService } from './billing-filter.service.js';
import { BillingReportService } from './billing-report.service.js';
import { BillingService, DETAIL_ROW_LIMIT } from './billing.service.js';
import {
  BillingContractDto,
  BillingDetailRowDto,
  BillingOrderDetailQueryDto,
  BillingOverviewDto,
  BillingReportExportQueryDto,
  BillingReportPageDto,
  BillingReportQueryDto,
  BillingWindowQueryDto,
  BuyPieSliceDto,
  ReportExportResponseDto,
} from './dto/billing.dto.js';

const SCOPE =
  '只统计调用者所属机构（个人账户为本人）已下单且未取消的订单行；合同按订单行计价合同筛选；日期为业务时区的下单付款日期，含首尾两天。';

/** The billing centre (/billing_center). A contract of another customer answers 404. */
@ApiTags('billing')
@Controller()
export class BillingController {
  constructor(
    private readonly filters: BillingFilterService,
    private readonly billing: BillingService,
    private readonly report: BillingReportService,
    private readonly exporter: BillingExportService,
  ) {}

  @Get(routePath('GetContractList'))
  @CustomerWithPermission('billing')
  @ApiOperation({
    summary: routes.GetContractList.summary,
    description: '本人及所属机构的全部合同（含已到期），第一个默认选中。',
  })
  @ApiEnvelopeResponse(BillingContractDto, { isArray: true })
  contracts(@CurrentCustomer() customer: CustomerPrincipal): Promise<Contract[]> {
    return this.billing.contracts(customer);
  }

  @Get(routePath('GetOverview'))
  @CustomerWithPermission('billing')
  @ApiOperation({ summary: routes.GetOverview.summary, description: SCOPE })
  @ApiEnvelopeResponse(BillingOverviewDto)
  async overview(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingWindowQueryDto,
  ): Promise<BillingOverview> {
    return this.billing.overview(await this.windowFilter(customer, query));
  }

  @Get(routePath('GetBuyPie'))
  @CustomerWithPermission('billing')
  @ApiOperation({ summary: routes.GetBuyPie.summary, description: `${SCOPE} 每个 SKU 编码的订单数。` })
  @ApiEnvelopeResponse(BuyPieSliceDto, { isArray: true })
  async buyPie(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingWindowQueryDto,
  ): Promise<BuyPieSlice[]> {
    return this.billing.buyPie(await this.windowFilter(customer, query));
  }

  @Get(routePath('GetOrderPie'))
  @CustomerWithPermission('billing')
  @ApiOperation({
    summary: routes.GetOrderPie.summary,
    description: '已下单订单按状态计数（含下单后取消的），每个状态都列出。',
  })
  @ApiEnvelopeResponse(OrderStatusCountDto, { isArray: true })
  async orderPie(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingWindowQueryDto,
  ): Promise<OrderStatusCount[]> {
    return this.billing.orderPie(await this.windowFilter(customer, query));
  }

  @Get(routePath('GetOrderDetail'))
  @CustomerWithPermission('billing')
  @ApiOperation({
    summary: routes.GetOrderDetail.summary,
    description: `${SCOPE} type 0 全部，2 进行中，1 已完成；最新的 ${DETAIL_ROW_LIMIT} 行（完整列表见账单报表）。`,
  })
  @ApiEnvelopeResponse(BillingDetailRowDto, { isArray: true })
  async detail(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingOrderDetailQueryDto,
  ): Promise<BillingDetailRow[]> {
    return this.billing.detail(await this.windowFilter(customer, query), query.type);
  }

  @Get(routePath('GetReport'))
  @CustomerWithPermission('billing')
  @ApiOperation({ summary: routes.GetReport.summary, description: `${SCOPE} 每页 20 行，按下单时间倒序。` })
  @ApiEnvelopeResponse(BillingReportPageDto)
  async reportPage(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingReportQueryDto,
  ): Promise<ListResponse<BillingReportRow>> {
    const filter = await this.filters.filter(customer, query.contractId, query.payBeginTime, query.payEndTime);
    return this.report.page(filter, query.page, query.pageSize, this.filters.today());
  }

  @Get(routePath('GetReportExport'))
  @CustomerWithPermission('billing')
  @ApiOperation({
    summary: routes.GetReportExport.summary,
    description: `${SCOPE} 导出整个时间范围的报表（xlsx），url 为一小时内有效的签名下载地址，在新标签页打开。`,
  })
  @ApiEnvelopeResponse(ReportExportResponseDto)
  async reportExport(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BillingReportExportQueryDto,
  ): Promise<ReportExportResponse> {
    const filter = await this.filters.filter(customer, query.contractId, query.payBeginTime, query.payEndTime);
    return this.exporter.export(filter, this.filters.today());
  }

  private windowFilter(customer: CustomerPrincipal, query: BillingWindowQueryDto) {
    return this.filters.filter(customer, query.contractId, query.beginTime, query.endTime);
  }
}
