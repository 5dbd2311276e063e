import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ErrorCode, routes } from '@seqportal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StaffOnly } from '../../common/auth/staff-auth.guard.js';
import { CurrentStaff, type StaffPrincipal } from '../../common/auth/staff-principal.js';
import { AuthenticationError } from '../../common/errors/domain-errors.js';
import { ApiResult } from '../../common/http/api-result.js';
import { RawResponse } from '../../common/http/raw-response.decorator.js';
import { routePath } from '../../common/http/route-path.js';
import { ApiEnvelopeResponse } from '../../common/swagger/api-envelope-response.decorator.js';
import { STREAM_TICKET_TTL_SECONDS, StreamTicketStore } from '../notifications/live/stream-ticket.store.js';
import {
  AdminMessageDto,
  AdminSupportConversationDto,
  AdminSupportDetailDto,
  AdminSupportQueueDto,
  AssignDto,
  AttachmentQueryDto,
  ConversationQueryDto,
  DeleteCannedReplyDto,
  EventsQueryDto,
  SupportOrderEventsQueryDto,
  QueueQueryDto,
  ReadDto,
  SaveCannedReplyDto,
  SupportAttachmentUrlDto,
  SupportCannedReplyDto,
  SupportCannedReplyTemplateDto,
  SupportMessageDto,
  SupportReadResponseDto,
  SupportTicketDto,
} from './dto/support.dto.js';
import { ApiChatUpload, readChatUpload } from './helpers/chat-upload.js';
import { SupportCannedService } from './support-canned.service.js';
import { SupportChatService } from './support-chat.service.js';
import { SupportDeskService } from './support-desk.service.js';
import { SupportLiveService } from './support-live.service.js';

const STAFF_TICKETS = 'support-ticket:staff:';

/** The support desk in the staff console (roles support and admin). */
@ApiTags('admin')
@Controller()
@StaffOnly('support')
export class SupportAdminController {
  constructor(
    private readonly desk: SupportDeskService,
    private readonly chat: SupportChatService,
    private readonly canned: SupportCannedService,
    private readonly tickets: StreamTicketStore,
  ) {}

  @Get(routePath('AdminSupportQueue'))
  @ApiOperation({ summary: routes.AdminSupportQueue.summary })
  @ApiEnvelopeResponse(AdminSupportQueueDto)
  queue(@CurrentStaff() staff: StaffPrincipal, @Query() query: QueueQueryDto) {
    return this.desk.queue(staff, query);
  }

  @Get(routePath('AdminSupportDetail'))
  @ApiOperation({ summary: routes.AdminSupportDetail.summary })
  @ApiEnvelopeResponse(AdminSupportDetailDto)
  detail(@Query() query: ConversationQueryDto) {
    return this.desk.detail(query.conversationId);
  }

  @Post(routePath('AdminSupportSendMessage'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportSendMessage.summary })
  @ApiEnvelopeResponse(SupportMessageDto)
  async send(@CurrentStaff() staff: StaffPrincipal, @Body() dto: AdminMessageDto) {
    return new ApiResult(await this.desk.send(staff, dto.conversationId, dto.text, dto.note ?? false), '发送成功');
  }

  @Post(routePath('AdminSupportAssign'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportAssign.summary })
  @ApiEnvelopeResponse(AdminSupportConversationDto)
  async assign(@CurrentStaff() staff: StaffPrincipal, @Body() dto: AssignDto) {
    return new ApiResult(await this.desk.assign(staff, dto.conversationId, dto.staffId), '分配成功');
  }

  @Post(routePath('AdminSupportClose'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportClose.summary })
  @ApiEnvelopeResponse(AdminSupportConversationDto)
  async close(@Body() dto: ReadDto) {
    return new ApiResult(await this.desk.setStatus(dto.conversationId, 'closed'), '会话已关闭');
  }

  @Post(routePath('AdminSupportReopen'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportReopen.summary })
  @ApiEnvelopeResponse(AdminSupportConversationDto)
  async reopen(@Body() dto: ReadDto) {
    return new ApiResult(await this.desk.setStatus(dto.conversationId, 'open'), '会话已重新打开');
  }

  @Post(routePath('AdminSupportRead'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportRead.summary })
  @ApiEnvelopeResponse(SupportReadResponseDto)
  async read(@Body() dto: ReadDto) {
    return this.chat.markRead(await this.desk.conversationOrThrow(dto.conversationId), 'staff');
  }

