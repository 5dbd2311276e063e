import { Body, Controller, Get, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { GetTokenQueryDto, LoginDto, LoginResponseDto, SessionTokensDto } from '../dto/login.dto.js';
import { BotChallengeDto, SendCodeDto, SendCodeNoCheckDto } from '../dto/send-code.dto.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { SmsCodeService } from '../sms-code/sms-code.service.js';
import { BotCheckService } from './bot-check.service.js';
import { LoginService } from './login.service.js';

@ApiTags('accounts')
@Controller()
export class LoginController {
  constructor(
    private readonly login: LoginService,
    private readonly botCheck: BotCheckService,
    private readonly codes: SmsCodeService,
  ) {}

  @Get(routePath('GetBotChallenge'))
  @ApiOperation({
    summary: routes.GetBotChallenge.summary,
    description: 'ALTCHA 工作量证明，5分钟内有效，只能使用一次',
  })
  @ApiEnvelopeResponse(BotChallengeDto)
  challenge(): Promise<BotChallengeDto> {
    return this.botCheck.createChallenge();
  }

  @Post(routePath('SendCode'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.SendCode.summary,
    description: '同一手机号60秒内一次、每小时最多10次，同一IP每小时最多30次，超出返回 429',
  })
  @ApiEnvelopeResponse(null)
  async sendCode(@Body() dto: SendCodeDto, @Ip() ip: string): Promise<ApiResult<null>> {
    await this.login.sendCode(dto.phone, dto.type, dto.sig, ip);
    return new ApiResult(null, AccountMessages.codeSent);
  }

  @Post(routePath('SendCodeNoCheck'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SendCodeNoCheck.summary, description: '仅类型 3、4；与 SendCode 相同的频率限制' })
  @ApiEnvelopeResponse(null)
  async sendCodeNoCheck(@Body() dto: SendCodeNoCheckDto, @Ip() ip: string): Promise<ApiResult<null>> {
    await this.codes.send(dto.phone, dto.type, ip);
    return new ApiResult(null, AccountMessages.codeSent);
  }

  @Post(routePath('Login'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.Login.summary, description: '无身份时返回 未获取到用户数据' })
  @ApiEnvelopeResponse(LoginResponseDto)
  signIn(@Body() dto: LoginDto): Promise<LoginResponseDto> {
    return this.login.login(dto.phone, dto.messageCode);
  }

  @Get(routePath('GetToken'))
  @ApiOperation({ summary: routes.GetToken.summary, description: 'id 须在 Login 返回的 ticket 之内；ticket 用后作废' })
  @ApiEnvelopeResponse(SessionTokensDto)
  async token(@Query() query: GetTokenQueryDto): Promise<ApiResult<SessionTokensDto>> {
    const tokens = await this.login.getToken(query.id, query.avoidLogin, query.ticket);
    return new ApiResult(tokens, AccountMessages.loginSucceeded);
  }
}
