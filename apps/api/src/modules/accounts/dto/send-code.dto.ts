import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SmsCodeType,
  type BotChallenge,
  type SendCodeNoCheckRequest,
  type SendCodeRequest,
  type SmsCodeTypeValue,
} from '@seqportal/contract';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { AccountMessages } from '../helpers/account-messages.js';
import { IsPhone, Trim } from './account-validators.js';

const ALL_TYPES = Object.values(SmsCodeType);
/** Signed-in flows only: a login or registration code always needs the bot-check. */
const SIGNED_IN_TYPES = [SmsCodeType.PhoneChange, SmsCodeType.EmailChange];

export class BotChallengeDto implements BotChallenge {
  @ApiProperty({ example: 'SHA-256', enum: ['SHA-256'] })
  algorithm: 'SHA-256';

  @ApiProperty({ example: '4f1c…e9', description: 'SHA-256(salt + number)，页面求解 number' })
  challenge: string;

  @ApiProperty({ example: 100000 })
  maxnumber: number;

  @ApiProperty({ example: '8d3a4f5b6c7d8e9f0a1b2c3d?expires=1763712000&', description: '含过期时间（5分钟）' })
  salt: string;

  @ApiProperty({ example: '9a0b…7c', description: '服务端 HMAC 签名' })
  signature: string;
}

export class SendCodeDto implements SendCodeRequest {
  @ApiProperty({ example: '13800000001' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: 2, enum: ALL_TYPES, description: '1 注册 · 2 登录 · 3 换绑手机 · 4 更换邮箱' })
  @Type(() => Number)
  @IsIn(ALL_TYPES, { message: AccountMessages.smsTypeInvalid })
  type: SmsCodeTypeValue;

  @ApiProperty({
    example: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2IiwiY2hhbGxlbmdlIjoi…',
    description: '智能验证结果：BotProof { algorithm, challenge, number, salt, signature } 的 JSON 的 base64',
  })
  @IsNotEmpty({ message: AccountMessages.botCheckMissing })
  @IsString({ message: AccountMessages.botCheckMissing })
  @MaxLength(4000, { message: AccountMessages.botCheckFailed })
  sig: string;

  @ApiPropertyOptional({ description: '旧客户端字段，接受并忽略' })
  @IsOptional()
  @IsString()
  sessionId?: string;

  @ApiPropertyOptional({ description: '旧客户端字段，接受并忽略' })
  @IsOptional()
  @IsString()
  token?: string;
}

export class SendCodeNoCheckDto implements SendCodeNoCheckRequest {
  @ApiProperty({ example: '13900000000' })
  @Trim()
  @IsPhone()
  phone: string;

  @ApiProperty({ example: 3, enum: SIGNED_IN_TYPES, description: '3 换绑手机 · 4 更换邮箱' })
  @Type(() => Number)
  @IsIn(SIGNED_IN_TYPES, { message: AccountMessages.smsTypeInvalid })
  type: SmsCodeTypeValue;
}
