import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ORDER_SETTING_MESSAGES,
  type OrderSettings,
  type OrderSettingsOwner,
  type OrderSettingsResponse,
  type SaveOrderSettingRequest,
} from '@seqportal/contract';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../dto/account-validators.js';

/** The ordering contact is required; the data-delivery (cloud storage) fields are optional. */
export class SaveOrderSettingDto implements SaveOrderSettingRequest {
  @ApiProperty({ example: '张晓明', description: '下单客户姓名' })
  @Trim()
  @IsString({ message: ORDER_SETTING_MESSAGES.meName })
  @IsNotEmpty({ message: ORDER_SETTING_MESSAGES.meName })
  @MaxLength(50, { message: '下单客户姓名不能超过50个字符' })
  meName: string;

  @ApiProperty({ example: '13800000001', description: '下单联系电话：数字，最多11位' })
  @Trim()
  @IsString({ message: ORDER_SETTING_MESSAGES.meMoblie })
  @Matches(/^\d{1,11}$/, { message: ORDER_SETTING_MESSAGES.meMoblie })
  meMoblie: string;

  @ApiProperty({ example: 'lab@example.cn;pm@example.cn;', description: '下单邮箱，多个用 ; 分隔' })
  @Trim()
  @IsString({ message: ORDER_SETTING_MESSAGES.meEmail })
  @MaxLength(1000, { message: ORDER_SETTING_MESSAGES.meEmail })
  meEmail: string;

  @ApiPropertyOptional({ example: 'LTAI5tExampleKeyId' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(128, { message: 'AccessKey ID 不能超过128个字符' })
  acceessKeyId: string = '';

  @ApiPropertyOptional({ example: 'secret', description: '不变时回传读取到的掩码值' })
  @IsOptional()
  @IsString()
  @MaxLength(256, { message: 'AccessKey Secret 不能超过256个字符' })
  accessKeySecret: string = '';

  @ApiPropertyOptional({ example: 'sequencing/2026/' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(500, { message: '存储路径不能超过500个字符' })
  ossPath: string = '';

  @ApiPropertyOptional({ example: 'my-lab-data' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(100, { message: 'Bucket 不能超过100个字符' })
  bucket: string = '';

  @ApiPropertyOptional({ example: 'oss-cn-shanghai.aliyuncs.com' })
  @IsOptional()
  @Trim()
  @IsString()
  @MaxLength(200, { message: 'Endpoint 不能超过200个字符' })
  endPoint: string = '';

  @ApiPropertyOptional({ example: true, description: '是否修改了数据交付（云存储）信息；false 时保留原值' })
  @IsOptional()
  @IsBoolean()
  isChange: boolean = true;
}

export class OrderSettingsDto implements OrderSettings {
  @ApiProperty({ example: '上海示例生物科技有限公司' }) mechanism: string;
  @ApiProperty({ example: '张晓明' }) meName: string;
  @ApiProperty({ example: '13800000001' }) meMoblie: string;
  @ApiProperty({ example: 'lab@example.cn;' }) meEmail: string;
  @ApiProperty({ example: 'LTAI5tExampleKeyId' }) acceessKeyId: string;
  @ApiProperty({ example: '******abcd', description: '掩码，从不返回明文' }) accessKeySecret: string;
  @ApiProperty({ example: 'sequencing/2026/' }) ossPath: string;
  @ApiProperty({ example: 'my-lab-data' }) bucket: string;
  @ApiProperty({ example: 'oss-cn-shanghai.aliyuncs.com' }) endPoint: string;
  @ApiProperty({ example: false }) isChange: boolean;
}

export class OrderSettingsOwnerDto implements OrderSettingsOwner {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: '张晓明' }) memberName: string;
  @ApiProperty({ example: '13800000001' }) moblie: string;
  @ApiProperty({ example: 'lab@example.cn' }) email: string;
}

export class OrderSettingsResponseDto implements OrderSettingsResponse {
  @ApiProperty({ example: false }) isman: boolean;
  @ApiProperty({ type: OrderSettingsOwnerDto }) result: OrderSettingsOwnerDto;
  @ApiProperty({ type: OrderSettingsDto, nullable: true }) companyset: OrderSettingsDto | null;
}
