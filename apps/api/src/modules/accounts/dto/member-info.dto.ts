import { ApiProperty } from '@nestjs/swagger';
import {
  AuditType,
  NICK_NAME_MAX_LENGTH,
  NICK_NAME_MESSAGES,
  type AuditTypeValue,
  type UpdateNickNameQuery,
  type UserInfo,
} from '@seqportal/contract';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from './account-validators.js';

export class UserInfoDto implements UserInfo {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: '张晓明' })
  nickName: string;

  @ApiProperty({ example: '13800000001' })
  phone: string;

  @ApiProperty({ example: 'shdemo' })
  account: string;

  @ApiProperty({ example: '上海示例生物科技有限公司', description: '个人账号为空字符串' })
  companyName: string;

  @ApiProperty({ example: 'zhang@example.cn', nullable: true, type: String })
  email: string | null;

  @ApiProperty({ example: 3, enum: Object.values(AuditType) })
  auditType: AuditTypeValue;

  @ApiProperty({ example: null, nullable: true, type: String, description: '信用额度（元，两位小数）；null 时隐藏' })
  balance: string | null;

  @ApiProperty({ example: true, description: '机构主账号与个人账号为 true；子账号为 false（企业管理只对主账号开放）' })
  isMain: boolean;
}

export class UpdateNickNameQueryDto implements UpdateNickNameQuery {
  @ApiProperty({ example: '张晓明' })
  @Trim()
  @IsNotEmpty({ message: NICK_NAME_MESSAGES.required })
  @IsString({ message: NICK_NAME_MESSAGES.required })
  @MaxLength(NICK_NAME_MAX_LENGTH, { message: NICK_NAME_MESSAGES.tooLong })
  nickName: string;
}
