import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { BusinessLinkDto, BusinessLinkQueryDto, SubAccountDto, UpdateSubAccountDto } from './business.dto.js';
import { BusinessService } from './business.service.js';

/** Business management of an approved organisation's main account. */
@ApiTags('accounts')
@Controller()
export class BusinessController {
  constructor(private readonly business: BusinessService) {}

  @Get(routePath('GetBusinessLink'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetBusinessLink.summary,
    description: '仅 auditType 3 的主账号（否则 403）；3、4 号磁贴及未知 id：功能尚未开通。',
  })
  @ApiEnvelopeResponse(BusinessLinkDto)
  async link(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: BusinessLinkQueryDto,
  ): Promise<BusinessLinkDto> {
    return { link: await this.business.link(customer.memberId, query.id) };
  }

  @Get(routePath('GetSubAccountList'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetSubAccountList.summary,
    description: '主账号在前，其后按申请时间；手机号已脱敏。',
  })
  @ApiEnvelopeResponse(SubAccountDto, { isArray: true })
  list(@CurrentCustomer() customer: CustomerPrincipal): Promise<SubAccountDto[]> {
    return this.business.list(customer.memberId);
  }

  @Post(routePath('UpdateSubAccount'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({
    summary: routes.UpdateSubAccount.summary,
    description: 'status approved 通过申请或重新启用，disabled 停用（不能再登录）；权限：下单、查看账单、下载数据。',
  })
  @ApiEnvelopeResponse(SubAccountDto)
  async update(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: UpdateSubAccountDto) {
    return new ApiResult(await this.business.update(customer.memberId, dto), '操作成功');
  }
}
