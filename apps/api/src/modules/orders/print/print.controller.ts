import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ORDER_STATUS_LABELS,
  OrderStatus,
  routes,
  type OrderPrintResponse,
  type OrderStatusCount,
  type QualityReport,
  type SamplePrintDetail,
  type SampleRow,
} from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { RawResponse } from '../../../common/http/raw-response.decorator.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { OrderNoQueryDto } from '../dto/order-queries.dto.js';
import { OrderStatusCountDto } from '../dto/order-responses.dto.js';
import {
  OrderPrintResponseDto,
  QualityReportDto,
  SamplePrintDetailDto,
  SampleTaskRowDto,
} from './dto/print-responses.dto.js';
import { orderPrintPdf, qualityReportPdf, sampleSheetPdf } from './helpers/print-documents.js';
import { pdfRenderGate } from '../../../infra/pdf/pdf-render-gate.js';
import { PDF, sendPdf } from './helpers/send-pdf.js';
import { PrintDataService } from './print-data.service.js';
import { OrderStatisticsService } from './order-statistics.service.js';

/** The printed documents of an order, as JSON for the print pages and as PDF files; the workbench's counts. */
@ApiTags('orders')
@Controller()
@CustomerOnly()
export class PrintController {
  constructor(
    private readonly data: PrintDataService,
    private readonly statistics: OrderStatisticsService,
  ) {}

  @Get(routePath('GetPrintOrder'))
  @ApiOperation({
    summary: routes.GetPrintOrder.summary,
    description:
      '/sample_print 的数据：订单号、送样条码、下单日期、单位、联系人、电话、样本列表（每个样本的送样编号条码）、管数合计。',
  })
  @ApiEnvelopeResponse(SamplePrintDetailDto)
  printOrder(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<SamplePrintDetail> {
    return this.data.sampleSheet({ customer }, query.orderNo);
  }

  @Get(routePath('PrintService'))
  @ApiOperation({
    summary: routes.PrintService.summary,
    description: '与 GetPrintOrder 答同样的样本信息单数据：旧客户端的打印服务调用此路径。',
  })
  @ApiEnvelopeResponse(SamplePrintDetailDto)
  printService(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<SamplePrintDetail> {
    return this.data.sampleSheet({ customer }, query.orderNo);
  }

  @Get(routePath('GetOrderPrint'))
  @ApiOperation({
    summary: routes.GetOrderPrint.summary,
    description:
      '/order_print 的数据：data（订单详情）、productList（订单商品）、服务方、合同条款与信用额度条款、6%税额与价税合计。',
  })
  @ApiEnvelopeResponse(OrderPrintResponseDto)
  orderPrint(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<OrderPrintResponse> {
    return this.data.orderPrint({ customer }, query.orderNo);
  }

  @Get(routePath('GetQualityReport'))
  @ApiOperation({
    summary: routes.GetQualityReport.summary,
    description: '/quality_report 的数据：表头、信息块、实验室录入的每个样本质检结果（未录入为「待检测」）、报告说明。',
  })
  @ApiEnvelopeResponse(QualityReportDto)
  qualityReport(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
  ): Promise<QualityReport> {
    return this.data.qualityReport({ customer }, query.orderNo);
  }

  @Get(routePath('getSamplePdf'))
  @RawResponse()
  @ApiOperation({
    summary: routes.getSamplePdf.summary,
    description: '样本信息单PDF（A4，内嵌中文子集字体，每个样本一个 Code 128 条码，订单二维码）。失败时答信封。',
  })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async samplePdf(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const sheet = await this.data.sampleSheet({ customer }, query.orderNo);
      const link = `${request.protocol}://${request.host}/my_order/detail?orderNo=${sheet.no}`;
      return { bytes: await sampleSheetPdf(sheet, link), name: `样本信息单-${sheet.no}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }

  @Get(routePath('GetOrderPrintPdf'))
  @RawResponse()
  @ApiOperation({ summary: routes.GetOrderPrintPdf.summary, description: '技术服务订单PDF，内容同 GetOrderPrint。' })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async orderPdf(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const print = await this.data.orderPrint({ customer }, query.orderNo);
      return { bytes: await orderPrintPdf(print), name: `技术服务订单-${query.orderNo}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }

  @Get(routePath('GetQualityReportPdf'))
  @RawResponse()
  @ApiOperation({
    summary: routes.GetQualityReportPdf.summary,
    description: '样本质检报告PDF，内容同 GetQualityReport。',
  })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async qualityPdf(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const report = await this.data.qualityReport({ customer }, query.orderNo);
      return { bytes: await qualityReportPdf(report), name: `样本质检报告-${query.orderNo}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }

  @Get(routePath('SampleTask'))
  @ApiOperation({
    summary: routes.SampleTask.summary,
    description:
      '决定：SampleTask 为一个订单的样本任务，即订单详情「生信样本表」所列的样本行（生物样本一行，文库每个子文库一行）。',
  })
  @ApiEnvelopeResponse(SampleTaskRowDto, { isArray: true })
  sampleTask(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OrderNoQueryDto): Promise<SampleRow[]> {
    return this.statistics.sampleTask(customer, query.orderNo);
  }

  @Get(routePath('GetStatistics'))
  @ApiOperation({
    summary: routes.GetStatistics.summary,
    description: `决定：GetStatistics 为工作台的订单统计，按状态（${Object.values(OrderStatus)
      .map((status) => ORDER_STATUS_LABELS[status])
      .join('、')}）各一项 {title, count}，包括为0的状态。`,
  })
  @ApiEnvelopeResponse(OrderStatusCountDto, { isArray: true })
  orderStatistics(@CurrentCustomer() customer: CustomerPrincipal): Promise<OrderStatusCount[]> {
    return this.statistics.byStatus(customer);
  }
}
