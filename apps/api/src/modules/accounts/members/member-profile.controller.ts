import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { UpdateNickNameQueryDto, UserInfoDto } from '../dto/member-info.dto.js';
import { AccountMessages } from '../helpers/account-messages.js';
import { MemberProfileService } from './member-profile.service.js';

@ApiTags('accounts')
@Controller()
@CustomerOnly()
export class MemberProfileController {
  constructor(private readonly profiles: MemberProfileService) {}

  @Get(routePath('GetMemberInfo'))
  @ApiOperation({ summary: routes.GetMemberInfo.summary })
  @ApiEnvelopeResponse(UserInfoDto)
  memberInfo(@CurrentCustomer() customer: CustomerPrincipal): Promise<UserInfoDto> {
    return this.profiles.userInfo(customer.memberId);
  }

  // GET, as the existing client calls it (spec part 1 section 7).
  @Get(routePath('UpdateNickName'))
  @ApiOperation({ summary: routes.UpdateNickName.summary })
  @ApiEnvelopeResponse(UserInfoDto)
  async updateNickName(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: UpdateNickNameQueryDto,
  ): Promise<ApiResult<UserInfoDto>> {
    return new ApiResult(
      await this.profiles.updateNickName(customer.memberId, query.nickName),
      AccountMessages.updated,
    );
  }
}
