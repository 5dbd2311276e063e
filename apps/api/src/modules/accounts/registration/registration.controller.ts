import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { POSITION_OPTIONS, routes } from '@seqportal/contract';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { SessionTokensDto } from '../dto/login.dto.js';
import {
  CheckMsgCodeQueryDto,
  CheckMsgCodeResponseDto,
  CompanyCheckQueryDto,
  CompanyCheckResponseDto,
  PositionOptionDto,
  RegisterDto,
  RegisterSubDto,
} from '../dto/registration.dto.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { RegistrationService } from './registration.service.js';

@ApiTags('accounts')
@Controller()
export class RegistrationController {
  constructor(private readonly registration: RegistrationService) {}

  @Get(routePath('CheckMsgCode'))
  @ApiOperation({ summary: routes.CheckMsgCode.summary, description: 'key 30分钟内有效，只能用于一次注册' })
  @ApiEnvelopeResponse(CheckMsgCodeResponseDto)
  async checkMsgCode(@Query() query: CheckMsgCodeQueryDto): Promise<CheckMsgCodeResponseDto> {
    return { key: await this.registration.checkCode(query.phone, query.code) };
  }

  @Post(routePath('Register'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.Register.summary,
    description: '公司为空则为个人账号；公司已存在则拒绝（请申请子账号）；key 失效返回 190；成功即登录',
  })
  @ApiEnvelopeResponse(SessionTokensDto)
  async register(@Body() dto: RegisterDto): Promise<ApiResult<SessionTokensDto>> {
    const tokens = await this.registration.register({ ...dto, avoidLogin: dto.avoidLogin ?? false });
    return new ApiResult(tokens, AccountMessages.registered);
  }

  @Post(routePath('RegisterSub'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.RegisterSub.summary,
    description: '公司须已认证（auditType 3），否则 主账号未审核通过；key 失效返回 199；成功即登录',
  })
  @ApiEnvelopeResponse(SessionTokensDto)
  async registerSub(@Body() dto: RegisterSubDto): Promise<ApiResult<SessionTokensDto>> {
    const tokens = await this.registration.registerSub({
      phone: dto.phone,
      account: dto.account,
      nickName: dto.username,
      companyName: dto.companyName,
      key: dto.key,
      avoidLogin: dto.avoidLogin ?? false,
    });
    return new ApiResult(tokens, AccountMessages.registered);
  }

  @Get(routePath('CheckCompany'))
  @ApiOperation({ summary: routes.CheckCompany.summary })
  @ApiEnvelopeResponse(CompanyCheckResponseDto)
  checkCompany(@Query() query: CompanyCheckQueryDto): Promise<CompanyCheckResponseDto> {
    return this.registration.checkCompany(query.company);
  }

  @Get(routePath('GetPositionList'))
  @ApiOperation({ summary: routes.GetPositionList.summary, description: '默认 key 3 业务线负责人' })
  @ApiEnvelopeResponse(PositionOptionDto, { isArray: true })
  positions(): PositionOptionDto[] {
    return POSITION_OPTIONS.map((option) => ({ ...option }));
  }
}
