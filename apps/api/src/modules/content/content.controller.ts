import { Body, Controller, Get, Header, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { QUALITY_README, routes, type QualityReadmeItem } from '@seqportal/contract';
import { OptionalCustomer } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { ApiResult } from '../../common/http/api-result.js';
import { PostOkDto } from '../../common/http/post-ok.dto.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { CaptchaService } from './captcha.service.js';
import { ContactService } from './contact.service.js';
import {
  CaptchaDto,
  LegalTextDto,
  LegalTextQueryDto,
  PostContactDto,
  QualityReadmeItemDto,
  VerifyCaptchaDto,
} from './dto/content.dto.js';
import { LegalTextsService } from './legal-texts.service.js';

/** Legal texts, the contact form with its captcha, and the quality report's readme. */
@ApiTags('content')
@Controller()
export class ContentController {
  constructor(
    private readonly legalTexts: LegalTextsService,
    private readonly captcha: CaptchaService,
    private readonly contact: ContactService,
  ) {}

  @Get(routePath('GetLegalText'))
  @ApiOperation({
    summary: routes.GetLegalText.summary,
    description:
      'type: buy 购买须知 · privacy 隐私条款及法律声明 · service-agreement 用户服务协议 · service-terms 服务条款 · send-instructions 寄样须知. The current version with its number.',
  })
  @ApiEnvelopeResponse(LegalTextDto)
  legalText(@Query() query: LegalTextQueryDto): Promise<LegalTextDto> {
    return this.legalTexts.current(query.type);
  }

  @Get(routePath('GetCaptcha'))
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: routes.GetCaptcha.summary, description: 'Single use; expires after CAPTCHA_TTL_SECONDS.' })
  @ApiEnvelopeResponse(CaptchaDto)
  getCaptcha(): Promise<CaptchaDto> {
    return this.captcha.issue();
  }

  @Post(routePath('VerifyCaptcha'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.VerifyCaptcha.summary,
    description: 'Spends the captcha, right or wrong: 验证码已失效 for an unknown, used or expired key.',
  })
  @ApiEnvelopeResponse(null)
  async verifyCaptcha(@Body() dto: VerifyCaptchaDto) {
    await this.captcha.consume(dto.key, dto.code);
    return new ApiResult(null, '验证成功');
  }

  @Post(routePath('PostContact'))
  @HttpCode(200)
  @OptionalCustomer()
  @ApiOperation({
    summary: routes.PostContact.summary,
    description:
      'All fields required (`{label}不能为空`), then the captcha (spent). Limited per client address (code 429). An acknowledgement is e-mailed.',
  })
  @ApiEnvelopeResponse(PostOkDto)
  async postContact(
    @Body() dto: PostContactDto,
    @Ip() ip: string,
    @CurrentCustomer() customer: CustomerPrincipal | undefined,
  ) {
    await this.contact.post(dto, ip, customer?.memberId ?? null);
    return new ApiResult<PostOkDto>({ postOk: true }, '提交成功');
  }

  @Get(routePath('GetQualityReadme'))
  @Header('cache-control', 'public, max-age=3600')
  @ApiOperation({ summary: routes.GetQualityReadme.summary })
  @ApiEnvelopeResponse(QualityReadmeItemDto, { isArray: true })
  qualityReadme(): readonly QualityReadmeItem[] {
    return QUALITY_README;
  }
}
