import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { OrderEventsQuery, OrderEventsTicketResponse } from '@seqportal/contract';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../accounts/dto/account-validators.js';

export class OrderEventsTicketDto implements OrderEventsTicketResponse {
  @ApiProperty({ example: 'q3J0b2tlbi1leGFtcGxlLXRpY2tldA' })
  ticket: string;

  @ApiProperty({ example: 60 })
  expiresIn: number;

  @ApiProperty({ example: '/api/NewOrder/OrderEvents?ticket=q3J0b2tlbi1leGFtcGxlLXRpY2tldA' })
  url: string;
}

export class OrderEventsQueryDto implements OrderEventsQuery {
  @ApiProperty({ example: 'q3J0b2tlbi1leGFtcGxlLXRpY2tldA', description: 'OrderEventsTicket 签发的一次性票据' })
  @IsString({ message: '票据无效' })
  @IsNotEmpty({ message: '票据无效' })
  @MaxLength(100, { message: '票据无效' })
  ticket: string;

  @ApiPropertyOptional({ example: 'SO202611210001', description: '只接收该订单的事件' })
  @IsOptional()
  @Trim()
  @IsString({ message: '订单号格式不正确' })
  @MaxLength(32, { message: '订单号格式不正确' })
  orderNo?: string;
}
