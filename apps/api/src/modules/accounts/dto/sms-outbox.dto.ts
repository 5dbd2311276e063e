import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { SmsOutboxEntry, SmsOutboxQuery } from '@seqportal/contract';
import { IsOptional, Matches } from 'class-validator';

export class SmsOutboxQueryDto implements SmsOutboxQuery {
  @ApiPropertyOptional({ example: '13800000001', description: '只看这个手机号的短信' })
  @IsOptional()
  @Matches(/^\d{5,20}$/, { message: '手机号格式不正确！' })
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
