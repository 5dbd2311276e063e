import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { routes, type OrderPrintResponse, type QualityReport, type SamplePrintDetail } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { RawResponse } from '../../../common/http/raw-response.decorator.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { OrderNoQueryDto } from '../dto/order-queries.dto.js';
import { OrderPrintResponseDto, QualityReportDto, SamplePrintDetailDto } from './dto/print-responses.dto.js';
import { orderPrintPdf, qualityReportPdf, sampleSheetPdf } from './helpers/print-documents.js';
import { pdfRenderGate } from '../../../infra/pdf/pdf-render-gate.js';
import { PDF, sendPdf } from './helpers/send-pdf.js';
import { PrintDataService } from './print-data.service.js';

const ANY_ORDER = '任一客户的订单（员工令牌，任何角色）；订单不存在答 404。';

/**
 * The printed documents of any customer's order for staff: reception prints the sample sheet of a parcel that came
 * without one, support answers about an order's paperwork. The same data and PDF renderer as the customer calls,
 * so what staff print is what the customer printed.
 */
@ApiTags('orders')
@Controller()
@StaffOnly()
export class StaffPrintController {
  constructor(private readonly data: PrintDataService) {}

  @Get(routePath('AdminSamplePrint'))
  @ApiOperation({ summary: routes.AdminSamplePrint.summary, description: `同 GetPrintOrder；${ANY_ORDER}` })
  @ApiEnvelopeResponse(SamplePrintDetailDto)
  samplePrint(@CurrentStaff() staff: StaffPrincipal, @Query() query: OrderNoQueryDto): Promise<SamplePrintDetail> {
    return this.data.sampleSheet({ staff }, query.orderNo);
  }

  @Get(routePath('AdminSamplePdf'))
  @RawResponse()
  @ApiOperation({ summary: routes.AdminSamplePdf.summary, description: `同 getSamplePdf；${ANY_ORDER}` })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async samplePdf(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: OrderNoQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const sheet = await this.data.sampleSheet({ staff }, query.orderNo);
      // The QR code leads to the customer's order page, as on the sheet the customer prints.
      const link = `${request.protocol}://${request.host}/my_order/detail?orderNo=${sheet.no}`;
      return { bytes: await sampleSheetPdf(sheet, link), name: `样本信息单-${sheet.no}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }

  @Get(routePath('AdminOrderPrint'))
  @ApiOperation({ summary: routes.AdminOrderPrint.summary, description: `同 GetOrderPrint；${ANY_ORDER}` })
  @ApiEnvelopeResponse(OrderPrintResponseDto)
  orderPrint(@CurrentStaff() staff: StaffPrincipal, @Query() query: OrderNoQueryDto): Promise<OrderPrintResponse> {
    return this.data.orderPrint({ staff }, query.orderNo);
  }

  @Get(routePath('AdminOrderPrintPdf'))
  @RawResponse()
  @ApiOperation({ summary: routes.AdminOrderPrintPdf.summary, description: `同 GetOrderPrintPdf；${ANY_ORDER}` })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async orderPdf(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: OrderNoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const print = await this.data.orderPrint({ staff }, query.orderNo);
      return { bytes: await orderPrintPdf(print), name: `技术服务订单-${query.orderNo}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }

  @Get(routePath('AdminQualityReport'))
  @ApiOperation({ summary: routes.AdminQualityReport.summary, description: `同 GetQualityReport；${ANY_ORDER}` })
  @ApiEnvelopeResponse(QualityReportDto)
  qualityReport(@CurrentStaff() staff: StaffPrincipal, @Query() query: OrderNoQueryDto): Promise<QualityReport> {
    return this.data.qualityReport({ staff }, query.orderNo);
  }

  @Get(routePath('AdminQualityReportPdf'))
  @RawResponse()
  @ApiOperation({ summary: routes.AdminQualityReportPdf.summary, description: `同 GetQualityReportPdf；${ANY_ORDER}` })
  @ApiProduces(PDF)
  @ApiResponse({ status: 200, description: 'PDF 文件' })
  async qualityPdf(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: OrderNoQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const pdf = await pdfRenderGate.run(async () => {
      const report = await this.data.qualityReport({ staff }, query.orderNo);
      return { bytes: await qualityReportPdf(report), name: `样本质检报告-${query.orderNo}.pdf` };
    });
    await sendPdf(reply, pdf.bytes, pdf.name);
  }
}
