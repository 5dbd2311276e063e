import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SUPPORT_CONTEXTS,
  SUPPORT_LIMITS,
  type AdminSupportAssignRequest,
  type AdminSupportMessageRequest,
  type AdminSupportQueueQuery,
  type DeleteCannedReplyRequest,
  type SaveCannedReplyRequest,
  type SendSupportMessageRequest,
  type StartConversationRequest,
  type SupportAttachmentQuery,
  type SupportContextValue,
  type SupportConversationQuery,
  type SupportEventsQuery,
  type SupportMessagesQuery,
  type SupportOrderEventsQuery,
  type SupportReadRequest,
} from '@seqportal/contract';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Trim } from '../../accounts/dto/account-validators.js';
import { SUPPORT_MESSAGES } from '../helpers/support-text.js';

const BAD_CONVERSATION = '会话编号不正确';
/** Room for blanks and line ends that are trimmed before the 2000-character check. */
const RAW_TEXT_MAX = SUPPORT_LIMITS.textMaxLength * 2;

export class StartConversationDto implements StartConversationRequest {
  @ApiProperty({ enum: SUPPORT_CONTEXTS, example: 'order', description: '从哪里发起：产品、订单、数据交付或一般咨询' })
  @IsIn(SUPPORT_CONTEXTS, { message: '咨询类型不正确' })
  context: SupportContextValue;

  @ApiPropertyOptional({ example: 'SO202611210001' })
  @IsOptional()
  @Trim()
  @IsString({ message: '订单号格式不正确' })
  @IsNotEmpty({ message: '订单号格式不正确' })
  @MaxLength(32, { message: '订单号格式不正确' })
  orderNo?: string;

  @ApiPropertyOptional({ example: 12 })
  @IsOptional()
  @IsInt({ message: '样本编号不正确' })
  @Min(1, { message: '样本编号不正确' })
  sampleId?: number;

  @ApiPropertyOptional({ example: 3 })
  @IsOptional()
  @IsInt({ message: '产品编号不正确' })
  @Min(1, { message: '产品编号不正确' })
  productId?: number;

  @ApiPropertyOptional({ example: '请问样本什么时候能检测完成？', maxLength: SUPPORT_LIMITS.textMaxLength })
  @IsOptional()
  @IsString({ message: SUPPORT_MESSAGES.textRequired })
  @MaxLength(RAW_TEXT_MAX, { message: SUPPORT_MESSAGES.textTooLong })
  text?: string;
}

export class ConversationQueryDto implements SupportConversationQuery {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt({ message: BAD_CONVERSATION })
  @Min(1, { message: BAD_CONVERSATION })
  conversationId: number;
}

export class MessagesQueryDto extends ConversationQueryDto implements SupportMessagesQuery {
  @ApiPropertyOptional({ example: 120, description: '取该消息之前的更早消息' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '消息编号不正确' })
  @Min(1, { message: '消息编号不正确' })
  beforeId?: number;
}

export class ReadDto implements SupportReadRequest {
  @ApiProperty({ example: 1 })
  @IsInt({ message: BAD_CONVERSATION })
  @Min(1, { message: BAD_CONVERSATION })
  conversationId: number;
}

export class SendMessageDto extends ReadDto implements SendSupportMessageRequest {
  @ApiProperty({ example: '好的，谢谢', maxLength: SUPPORT_LIMITS.textMaxLength, description: '纯文本，不解析 HTML' })
  @IsString({ message: SUPPORT_MESSAGES.textRequired })
  @MaxLength(RAW_TEXT_MAX, { message: SUPPORT_MESSAGES.textTooLong })
  text: string;
}

export class AdminMessageDto extends SendMessageDto implements AdminSupportMessageRequest {
  @ApiPropertyOptional({ example: false, description: '内部备注，仅客服可见' })
  @IsOptional()
  @IsBoolean({ message: '备注标记不正确' })
  note?: boolean;
}

export class AssignDto extends ReadDto implements AdminSupportAssignRequest {
  @ApiPropertyOptional({ example: 3, description: '客服人员编号；省略时分配给自己' })
  @IsOptional()
  @IsInt({ message: SUPPORT_MESSAGES.notAgent })
  @Min(1, { message: SUPPORT_MESSAGES.notAgent })
  staffId?: number;
}

export class AttachmentQueryDto implements SupportAttachmentQuery {
  @ApiProperty({ example: 10 })
  @Type(() => Number)
  @IsInt({ message: '消息编号不正确' })
  @Min(1, { message: '消息编号不正确' })
  messageId: number;
}

export class QueueQueryDto implements AdminSupportQueueQuery {
  @ApiPropertyOptional({ enum: ['open', 'closed'], example: 'open' })
  @IsOptional()
  @IsIn(['open', 'closed'], { message: '会话状态不正确' })
  status?: 'open' | 'closed';

  @ApiPropertyOptional({ example: false, description: '只看分配给我的' })
  @IsOptional()
  @Transform(({ value }) => value === true || value === 'true' || value === '1')
  @IsBoolean({ message: '参数不正确' })
  mine?: boolean;
}

export class EventsQueryDto implements SupportEventsQuery {
  @ApiProperty({ example: 'q3J0b2tlbi1leGFtcGxlLXRpY2tldA' })
  @IsString({ message: '票据无效' })
  @IsNotEmpty({ message: '票据无效' })
  @MaxLength(100, { message: '票据无效' })
  ticket: string;
}

export class SupportOrderEventsQueryDto extends EventsQueryDto implements SupportOrderEventsQuery {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt({ message: BAD_CONVERSATION })
  @Min(1, { message: BAD_CONVERSATION })
  conversationId: number;
}

