import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { ContactChangeService } from './contact-change.service.js';
import {
  ChangePhoneDto,
  CheckEmailCodeDto,
  SendEmailCodeDto,
  SubmitEmailDto,
  VerifyPhoneCodeDto,
  VerifyPhoneCodeResponseDto,
} from './contact-change.dto.js';
import { ContactMessages } from './contact-messages.js';

/** The /fix_phone and /check_old_email layers of the personal centre. */
@ApiTags('accounts')
@Controller()
export class ContactChangeController {
  constructor(private readonly contacts: ContactChangeService) {}

  @Post(routePath('VerifyPhoneCode'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.VerifyPhoneCode.summary,
    description:
      '先用 SendCodeNoCheck（type 3）向原手机发码。错误码：message 手机验证码失效，body 请重新获取并填写手机验证码!',
  })
  @ApiEnvelopeResponse(VerifyPhoneCodeResponseDto)
  async verifyPhoneCode(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: VerifyPhoneCodeDto) {
    const key = await this.contacts.verifyOldPhone(customer.memberId, dto.phone, dto.code);
    return new ApiResult({ key }, ContactMessages.verified);
  }

  @Post(routePath('ChangePhone'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.ChangePhone.summary,
    description: '新手机号的验证码（type 3）与 VerifyPhoneCode 的 key；成功后该身份在原手机上的其他会话失效。',
  })
  @ApiEnvelopeResponse(null)
  async changePhone(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ChangePhoneDto) {
    await this.contacts.changePhone(customer.memberId, customer.sessionId, dto.mobile, dto.code, dto.key);
    return new ApiResult(null, ContactMessages.phoneChanged);
  }

  @Post(routePath('SendEmailCode'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.SendEmailCode.summary,
    description: '经邮件队列发送 6 位验证码，10 分钟有效；60 秒内不可重发。',
  })
  @ApiEnvelopeResponse(null)
  async sendEmailCode(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SendEmailCodeDto) {
    await this.contacts.sendEmailCode(customer.memberId, dto.email);
    return new ApiResult(null, ContactMessages.codeSent);
  }

  @Post(routePath('CheckEmailCode'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.CheckEmailCode.summary,
    description: '只校验不消耗；错误：邮箱验证码失效 / 请重新获取并填写邮箱验证码！',
  })
  @ApiEnvelopeResponse(null)
  async checkEmailCode(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: CheckEmailCodeDto) {
    await this.contacts.checkEmailCode(customer.memberId, dto.code, dto.email);
    return new ApiResult(null, ContactMessages.verified);
  }

  @Post(routePath('SubmitEmail'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SubmitEmail.summary, description: '邮箱须与收到验证码的邮箱一致；成功：更新成功。' })
  @ApiEnvelopeResponse(null)
  async submitEmail(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SubmitEmailDto) {
    await this.contacts.submitEmail(customer.memberId, dto.email, dto.code);
    return new ApiResult(null, ContactMessages.emailUpdated);
  }
}
