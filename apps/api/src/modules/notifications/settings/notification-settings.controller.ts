import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { NotificationSettingDto, SaveNotificationSettingDto } from './dto/notification-setting.dto.js';
import { NotificationPreferencesService } from './notification-preferences.service.js';

/** The customer turns sample progress notifications (SMS, e-mail) on or off. */
@ApiTags('notifications')
@Controller()
export class NotificationSettingsController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get(routePath('GetNotificationSetting'))
  @CustomerOnly()
  @ApiOperation({
    summary: routes.GetNotificationSetting.summary,
    description: 'Both on until the customer turns them off.',
  })
  @ApiEnvelopeResponse(NotificationSettingDto)
  get(@CurrentCustomer() customer: CustomerPrincipal): Promise<NotificationSettingDto> {
    return this.preferences.get(customer.memberId);
  }

  @Post(routePath('SaveNotificationSetting'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SaveNotificationSetting.summary })
  @ApiEnvelopeResponse(NotificationSettingDto)
  async save(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SaveNotificationSettingDto) {
    return new ApiResult(await this.preferences.save(customer.memberId, dto), '修改成功');
  }
}