  @Get(routePath('AdminSupportCannedReplies'))
  @ApiOperation({ summary: routes.AdminSupportCannedReplies.summary })
  @ApiEnvelopeResponse(SupportCannedReplyDto, { isArray: true })
  cannedReplies(@Query() query: ConversationQueryDto) {
    return this.desk.cannedReplies(query.conversationId);
  }

  @Get(routePath('AdminSupportCannedReplyList'))
  @ApiOperation({ summary: routes.AdminSupportCannedReplyList.summary })
  @ApiEnvelopeResponse(SupportCannedReplyTemplateDto, { isArray: true })
  cannedTemplates() {
    return this.canned.list();
  }

  @Post(routePath('AdminSupportSaveCannedReply'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportSaveCannedReply.summary })
  @ApiEnvelopeResponse(SupportCannedReplyTemplateDto)
  async saveCanned(@CurrentStaff() staff: StaffPrincipal, @Body() dto: SaveCannedReplyDto) {
    return new ApiResult(await this.canned.save(staff, dto), '保存成功');
  }

  @Post(routePath('AdminSupportDeleteCannedReply'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportDeleteCannedReply.summary })
  @ApiEnvelopeResponse(null)
  async deleteCanned(@Body() dto: DeleteCannedReplyDto) {
    await this.canned.remove(dto.id);
    return new ApiResult(null, '删除成功');
  }

  @Post(routePath('AdminSupportUploadChatFile'))
  @HttpCode(200)
  @ApiChatUpload(routes.AdminSupportUploadChatFile.summary)
  async upload(
    @CurrentStaff() staff: StaffPrincipal,
    @Query() query: ConversationQueryDto,
    @Req() request: FastifyRequest,
  ) {
    const message = await this.desk.upload(staff, query.conversationId, await readChatUpload(request));
    return new ApiResult(message, '发送成功');
  }

  @Get(routePath('AdminSupportChatFileUrl'))
  @ApiOperation({ summary: routes.AdminSupportChatFileUrl.summary })
  @ApiEnvelopeResponse(SupportAttachmentUrlDto)
  fileUrl(@Query() query: AttachmentQueryDto) {
    return this.chat.attachmentUrl(query.messageId, null);
  }

  @Post(routePath('AdminSupportEventsTicket'))
  @HttpCode(200)
  @ApiOperation({ summary: routes.AdminSupportEventsTicket.summary })
  @ApiEnvelopeResponse(SupportTicketDto)
  async ticket(@CurrentStaff() staff: StaffPrincipal) {
    const ticket = await this.tickets.issueFor(STAFF_TICKETS, { staffId: staff.staffId });
    return {
      ticket,
      expiresIn: STREAM_TICKET_TTL_SECONDS,
      url: `${routes.AdminSupportEvents.path}?ticket=${encodeURIComponent(ticket)}`,
    };
  }
}

/** The desk's event stream: opened with a ticket (EventSource sends no header), so outside the staff guard. */
@ApiTags('admin')
@Controller()
export class SupportAdminEventsController {
  constructor(
    private readonly live: SupportLiveService,
    private readonly desk: SupportDeskService,
    private readonly tickets: StreamTicketStore,
  ) {}

  @Get(routePath('AdminSupportEvents'))
  @RawResponse()
  @ApiOperation({ summary: routes.AdminSupportEvents.summary })
  @ApiProduces('text/event-stream')
  @ApiEnvelopeResponse(null, { description: 'text/event-stream on success; the JSON envelope on failure' })
  async stream(@Query() query: EventsQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const claims = await this.tickets.consumeFor<{ staffId: number }>(STAFF_TICKETS, query.ticket);
    if (!claims) throw new AuthenticationError(ErrorCode.TokenInvalid);
    reply.hijack();
    await this.live.openStaff(reply.raw, claims.staffId);
  }

  /** The agent's order panel follows the conversation's order; a desk ticket opens it (one ticket, one stream). */
  @Get(routePath('AdminSupportOrderEvents'))
  @RawResponse()
  @ApiOperation({ summary: routes.AdminSupportOrderEvents.summary })
  @ApiProduces('text/event-stream')
  @ApiEnvelopeResponse(null, { description: 'text/event-stream on success; the JSON envelope on failure' })
  async orderStream(@Query() query: SupportOrderEventsQueryDto, @Res() reply: FastifyReply): Promise<void> {
    const claims = await this.tickets.consumeFor<{ staffId: number }>(STAFF_TICKETS, query.ticket);
    if (!claims) throw new AuthenticationError(ErrorCode.TokenInvalid);
    const { memberId, orderNo } = await this.desk.orderOf(query.conversationId);
    reply.hijack();
    await this.live.openOrder(reply.raw, memberId, orderNo);
  }
}
