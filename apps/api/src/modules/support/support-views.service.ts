import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SUPPORT_CONTEXT_LABELS,
  type AdminSupportConversation,
  type SupportContextValue,
  type SupportConversation,
  type SupportConversationStatusValue,
  type SupportMessage,
  type SupportMessageKindValue,
} from '@seqportal/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors.js';
import type { SupportMessageRow } from './entities/index.js';
import { SUPPORT_MESSAGES } from './helpers/support-text.js';

export type Viewer = 'customer' | 'staff';

interface ConversationSqlRow {
  id: number;
  member_id: number;
  context: SupportContextValue;
  order_no: string | null;
  sample_id: number | null;
  goods_id: number | null;
  goods_name: string | null;
  status: SupportConversationStatusValue;
  assignee_id: number | null;
  assignee_name: string | null;
  customer_last_read_id: number;
  staff_last_read_id: number;
  created_at: Date;
  updated_at: Date;
  unread: number;
  member_name: string;
  member_phone: string;
  org_name: string | null;
  last_message: MessageJson | null;
}

interface MessageJson {
  id: number;
  kind: SupportMessageKindValue;
  body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  staff_name: string | null;
  created_at: string;
}

/**
 * Conversations and messages as each side sees them, read in one query per list. The customer never sees internal
 * notes; unread counts what the other side wrote after the reader's read position.
 */
@Injectable()
export class SupportViewsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async conversations(
    viewer: Viewer,
    where: { memberId?: number; conversationId?: number; status?: string; assigneeId?: number },
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AdminSupportConversation[]> {
    const params: unknown[] = [];
    const filters: string[] = [];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      filters.push(sql.replace('?', `$${params.length}`));
    };
    if (where.memberId !== undefined) add('c.member_id = ?', where.memberId);
    if (where.conversationId !== undefined) add('c.id = ?', where.conversationId);
    if (where.status !== undefined) add('c.status = ?', where.status);
    if (where.assigneeId !== undefined) add('c.assignee_id = ?', where.assigneeId);
    const visible = viewer === 'customer' ? `AND x.kind <> 'note'` : '';
    const unreadKind = viewer === 'customer' ? `'staff'` : `'customer'`;
    const readColumn = viewer === 'customer' ? 'c.customer_last_read_id' : 'c.staff_last_read_id';
    const rows: ConversationSqlRow[] = await manager.query(
      `SELECT c.id, c.member_id, c.context, o.order_no, c.sample_id, c.goods_id, g.name AS goods_name, c.status,
              c.assignee_id, sa.display_name AS assignee_name, c.customer_last_read_id, c.staff_last_read_id,
              c.created_at, c.updated_at, m.nick_name AS member_name, m.phone AS member_phone, org.name AS org_name,
              (SELECT count(*)::int FROM support_message x
                WHERE x.conversation_id = c.id AND x.kind = ${unreadKind} AND x.id > ${readColumn}) AS unread,
              (SELECT json_build_object('id', x.id, 'kind', x.kind, 'body', x.body,
                        'attachment_name', x.attachment_name, 'attachment_type', x.attachment_type,
                        'attachment_size', x.attachment_size, 'staff_name', xs.display_name,
                        'created_at', x.created_at)
                 FROM support_message x LEFT JOIN staff_account xs ON xs.id = x.staff_id
                WHERE x.conversation_id = c.id ${visible} ORDER BY x.id DESC LIMIT 1) AS last_message
         FROM support_conversation c
         JOIN member m ON m.id = c.member_id
         LEFT JOIN organisation org ON org.id = m.organisation_id
         LEFT JOIN customer_order o ON o.id = c.order_id
         LEFT JOIN goods g ON g.id = c.goods_id
         LEFT JOIN staff_account sa ON sa.id = c.assignee_id
        ${filters.length ? `WHERE ${filters.join(' AND ')}` : ''}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT 200`,
      params,
    );
    return rows.map((row) => this.toConversation(viewer, row));
  }

  async conversation(
    viewer: Viewer,
    conversationId: number,
    manager?: EntityManager,
  ): Promise<AdminSupportConversation> {
    const [found] = await this.conversations(viewer, { conversationId }, manager);
    if (!found) throw new NotFoundError(SUPPORT_MESSAGES.conversationNotFound);
    return found;
  }

  /** Drops the staff-only fields from a conversation for the customer. */
  forCustomer(conversation: AdminSupportConversation): SupportConversation {
    const { member: _member, customerOnline: _online, ...rest } = conversation;
    return rest;
  }

  message(row: SupportMessageRow, staffName: string | null): SupportMessage {
    return {
      id: row.id,
      conversationId: row.conversationId,
      kind: row.kind,
      text: row.body,
      attachment:
        row.attachmentName !== null
          ? { name: row.attachmentName, contentType: row.attachmentType ?? '', size: row.attachmentSize ?? 0 }
          : null,
      staffName,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async messages(
    viewer: Viewer,
    conversationId: number,
    beforeId: number | undefined,
    limit: number,
  ): Promise<{ messages: SupportMessage[]; hasMore: boolean }> {
    const rows: Array<MessageJson & { conversation_id: number }> = await this.dataSource.query(
      `SELECT x.id, x.conversation_id, x.kind, x.body, x.attachment_name, x.attachment_type, x.attachment_size,
              xs.display_name AS staff_name, x.created_at
         FROM support_message x LEFT JOIN staff_account xs ON xs.id = x.staff_id
        WHERE x.conversation_id = $1 AND ($2::int IS NULL OR x.id < $2) ${viewer === 'customer' ? `AND x.kind <> 'note'` : ''}
        ORDER BY x.id DESC LIMIT $3`,
      [conversationId, beforeId ?? null, limit + 1],
    );
    const hasMore = rows.length > limit;
    return {
      hasMore,
      messages: rows
        .slice(0, limit)
        .reverse()
        .map((row) => toMessage(conversationId, row)),
    };
  }

  private toConversation(viewer: Viewer, row: ConversationSqlRow): AdminSupportConversation {
    return {
      id: row.id,
      context: row.context,
      contextLabel: SUPPORT_CONTEXT_LABELS[row.context],
      orderNo: row.order_no,
      sampleId: row.sample_id,
      productId: row.goods_id,
      productName: row.goods_name,
      status: row.status,
      assignee: row.assignee_id !== null ? { staffId: row.assignee_id, name: row.assignee_name ?? '' } : null,
      lastMessage: row.last_message ? toMessage(row.id, row.last_message) : null,
      unread: row.unread,
      peerLastReadId: viewer === 'customer' ? row.staff_last_read_id : row.customer_last_read_id,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      member: { memberId: row.member_id, name: row.member_name, phone: row.member_phone, orgName: row.org_name },
      customerOnline: false,
    };
  }
}

function toMessage(conversationId: number, row: MessageJson): SupportMessage {
  return {
    id: row.id,
    conversationId,
    kind: row.kind,
    text: row.body,
    attachment:
      row.attachment_name !== null
        ? { name: row.attachment_name, contentType: row.attachment_type ?? '', size: row.attachment_size ?? 0 }
        : null,
    staffName: row.kind === 'staff' || row.kind === 'note' ? row.staff_name : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