const BAD_CANNED = '快捷回复编号不正确';

export class SaveCannedReplyDto implements SaveCannedReplyRequest {
  @ApiPropertyOptional({ example: 2, description: '修改时传入；省略为新增' })
  @IsOptional()
  @IsInt({ message: BAD_CANNED })
  @Min(1, { message: BAD_CANNED })
  id?: number;

  @ApiProperty({ example: '订单进度', maxLength: 50 })
  @Trim()
  @IsString({ message: SUPPORT_MESSAGES.cannedTitleRequired })
  @IsNotEmpty({ message: SUPPORT_MESSAGES.cannedTitleRequired })
  @MaxLength(50, { message: SUPPORT_MESSAGES.cannedTitleTooLong })
  title: string;

  @ApiProperty({
    example: '您好，您的订单 {订单号} 当前样本状态为：{样本状态}。',
    maxLength: 1000,
    description: '可用占位符：{订单号}、{样本状态}、{快递单号}',
  })
  @Trim()
  @IsString({ message: SUPPORT_MESSAGES.cannedTemplateRequired })
  @IsNotEmpty({ message: SUPPORT_MESSAGES.cannedTemplateRequired })
  @MaxLength(1000, { message: SUPPORT_MESSAGES.cannedTemplateTooLong })
  template: string;

  @ApiPropertyOptional({ example: 0, description: '排序，小的在前（0-9999）' })
  @IsOptional()
  @IsInt({ message: '排序须为0-9999的整数' })
  @Min(0, { message: '排序须为0-9999的整数' })
  @Max(9999, { message: '排序须为0-9999的整数' })
  sort?: number;
}

export class DeleteCannedReplyDto implements DeleteCannedReplyRequest {
  @ApiProperty({ example: 2 })
  @IsInt({ message: BAD_CANNED })
  @Min(1, { message: BAD_CANNED })
  id: number;
}

// Answers (Swagger).

export class SupportMessageDto {
  @ApiProperty() id: number;
  @ApiProperty() conversationId: number;
  @ApiProperty({ enum: ['customer', 'staff', 'note', 'system'] }) kind: string;
  @ApiProperty({ description: '纯文本' }) text: string;
  @ApiPropertyOptional({ nullable: true }) attachment: object | null;
  @ApiPropertyOptional({ nullable: true }) staffName: string | null;
  @ApiProperty() createdAt: string;
}

export class SupportConversationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: SUPPORT_CONTEXTS }) context: string;
  @ApiProperty() contextLabel: string;
  @ApiPropertyOptional({ nullable: true }) orderNo: string | null;
  @ApiPropertyOptional({ nullable: true }) sampleId: number | null;
  @ApiPropertyOptional({ nullable: true }) productId: number | null;
  @ApiPropertyOptional({ nullable: true }) productName: string | null;
  @ApiProperty({ enum: ['open', 'closed'] }) status: string;
  @ApiPropertyOptional({ nullable: true }) assignee: object | null;
  @ApiPropertyOptional({ type: SupportMessageDto, nullable: true }) lastMessage: SupportMessageDto | null;
  @ApiProperty() unread: number;
  @ApiProperty() peerLastReadId: number;
  @ApiProperty() createdAt: string;
  @ApiProperty() updatedAt: string;
}

export class StartConversationResponseDto {
  @ApiProperty({ type: SupportConversationDto }) conversation: SupportConversationDto;
  @ApiProperty() agentsOnline: boolean;
  @ApiPropertyOptional({ type: String, nullable: true, example: '客服当前不在线（工作时间：工作日 9:00-18:00）…' })
  expectReply: string | null;
}

export class SupportMessagesResponseDto {
  @ApiProperty({ type: SupportConversationDto }) conversation: SupportConversationDto;
  @ApiProperty({ type: SupportMessageDto, isArray: true }) messages: SupportMessageDto[];
  @ApiProperty() hasMore: boolean;
}

export class SupportReadResponseDto {
  @ApiProperty() lastReadId: number;
  @ApiProperty() unreadTotal: number;
}

export class SupportUnreadDto {
  @ApiProperty({ example: 2 }) count: number;
}

export class SupportAttachmentUrlDto {
  @ApiProperty() url: string;
  @ApiProperty({ example: 300 }) expiresIn: number;
}

export class SupportTicketDto {
  @ApiProperty() ticket: string;
  @ApiProperty({ example: 60 }) expiresIn: number;
  @ApiProperty() url: string;
}

export class AdminSupportConversationDto extends SupportConversationDto {
  @ApiProperty() member: object;
  @ApiProperty() customerOnline: boolean;
}

export class AdminSupportQueueDto {
  @ApiProperty({ type: AdminSupportConversationDto, isArray: true }) list: AdminSupportConversationDto[];
  @ApiProperty() waiting: number;
  @ApiProperty({ isArray: true, type: Object }) onlineAgents: object[];
}

export class AdminSupportDetailDto {
  @ApiProperty({ type: AdminSupportConversationDto }) conversation: AdminSupportConversationDto;
  @ApiProperty({ type: SupportMessageDto, isArray: true }) messages: SupportMessageDto[];
  @ApiPropertyOptional({ nullable: true, description: '订单实时状态（与实验室工作台相同）' }) order: object | null;
}

export class SupportCannedReplyDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() template: string;
  @ApiProperty() text: string;
}

export class SupportCannedReplyTemplateDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() template: string;
  @ApiProperty() sort: number;
}
