import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminSupportConversation,
  AdminSupportDetail,
  AdminSupportQueue,
  AdminSupportQueueQuery,
  LabOrderView,
  SupportCannedReply,
  SupportMessage,
} from '@seqportal/contract';
import type { DataSource } from 'typeorm';
import type { StaffPrincipal } from '../../common/auth/staff-principal.js';
import { IllegalOperationError, NotFoundError, UserInputError } from '../../common/errors/domain-errors.js';
import { LabOrderViewService } from '../lab/lab-order-view.service.js';
import { SupportCannedReplyRow, SupportConversationRow } from './entities/index.js';
import { fillCannedReply, SUPPORT_MESSAGES } from './helpers/support-text.js';
import { SupportChatService, type IncomingFile } from './support-chat.service.js';
import { SupportPresenceService } from './support-presence.service.js';
import { SupportViewsService } from './support-views.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

/** The staff console's side: the queue, assignment, replies and notes, close and reopen, canned replies. */
@Injectable()
export class SupportDeskService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly views: SupportViewsService,
    private readonly chat: SupportChatService,
    private readonly presence: SupportPresenceService,
    private readonly orders: LabOrderViewService,
    private readonly lookup: OrderLookupService,
  ) {}

  async conversationOrThrow(conversationId: number): Promise<SupportConversationRow> {
    const row = await this.dataSource.getRepository(SupportConversationRow).findOneBy({ id: conversationId });
    if (!row) throw new NotFoundError(SUPPORT_MESSAGES.conversationNotFound);
    return row;
  }

  async queue(staff: StaffPrincipal, query: AdminSupportQueueQuery): Promise<AdminSupportQueue> {
    const list = await this.views.conversations('staff', {
      status: query.status ?? 'open',
      assigneeId: query.mine ? staff.staffId : undefined,
    });
    const agentIds = await this.presence.onlineAgentIds();
    const names = await this.staffNames(agentIds);
    return {
      list: await this.withPresence(list),
      waiting: list.filter((item) => item.status === 'open' && item.assignee === null).length,
      onlineAgents: agentIds.map((staffId) => ({ staffId, name: names.get(staffId) ?? '' })),
    };
  }

  async detail(conversationId: number): Promise<AdminSupportDetail> {
    const row = await this.conversationOrThrow(conversationId);
    const [conversation] = await this.withPresence([await this.views.conversation('staff', row.id)]);
    const { messages } = await this.views.messages('staff', row.id, undefined, 200);
    return { conversation: conversation!, messages, order: await this.orderView(conversation!.orderNo) };
  }

  async send(staff: StaffPrincipal, conversationId: number, rawText: string, note: boolean): Promise<SupportMessage> {
    const text = this.chat.checkText(rawText, false);
    // Both reads at once: each is a round trip on the way to the customer's screen.
    const [row, staffName] = await Promise.all([this.conversationOrThrow(conversationId), this.nameOf(staff)]);
    if (row.status === 'closed' && !note) throw new IllegalOperationError(SUPPORT_MESSAGES.alreadyClosed);
    // Answering an unassigned conversation takes it.
    if (!note && row.assigneeId === null) await this.assign(staff, row.id, staff.staffId);
    return this.chat.post(row, { kind: note ? 'note' : 'staff', staffId: staff.staffId, staffName }, text);
  }

  /** An agent sends an image or PDF, checked by content like the customer's; sending it takes the conversation. */
  async upload(staff: StaffPrincipal, conversationId: number, file: IncomingFile): Promise<SupportMessage> {
    const row = await this.conversationOrThrow(conversationId);
    const author = { kind: 'staff' as const, staffId: staff.staffId, staffName: await this.nameOf(staff) };
    const message = await this.chat.attach(row, author, file);
    if (row.assigneeId === null) await this.assign(staff, row.id, staff.staffId);
    return message;
  }

  /** The order of a conversation, for its live order-event stream; 404 when it carries none. */
  async orderOf(conversationId: number): Promise<{ memberId: number; orderNo: string }> {
    const row = await this.conversationOrThrow(conversationId);
    const conversation = await this.views.conversation('staff', row.id);
    if (!conversation.orderNo) throw new NotFoundError(SUPPORT_MESSAGES.noOrder);
    return { memberId: row.memberId, orderNo: conversation.orderNo };
  }

  async assign(staff: StaffPrincipal, conversationId: number, staffId?: number): Promise<AdminSupportConversation> {
    const row = await this.conversationOrThrow(conversationId);
    const target = staffId ?? staff.staffId;
    const [agent] = (await this.dataSource.query(
      `SELECT id FROM staff_account WHERE id = $1 AND active AND roles && ARRAY['support', 'admin']::text[]`,
      [target],
    )) as Array<{ id: number }>;
    if (!agent) throw new UserInputError(SUPPORT_MESSAGES.notAgent);
    await this.dataSource.getRepository(SupportConversationRow).update(row.id, { assigneeId: target });
    await this.chat.publishConversation(row.id);
    return this.views.conversation('staff', row.id);
  }

  async setStatus(conversationId: number, status: 'open' | 'closed'): Promise<AdminSupportConversation> {
    const row = await this.conversationOrThrow(conversationId);
    if (row.status === status) {
      throw new IllegalOperationError(
        status === 'closed' ? SUPPORT_MESSAGES.alreadyClosed : SUPPORT_MESSAGES.alreadyOpen,
      );
    }
    await this.dataSource
      .getRepository(SupportConversationRow)
      .update(row.id, { status, closedAt: status === 'closed' ? new Date() : null });
    await this.chat.publishConversation(row.id);
    return this.views.conversation('staff', row.id);
  }

  async cannedReplies(conversationId: number): Promise<SupportCannedReply[]> {
    const row = await this.conversationOrThrow(conversationId);
    const conversation = await this.views.conversation('staff', row.id);
    const order = await this.orderView(conversation.orderNo);
    const sample = order?.samples.find((item) => item.id === row.sampleId) ?? order?.samples[0] ?? null;
    const values = {
      orderNo: conversation.orderNo,
      sampleStatus: sample?.progressLabel || order?.status.name || null,
      expressNumber: order?.express?.number ?? (await this.expressNumber(row.orderId)),
    };
    const replies = await this.dataSource
      .getRepository(SupportCannedReplyRow)
      .find({ order: { sort: 'ASC', id: 'ASC' } });
    return replies.map((reply) => ({
      id: reply.id,
      title: reply.title,
      template: reply.template,
      text: fillCannedReply(reply.template, values),
    }));
  }

  private async expressNumber(orderId: number | null): Promise<string | null> {
    if (orderId === null) return null;
    return (await this.lookup.findAny({ id: orderId })).expressNumber;
  }

  private async orderView(orderNo: string | null): Promise<LabOrderView | null> {
    return orderNo ? this.orders.viewByNo(orderNo) : null;
  }

  private async withPresence(list: AdminSupportConversation[]): Promise<AdminSupportConversation[]> {
    const online = await Promise.all(list.map((item) => this.presence.customerOnline(item.member.memberId)));
    return list.map((item, index) => ({ ...item, customerOnline: online[index]! }));
  }

  private async nameOf(staff: StaffPrincipal): Promise<string> {
    return (await this.staffNames([staff.staffId])).get(staff.staffId) ?? staff.username;
  }

  private async staffNames(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query('SELECT id, display_name FROM staff_account WHERE id = ANY($1)', [
      ids,
    ])) as Array<{ id: number; display_name: string }>;
    return new Map(rows.map((row) => [row.id, row.display_name]));
  }
}
