import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CustomerOnly } from '../../common/auth/customer-auth.guard.js';
import { CurrentCustomer, type CustomerPrincipal } from '../../common/auth/customer-principal.js';
import { AuthenticationError } from '../../common/errors/domain-errors.js';
import { ApiResult } from '../../common/http/api-result.js';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { STREAM_TICKET_TTL_SECONDS, StreamTicketStore } from '../notifications/live/stream-ticket.store.js';
import {
  AttachmentQueryDto,
  ConversationQueryDto,
  EventsQueryDto,
  MessagesQueryDto,
  ReadDto,
  SendMessageDto,
  StartConversationDto,
  StartConversationResponseDto,
  SupportAttachmentUrlDto,
  SupportConversationDto,
  SupportMessageDto,
  SupportMessagesResponseDto,
  SupportReadResponseDto,
  SupportTicketDto,
  SupportUnreadDto,
} from './dto/support.dto.js';
import { ApiChatUpload, readChatUpload } from './helpers/chat-upload.js';
import { SupportChatService } from './support-chat.service.js';
import { SupportLiveService } from './support-live.service.js';
import { SupportViewsService } from './support-views.service.js';

export const CUSTOMER_TICKETS = 'support-ticket:customer:';
const MESSAGE_PAGE = 50;
const STREAM_DESCRIPTION = [
  'Server-Sent Events, opened with the url of SupportEventsTicket (one-time ticket, 60 s). Events: `ready`;',
  '`message` {conversationId, message}; `read` {conversationId, by, lastReadId}; `conversation` {conversationId,',
  'status, assignee}; `expired` (get a new ticket). A used or unknown ticket answers the envelope with code 102.',
].join(' ');

/** The customer's support chat: conversations tied to an order, sample or product, and their messages. */
@ApiTags('support')
@Controller()
export class SupportController {
  constructor(
    private readonly chat: SupportChatService,
    private readonly views: SupportViewsService,
    private readonly live: SupportLiveService,
    private readonly tickets: StreamTicketStore,
  ) {}

  @Post(routePath('StartConversation'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.StartConversation.summary })
  @ApiEnvelopeResponse(StartConversationResponseDto)
  start(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: StartConversationDto) {
    return this.chat.start(customer.memberId, dto);
  }

  @Get(routePath('GetConversationList'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetConversationList.summary })
  @ApiEnvelopeResponse(SupportConversationDto, { isArray: true })
  async list(@CurrentCustomer() customer: CustomerPrincipal) {
    const list = await this.views.conversations('customer', { memberId: customer.memberId });
    return list.map((item) => this.views.forCustomer(item));
  }

  @Get(routePath('GetMessageList'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetMessageList.summary })
  @ApiEnvelopeResponse(SupportMessagesResponseDto)
  async messages(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: MessagesQueryDto) {
    const row = await this.chat.ownConversation(customer.memberId, query.conversationId);
    const page = await this.views.messages('customer', row.id, query.beforeId, MESSAGE_PAGE);
    return { conversation: this.views.forCustomer(await this.views.conversation('customer', row.id)), ...page };
  }

  @Post(routePath('SendMessage'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SendMessage.summary, description: '每个会话每分钟最多 12 条；最长 2000 字。' })
  @ApiEnvelopeResponse(SupportMessageDto)
  send(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: SendMessageDto) {
    return this.chat.sendAsCustomer(customer.memberId, dto.conversationId, dto.text);
  }

  @Post(routePath('UploadChatFile'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiChatUpload(routes.UploadChatFile.summary)
  async upload(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Query() query: ConversationQueryDto,
    @Req() request: FastifyRequest,
  ) {
    const message = await this.chat.uploadAsCustomer(
      customer.memberId,
      query.conversationId,
      await readChatUpload(request),
    );
    return new ApiResult(message, '发送成功');
  }

  @Get(routePath('GetChatFileUrl'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetChatFileUrl.summary })
  @ApiEnvelopeResponse(SupportAttachmentUrlDto)
  fileUrl(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: AttachmentQueryDto) {
    return this.chat.attachmentUrl(query.messageId, customer.memberId);
  }

  @Post(routePath('ReadMessages'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.ReadMessages.summary })
  @ApiEnvelopeResponse(SupportReadResponseDto)
  async read(@CurrentCustomer() customer: CustomerPrincipal, @Body() dto: ReadDto) {
    return this.chat.markRead(await this.chat.ownConversation(customer.memberId, dto.conversationId), 'customer');
  }

  @Get(routePath('GetUnreadCount'))
  @CustomerOnly()
  @ApiOperation({ summary: routes.GetUnreadCount.summary })
  @ApiEnvelopeResponse(SupportUnreadDto)
  async unread(@CurrentCustomer() customer: CustomerPrincipal) {
    return { count: await this.chat.unreadCount(customer.memberId) };
  }

  @Post(routePath('SupportEventsTicket'))
  @HttpCode(200)
  @CustomerOnly()
  @ApiOperation({ summary: routes.SupportEventsTicket.summary })
  @ApiEnvelopeResponse(SupportTicketDto)
  async ticket(@CurrentCustomer() customer: CustomerPrincipal) {
    const ticket = await this.tickets.issueFor(CUSTOMER_TICKETS, { memberId: customer.memberId });
    return {
      ticket,
      expiresIn: STREAM_TICKET_TTL_SECONDS,
      url: `${routes.SupportEvents.path}?ticket=${encodeURIComponent(ticket)}`,
    };
  }

  @Get(routePath('SupportEvents'))
  @RawResponse()
  @ApiOperation({ summary: routes.SupportEvents.summary, description: STREAM_DESCRIPTION })
  @ApiProduces('text/event-stream')
  @ApiEnvelopeResponse(null, { description: 'text/event-stream on success; the JSON envelope on failure' })
  async stream(@Query() query: EventsQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const claims = await this.tickets.consumeFor<{ memberId: number }>(CUSTOMER_TICKETS, query.ticket);
    if (!claims) throw new AuthenticationError(ErrorCode.TokenInvalid);
    reply.hijack();
    await this.live.openCustomer(reply.raw, claims.memberId);
  }
}
