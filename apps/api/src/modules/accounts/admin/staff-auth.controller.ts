import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { routes } from '@seqportal/contract';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { StaffLoginDto, StaffSessionDto } from '../dto/staff-login.dto.js';
import { StaffAuthService } from '../staff-auth.service.js';

@ApiTags('admin')
@Controller()
export class StaffAuthController {
  constructor(private readonly staffAuth: StaffAuthService) {}

  @Post(routePath('AdminLogin'))
  @HttpCode(200)
  // Password guessing is throttled harder than ordinary calls.
  @Throttle({ default: { limit: 10, ttl: 60_000 } })
  @ApiOperation({ summary: routes.AdminLogin.summary })
  @ApiEnvelopeResponse(StaffSessionDto)
  login(@Body() dto: StaffLoginDto): Promise<StaffSessionDto> {
    return this.staffAuth.login(dto.username, dto.password);
  }
}
