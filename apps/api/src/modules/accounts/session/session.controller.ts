import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../../common/auth/bearer-token.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { LogoutDto, RefreshTokenDto, TokenDataDto } from '../dto/login.dto.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { CustomerTokensService } from './customer-tokens.service.js';

@ApiTags('accounts')
@Controller()
export class SessionController {
  constructor(private readonly tokens: CustomerTokensService) {}

  @Post(routePath('RefreshToken'))
  @HttpCode(200)
  @ApiOperation({
    summary: routes.RefreshToken.summary,
    description: '每次刷新都更换 refreshToken；已被换掉的 refreshToken 再次使用会吊销整个会话（102）',
  })
  @ApiEnvelopeResponse(TokenDataDto)
  refresh(@Body() dto: RefreshTokenDto): Promise<TokenDataDto> {
    return this.tokens.refresh(dto.refreshToken);
  }

  /*
   * No guard: logging out must work with an expired access token too, so the handler itself accepts any
   * token we signed (expired or not) and revokes its session; a foreign or broken token changes nothing.
   */
  @Post(routePath('Logout'))
  @HttpCode(200)
  @ApiBearerAuth('customer')
  @ApiOperation({ summary: routes.Logout.summary, description: '吊销当前会话（及 body 中 refreshToken 的会话）' })
  @ApiEnvelopeResponse(null)
  async logout(@Req() request: FastifyRequest, @Body() dto: LogoutDto): Promise<ApiResult<null>> {
    const accessToken = bearerToken(request);
    if (accessToken) await this.tokens.revokeByAccessToken(accessToken);
    if (dto?.refreshToken) await this.tokens.revokeByRefreshToken(dto.refreshToken);
    return new ApiResult(null, AccountMessages.loggedOut);
  }
}
