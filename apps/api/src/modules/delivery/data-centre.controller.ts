import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NO_FILE_AVAILABLE, NO_REPORT_AVAILABLE, DownloadListType, routes } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerWithPermission } from '../../common/auth/member-permission.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { DataCentreService } from './data-centre.service.js';
import { DataListService } from './data-list.service.js';
import { DataListQueryDto, DataListResponseDto, ReportDetailDto, ReportDetailQueryDto } from './dto/data-list.dto.js';
import {
  DatadeliveryResponseDto,
  DeliveryManifestDto,
  DownloadFileQueryDto,
  DownloadItemDto,
  DownloadListQueryDto,
  OrderNoDto,
} from './dto/delivery.dto.js';

/**
 * The customer's side of data delivery, for the caller's data scope (data-scope.ts: its organisation's orders).
 * Another organisation's order answers 404 on every call; a sub-account without the download permission 403.
 */
@ApiTags('delivery')
@Controller()
export class DataCentreController {
  constructor(
    private readonly dataCentre: DataCentreService,
    private readonly dataList: DataListService,
  ) {}

  @Get(routePath('GetDataList'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetDataList.summary,
    description:
      'dataType 1: one row per delivered library of the caller (downloadPath and qcPath are the order number for ' +
      'GetDownloadList); dataType 2: analysis records (downloadPath is the analysis order number once done). ' +
      'orderByType 1 newest (default), 2 oldest, 3 most data, 4 least data; keyWord; enterTime start~end; 10 a page.',
  })
  @ApiEnvelopeResponse(DataListResponseDto)
  list(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: DataListQueryDto) {
    return this.dataList.list(customer, query);
  }

  @Get(routePath('GetReportDetail'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetReportDetail.summary,
    description: `id: a delivered-data row. basestr as GetDeliveryCredential; files: the library's reads and the order's QC reports (message ${NO_FILE_AVAILABLE} when none).`,
  })
  @ApiEnvelopeResponse(ReportDetailDto)
  async reportDetail(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: ReportDetailQueryDto,
    @Req() request: FastifyRequest,
  ) {
    const detail = await this.dataCentre.reportDetail(customer, query.id, request.ip ?? null);
    return detail.files.length === 0 ? new ApiResult(detail, NO_FILE_AVAILABLE) : detail;
  }

  @Get(routePath('GetDownloadList'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetDownloadList.summary,
    description: `type 1: sequencing data; type 2: QC reports (the quality-file list), which answers message ${NO_REPORT_AVAILABLE} with an empty list while there is none. filePath is a signed link that expires.`,
  })
  @ApiEnvelopeResponse(DownloadItemDto, { isArray: true })
  async downloadList(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: DownloadListQueryDto) {
    const list = await this.dataCentre.downloadList(customer, query.orderNo, query.type);
    if (list.length === 0 && query.type === DownloadListType.Reports) return new ApiResult(list, NO_REPORT_AVAILABLE);
    return list;
  }

  @Get(routePath('GetDeliveryManifest'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetDeliveryManifest.summary,
    description: 'The same list is stored as md5sum.txt beside the files.',
  })
  @ApiEnvelopeResponse(DeliveryManifestDto)
  manifest(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OrderNoDto): Promise<DeliveryManifestDto> {
    return this.dataCentre.manifest(customer, query.orderNo);
  }

  @Get(routePath('GetDatadelivery'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetDatadelivery.summary,
    description: 'The data delivery panel of the order detail.',
  })
  @ApiEnvelopeResponse(DatadeliveryResponseDto)
  datadelivery(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoDto,
  ): Promise<DatadeliveryResponseDto> {
    return this.dataCentre.datadelivery(customer, query.orderNo);
  }

  @Get(routePath('GetDeliveryCredential'))
  @CustomerWithPermission('download')
  @ApiOperation({
    summary: routes.GetDeliveryCredential.summary,
    description: [
      'body: base64 of the JSON {eptpl, id, secret, stoken, osspath, region, desc, mode, expiration, privilege}.',
      'mode sts: temporary read-only keys limited to the order prefix (MinIO STS AssumeRole with a session policy).',
      'mode unavailable: the storage cannot issue such keys (e.g. s3rver); id and secret are empty, desc and message',
      'say so: use the per-file links of GetDownloadList. mode shared-development (development only): the',
      "development storage's own keys, NOT limited to the order, as desc says. Every issue is logged.",
    ].join(' '),
  })
  @ApiEnvelopeResponse(null, { description: 'body is the base64 text' })
  async credential(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: OrderNoDto,
    @Req() request: FastifyRequest,
  ) {
    const { encoded, desc } = await this.dataCentre.credential(customer, query.orderNo, request.ip ?? null);
    return new ApiResult(encoded, desc);
  }

  @Get(routePath('DownloadDeliveryFile'))
  @RawResponse()
  @ApiOperation({
    summary: routes.DownloadDeliveryFile.summary,
    description:
      'Redirects (302) to a presigned storage link that expires within minutes; an expired or invalid link answers the envelope with code 403, a deleted file 404.',
  })
  @ApiEnvelopeResponse(null, { description: '302 to the storage on success; the JSON envelope on failure' })
  async download(@Query() query: DownloadFileQueryDto, @Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const url = await this.dataCentre.resolveDownload(query.ticket, request.ip ?? null);
    await reply.header('cache-control', 'no-store').redirect(url, 302);
  }
}
