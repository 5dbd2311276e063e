import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { routes } from '@seqportal/contract';
import { CustomerOnly } from '../../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../../common/auth/customer-principal.js';
import { ApiResult } from '../../../common/http/api-result.js';
import { routePath } from '../../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../../common/swagger/api-envelope-response.decorator.js';
import { AddressesService } from './addresses.service.js';
import { AddAddressDto, AddressDto, DeleteAddressDto, RegionNodeDto, UpdateAddressDto } from './dto/address.dto.js';
import { OrderSettingsResponseDto, SaveOrderSettingDto } from './dto/order-setting.dto.js';
import { regionTree, type RegionNode } from './helpers/region-tree.js';
import { OrderSettingsService } from './order-settings.service.js';

/** Pickup addresses, the region tree behind the address form, and ordering defaults. */
@ApiTags('accounts')
@Controller()
export class PersonalCentreController {
  constructor(
    private readonly addresses: AddressesService,
    private readonly orderSettings: OrderSettingsService,
  ) {}

  @Get(routePath('GetAddressList'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetAddressList.summary, description: 'Default address first.' })
  @ApiEnvelopeResponse(AddressDto, { isArray: true })
  list(@CurrentCustomer() customer: CustomerPrincipal): Promise<AddressDto[]> {
    return this.addresses.list(customer.memberId);
  }

  @Post(routePath('AddAddress'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.AddAddress.summary })
  @ApiEnvelopeResponse(AddressDto)
  async add(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: AddAddressDto) {
    return new ApiResult(await this.addresses.add(customer.memberId, dto), '新增成功');
  }

  @Post(routePath('UpdateAddress'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.UpdateAddress.summary })
  @ApiEnvelopeResponse(AddressDto)
  async update(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: UpdateAddressDto) {
    return new ApiResult(await this.addresses.update(customer.memberId, dto), '修改成功');
  }

  @Post(routePath('DeleteAddress'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.DeleteAddress.summary })
  @ApiEnvelopeResponse(null)
  async delete(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: DeleteAddressDto) {
    await this.addresses.delete(customer.memberId, dto.id);
    return new ApiResult(null, '删除成功');
  }

  @Get(routePath('GetRegionTree'))
  @Header('cache-control', 'public, max-age=86400')
  @ApiOperation({ summary: routes.GetRegionTree.summary, description: 'Province → city → district, GB/T 2260 codes.' })
  @ApiEnvelopeResponse(RegionNodeDto, { isArray: true })
  regions(): RegionNode[] {
    return regionTree();
  }

  @Get(routePath('GetOrderSetting'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetOrderSetting.summary, description: 'companyset is null until saved once.' })
  @ApiEnvelopeResponse(OrderSettingsResponseDto)
  getOrderSetting(@CurrentCustomer() customer: CustomerPrincipal): Promise<OrderSettingsResponseDto> {
    return this.orderSettings.get(customer.memberId);
  }

  @Post(routePath('SaveOrderSetting'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SaveOrderSetting.summary })
  @ApiEnvelopeResponse(null)
  async saveOrderSetting(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SaveOrderSettingDto) {
    await this.orderSettings.save(customer.memberId, dto);
    return new ApiResult(null, '修改成功');
  }
}
