import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CurrentStaff, type StaffPrincipal } from '../../../common/auth/staff-principal.js';
import { StaffOnly } from '../../../common/auth/staff-auth.guard.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import type { FastifyRequest } from 'fastify';
import { CertificationReviewService } from './certification-review.service.js';
import {
  CertificationQueueItemDto,
  CertificationQueueQueryDto,
  CertificationReviewDetailDto,
  CertificationReviewQueryDto,
  ReviewCertificationDto,
  ReviewCertificationResultDto,
} from './dto/certification-review.dto.js';

/** The certification review queue of the staff console; support and administrators decide. */
@ApiTags('admin')
@Controller()
export class CertificationAdminController {
  constructor(private readonly reviews: CertificationReviewService) {}

  @Get(routePath('AdminCertificationQueue'))
  @StaffOnly('support')
  @ApiOperation({ summary: routes.AdminCertificationQueue.summary, description: 'Oldest submission first.' })
  @ApiEnvelopeResponse(CertificationQueueItemDto, { isArray: true })
  queue(@Query() query: CertificationQueueQueryDto): Promise<CertificationQueueItemDto[]> {
    return this.reviews.queue(query.auditType);
  }

  @Get(routePath('AdminCertificationDetail'))
  @StaffOnly('support')
  @ApiOperation({
    summary: routes.AdminCertificationDetail.summary,
    description: 'File links open the files inline for 10 minutes.',
  })
  @ApiEnvelopeResponse(CertificationReviewDetailDto)
  detail(@Query() query: CertificationReviewQueryDto): Promise<CertificationReviewDetailDto> {
    return this.reviews.detail(query.organisationId);
  }

  @Post(routePath('AdminReviewCertification'))
  @HttpCode(200)
  @StaffOnly('support')
  @ApiOperation({
    summary: routes.AdminReviewCertification.summary,
    description:
      'auditType 2 → 3 (approve) or 4 (reject, reason required). The customer gets an SMS, and an e-mail when set; the decision is in the audit log.',
  })
  @ApiEnvelopeResponse(ReviewCertificationResultDto)
  async review(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() dto: ReviewCertificationDto,
    @Req() request: FastifyRequest,
  ) {
    const result = await this.reviews.review({ staff, requestId: String(request.id) }, dto);
    return new ApiResult(result, dto.approve ? '已通过认证' : '已驳回');
  }
}
