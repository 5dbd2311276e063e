import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADDRESS_MESSAGES,
  type AddAddressRequest,
  type Address,
  type DeleteAddressRequest,
  type UpdateAddressRequest,
} from '@seqportal/contract';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsPhone, Trim } from '../../dto/account-validators.js';
import { INT4_MAX } from '../../../../common/http/ranges.js';

const CITY_MISSING = ADDRESS_MESSAGES.region;

/** Checks in the order of spec part 2 section 5: region, detail address, contact, phone. */
export class AddAddressDto implements AddAddressRequest {
  @ApiProperty({ example: '广东省' })
  @Trim()
  @IsString({ message: CITY_MISSING })
  @IsNotEmpty({ message: CITY_MISSING })
  @MaxLength(30, { message: CITY_MISSING })
  province: string;

  @ApiProperty({ example: '深圳市' })
  @Trim()
  @IsString({ message: CITY_MISSING })
  @IsNotEmpty({ message: CITY_MISSING })
  @MaxLength(30, { message: CITY_MISSING })
  city: string;

  @ApiProperty({ example: '南山区' })
  @Trim()
  @IsString({ message: CITY_MISSING })
  @IsNotEmpty({ message: CITY_MISSING })
  @MaxLength(30, { message: CITY_MISSING })
  district: string;

  @ApiPropertyOptional({ example: '', description: '街道（客户端传空）' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: '街道信息过长' })
  street: string = '';

  @ApiProperty({ example: '科技园南区高新南七道 18 号 3 栋 501' })
  @Trim()
  @IsString({ message: ADDRESS_MESSAGES.address })
  @IsNotEmpty({ message: ADDRESS_MESSAGES.address })
  @MaxLength(200, { message: '收货地址不能超过200个字符' })
  address: string;

  @ApiProperty({ example: '张晓明', description: '联系人' })
  @Trim()
  @IsString({ message: ADDRESS_MESSAGES.name })
  @IsNotEmpty({ message: ADDRESS_MESSAGES.name })
  @MaxLength(50, { message: '联系人不能超过50个字符' })
  name: string;

  @ApiProperty({ example: '13800000001' })
  @Trim()
  @IsString({ message: ADDRESS_MESSAGES.phoneEmpty })
  @IsNotEmpty({ message: ADDRESS_MESSAGES.phoneEmpty })
  @IsPhone({ message: ADDRESS_MESSAGES.phoneInvalid })
  phone: string;

  @ApiPropertyOptional({ example: '518057', description: '邮编（不校验）' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(10, { message: '邮编不能超过10个字符' })
  postalCode: string = '';

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: '默认地址标记不正确' })
  isDefault?: boolean;
}

export class UpdateAddressDto extends AddAddressDto implements UpdateAddressRequest {
  @ApiProperty({ example: 1 })
  @IsInt({ message: '地址不存在' })
  @Min(1, { message: '地址不存在' })
  @Max(INT4_MAX, { message: '地址不存在' })
  id: number;
}

export class DeleteAddressDto implements DeleteAddressRequest {
  @ApiProperty({ example: 1 })
  @IsInt({ message: '地址不存在' })
  @Min(1, { message: '地址不存在' })
  @Max(INT4_MAX, { message: '地址不存在' })
  id: number;
}

export class AddressDto implements Address {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '张晓明' }) name: string;
  @ApiProperty({ example: '13800000001' }) phone: string;
  @ApiProperty({ example: '广东省' }) province: string;
  @ApiProperty({ example: '深圳市' }) city: string;
  @ApiProperty({ example: '南山区' }) district: string;
  @ApiProperty({ example: '' }) street: string;
  @ApiProperty({ example: '科技园南区高新南七道 18 号 3 栋 501' }) address: string;
  @ApiProperty({ example: '518057' }) postalCode: string;
  @ApiProperty({ example: true }) isDefault: boolean;
}

export class RegionNodeDto {
  @ApiProperty({ example: '44' }) code: string;
  @ApiProperty({ example: '广东省' }) name: string;
  @ApiPropertyOptional({ type: () => [RegionNodeDto] }) children?: RegionNodeDto[];
}
