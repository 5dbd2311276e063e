import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { PostOkDto } from '../../../common/http/post-ok.dto.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { CertificationService } from './certification.service.js';
import { CertificationDetailDto, CertificationTypeDto, SubmitCertificationDto } from './dto/certification.dto.js';
import { CertificationMessages } from './helpers/certification-messages.js';

/** Organisation certification of the personal centre (/my_info/fix_company). */
@ApiTags('accounts')
@Controller()
export class CertificationController {
  constructor(private readonly certifications: CertificationService) {}

  @Get(routePath('GetCertificationTypes'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetCertificationTypes.summary, description: 'key 2 无需营业执照。' })
  @ApiEnvelopeResponse(CertificationTypeDto, { isArray: true })
  types(): CertificationTypeDto[] {
    return this.certifications.types();
  }

  @Get(routePath('GetCertification'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetCertification.summary,
    description: '未提交时 type 为 null、文件列表为空；文件带名称、格式与 10 分钟有效的查看链接。',
  })
  @ApiEnvelopeResponse(CertificationDetailDto)
  detail(@CurrentCustomer() customer: CustomerPrincipal): Promise<CertificationDetailDto> {
    return this.certifications.detail(customer.memberId);
  }

  @Post(routePath('SubmitCertification'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.SubmitCertification.summary,
    description:
      'auditType 0/1/4 → 2（待审核）。类型为空：认证类型为空，请选择认证类型！；机构名称为空：机构名称不能为空!；' +
      '类型不是 2 且无营业执照：请先上传营业执照；文件须为本机构上传（否则 404）；个人账号提交后成为新机构的主账号。',
  })
  @ApiEnvelopeResponse(PostOkDto)
  async submit(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SubmitCertificationDto) {
    await this.certifications.submit(customer.memberId, dto);
    return new ApiResult({ postOk: true }, CertificationMessages.submitted);
  }
}
