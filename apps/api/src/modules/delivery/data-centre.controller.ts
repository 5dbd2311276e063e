import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { NO_REPORT_AVAILABLE, DownloadListType, routes } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { DataCentreService } from './data-centre.service.js';
import {
  DatadeliveryResponseDto,
  DeliveryManifestDto,
  DownloadFileQueryDto,
  DownloadItemDto,
  DownloadListQueryDto,
  OrderNoDto,
} from './dto/delivery.dto.js';

/** The customer's side of data delivery. Another customer's order answers 404 on every call. */
@ApiTags('delivery')
@Controller()
export class DataCentreController {
  constructor(private readonly dataCentre: DataCentreService) {}

  @Get(routePath('GetDownloadList'))
  @CustomerOnly()
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
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetDeliveryManifest.summary,
    description: 'The same list is stored as md5sum.txt beside the files.',
  })
  @ApiEnvelopeResponse(DeliveryManifestDto)
  manifest(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: OrderNoDto): Promise<DeliveryManifestDto> {
    return this.dataCentre.manifest(customer, query.orderNo);
  }

  @Get(routePath('GetDatadelivery'))
  @CustomerOnly()
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
  @CustomerOnly()
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
