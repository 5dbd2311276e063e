import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACCOUNT_FORM_MESSAGES,
  type MailOutboxEntry,
  type MailOutboxQuery,
  type SmsOutboxEntry,
  type SmsOutboxQuery,
} from '@seqportal/contract';
import { IsEmail, IsOptional, Matches } from 'class-validator';
import { Trim } from '../../modules/accounts/dto/account-validators.js';

export class SmsOutboxQueryDto implements SmsOutboxQuery {
  @ApiPropertyOptional({ example: '13800000001', description: '只看这个手机号的短信' })
  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: ACCOUNT_FORM_MESSAGES.phoneInvalid })
  phone?: string;
}

export class SmsOutboxMessageDto implements SmsOutboxEntry {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: '13800000001' })
  phone: string;

  @ApiProperty({ example: '【SeqPortal】您的验证码是 123456，5分钟内有效。' })
  content: string;

  @ApiProperty({ example: 'login' })
  purpose: string;

  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' })
  createdAt: string;
}

export class MailOutboxQueryDto implements MailOutboxQuery {
  @ApiPropertyOptional({ example: 'lab@example.cn', description: '只看发往这个地址的邮件' })
  @IsOptional()
  @Trim()
  @IsEmail({}, { message: '邮箱格式不正确' })
  email?: string;
}

export class MailOutboxMessageDto implements MailOutboxEntry {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'lab@example.cn' }) email: string;
  @ApiProperty({ example: '订单 SO202611210001 样本进度：已收样' }) subject: string;
  @ApiProperty({ example: '您好，您的订单 SO202611210001 有 2 个样本已收样。' }) content: string;
  @ApiProperty({ example: 'progress' }) purpose: string;
  @ApiProperty({ example: '2026-11-21T08:00:00.000Z' }) createdAt: string;
}
