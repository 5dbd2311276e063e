import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AddressesService } from './addresses.service.js';
import { MemberAddress } from './entities/member-address.entity.js';
import { OrderSetting } from './entities/order-setting.entity.js';
import { OrderSettingsService } from './order-settings.service.js';
import { PersonalCentreController } from './personal-centre.controller.js';

/** The personal centre's addresses and order settings; orders use both when an order is placed. */
@Module({
  imports: [TypeOrmModule.forFeature([MemberAddress, OrderSetting])],
  controllers: [PersonalCentreController],
  providers: [AddressesService, OrderSettingsService],
  exports: [AddressesService, OrderSettingsService],
})
export class PersonalCentreModule {}
