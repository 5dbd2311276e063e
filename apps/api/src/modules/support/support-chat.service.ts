import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ErrorCode,
  formatUploadLimit,
  messageFor,
  SUPPORT_LIMITS,
  SupportLiveEventType,
  type SupportMessage,
  type SupportMessageKindValue,
  type StartConversationRequest,
  type StartConversationResponse,
  type SupportReadResponse,
} from '@seqportal/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Redis } from 'ioredis';
import { IsNull, type DataSource, type EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/configuration.js';
import {
  DomainError,
  IllegalOperationError,
  NotFoundError,
  TooManyRequestsError,
  UserInputError,
} from '../../common/errors/domain-errors.js';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { SmsService } from '../../infra/sms/sms.service.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { SupportConversationRow, SupportMessageRow } from './entities/index.js';
import { cleanMessageText, expectReplyText, SUPPORT_MESSAGES } from './helpers/support-text.js';
import { SupportLiveService } from './support-live.service.js';
import { SupportPresenceService } from './support-presence.service.js';
import { SupportViewsService } from './support-views.service.js';
import { OrderLookupService } from '../orders/order-lookup.service.js';

const MAX_OPEN_CONVERSATIONS = 10;
const SUPPORT_PURPOSE = 'support-reply';
/** At most one SMS per conversation in this window, however many replies are sent. */
const SMS_QUIET_SECONDS = 300;

export interface Author {
  kind: SupportMessageKindValue;
  staffId: number | null;
  staffName: string | null;
}

export interface IncomingFile {
  fileName: string;
  stream: Readable;
  truncated: () => boolean;
}

/** The customer's side of the chat, and posting messages for both sides (limits, live delivery, SMS). */
@Injectable()
export class SupportChatService {
  private readonly logger = new Logger(SupportChatService.name);
  private readonly timeZone: string;
  private readonly webOrigin: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly views: SupportViewsService,
    private readonly live: SupportLiveService,
    private readonly presence: SupportPresenceService,
    private readonly sms: SmsService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly lookup: OrderLookupService,
    config: ConfigService,
  ) {
    const app = config.getOrThrow<AppConfig>('app');
    this.timeZone = app.businessTimeZone;
    this.webOrigin = app.corsOrigins[0] ?? '';
  }

  /** The gate: the member's own conversation, or 404 (another customer's answers the same as a missing one). */
  async ownConversation(memberId: number, conversationId: number): Promise<SupportConversationRow> {
    const row = await this.dataSource.getRepository(SupportConversationRow).findOneBy({ id: conversationId });
    if (!row || row.memberId !== memberId) throw new NotFoundError(SUPPORT_MESSAGES.conversationNotFound);
    return row;
  }

  async start(memberId: number, request: StartConversationRequest): Promise<StartConversationResponse> {
    const about = await this.resolveContext(memberId, request);
    const text = request.text !== undefined ? this.checkText(request.text, true) : '';
    const repository = this.dataSource.getRepository(SupportConversationRow);
    // The same question asked again continues the open conversation about it instead of starting another.
    let row = await repository.findOneBy({
      memberId,
      status: 'open',
      context: request.context,
      orderId: about.orderId ?? IsNull(),
      sampleId: about.sampleId ?? IsNull(),
      goodsId: about.goodsId ?? IsNull(),
    });
    const agentId = await this.presence.nextAgent();
    let expectReply: string | null = null;
    if (!row) {
      const open = await repository.countBy({ memberId, status: 'open' });
      if (open >= MAX_OPEN_CONVERSATIONS) throw new UserInputError(SUPPORT_MESSAGES.tooManyOpen);
      row = await this.dataSource.transaction(async (manager) => {
        const created = await manager.getRepository(SupportConversationRow).save({
          memberId,
          context: request.context,
          ...about,
          assigneeId: agentId,
        });
        if (agentId === null) {
          expectReply = expectReplyText(new Date(), this.timeZone);
          const notice = await this.insertMessage(
            manager,
            created.id,
            { kind: 'system', staffId: null, staffName: null },
            expectReply,
          );
          await manager.update(SupportConversationRow, created.id, { customerLastReadId: notice.id });
        }
        return created;
      });
      await this.publishConversation(row.id);
    } else if (agentId === null) {
      expectReply = expectReplyText(new Date(), this.timeZone);
    }
    if (text) await this.post(row, { kind: 'customer', staffId: null, staffName: null }, text);
    const conversation = this.views.forCustomer(await this.views.conversation('customer', row.id));
    return { conversation, agentsOnline: agentId !== null, expectReply };
  }

  async sendAsCustomer(memberId: number, conversationId: number, rawText: string): Promise<SupportMessage> {
    const row = await this.ownConversation(memberId, conversationId);
    if (row.status === 'closed') throw new IllegalOperationError(SUPPORT_MESSAGES.closed);
    return this.post(row, { kind: 'customer', staffId: null, staffName: null }, this.checkText(rawText, false));
  }

  async uploadAsCustomer(memberId: number, conversationId: number, file: IncomingFile): Promise<SupportMessage> {
    const row = await this.ownConversation(memberId, conversationId);
    return this.attach(row, { kind: 'customer', staffId: null, staffName: null }, file);
  }

  /**
   * Stores an image or PDF sent by either side, type-checked by its content (not its name), in the private
   * uploads bucket, and posts it as a message. Nothing is stored when the file is refused.
   */
  async attach(row: SupportConversationRow, author: Author, file: IncomingFile): Promise<SupportMessage> {
    const limit = SUPPORT_LIMITS.attachmentMaxBytes;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of file.stream) {
      size += (chunk as Buffer).length;
      if (size <= limit) chunks.push(chunk as Buffer);
    }
    if (file.truncated() || size > limit) {
      throw new DomainError(
        ErrorCode.UploadTooLarge,
        messageFor(ErrorCode.UploadTooLarge, { limit: formatUploadLimit(limit) }),
      );
    }
    if (row.status === 'closed') {
      // The customer is told to start again; the agent that it is closed (reopening is theirs to do).
      throw new IllegalOperationError(
        author.kind === 'customer' ? SUPPORT_MESSAGES.closed : SUPPORT_MESSAGES.alreadyClosed,
      );
    }
    const content = Buffer.concat(chunks);
    const type = await fileTypeFromBuffer(content);
    if (!type || !SUPPORT_LIMITS.attachmentTypes.includes(type.mime)) throw new DomainError(ErrorCode.UploadFormat);
    await this.checkRate(row.id, author.kind === 'customer' ? 'customer' : 'staff');
    const key = `support/${row.id}/${randomUUID()}.${type.ext}`;
    await this.storage.put('uploads', key, content, { size: content.length, contentType: type.mime });
    // eslint-disable-next-line no-control-regex -- control characters are what is removed from the name
    const name = file.fileName.replace(/[\\/\u0000-\u001F]/g, '_').slice(-200) || `附件.${type.ext}`;
    return this.post(row, author, '', {
      attachmentKey: key,
      attachmentName: name,
      attachmentType: type.mime,
      attachmentSize: content.length,
    });
  }

  /** A short-lived link to an attachment of a conversation the caller may read. */
  async attachmentUrl(messageId: number, memberId: number | null): Promise<{ url: string; expiresIn: number }> {
    const message = await this.dataSource.getRepository(SupportMessageRow).findOne({
      where: { id: messageId },
      relations: { conversation: true },
    });
    const visible =
      message && (memberId === null || (message.conversation.memberId === memberId && message.kind !== 'note'));
    if (!visible || !message.attachmentKey) throw new NotFoundError(SUPPORT_MESSAGES.messageNotFound);
    const expiresIn = 300;
    return { url: await this.storage.presignedGet('uploads', message.attachmentKey, expiresIn), expiresIn };
  }

  /** Read receipt of one side: everything up to the newest message is read; the other side sees it live. */
  async markRead(row: SupportConversationRow, by: 'customer' | 'staff'): Promise<SupportReadResponse> {
    const [{ last }] = (await this.dataSource.query(
      'SELECT COALESCE(max(id), 0)::int AS last FROM support_message WHERE conversation_id = $1',
      [row.id],
    )) as Array<{ last: number }>;
    const column = by === 'customer' ? 'customer_last_read_id' : 'staff_last_read_id';
    await this.dataSource.query(`UPDATE support_conversation SET ${column} = GREATEST(${column}, $2) WHERE id = $1`, [
      row.id,
      last,
    ]);
    await this.live.publish(row.memberId, {
      type: SupportLiveEventType.Read,
      conversationId: row.id,
      by,
      lastReadId: last,
    });
    const unreadTotal = by === 'customer' ? await this.unreadCount(row.memberId) : 0;
    return { lastReadId: last, unreadTotal };
  }

  async unreadCount(memberId: number): Promise<number> {
    const [{ count }] = (await this.dataSource.query(
      `SELECT count(*)::int AS count FROM support_message x JOIN support_conversation c ON c.id = x.conversation_id
        WHERE c.member_id = $1 AND x.kind = 'staff' AND x.id > c.customer_last_read_id`,
      [memberId],
    )) as Array<{ count: number }>;
    return count;
  }

  checkText(raw: string, allowEmpty: boolean): string {
    const text = cleanMessageText(raw);
    if (!text && !allowEmpty) throw new UserInputError(SUPPORT_MESSAGES.textRequired);
    if ([...text].length > SUPPORT_LIMITS.textMaxLength) throw new UserInputError(SUPPORT_MESSAGES.textTooLong);
    return text;
  }

  /**
   * Stores a message and delivers it live: to the customer (unless it is an internal note) and to every agent.
   * A staff reply to a customer who has no chat open also goes by SMS, at most once per quiet window.
   */
  async post(
    row: SupportConversationRow,
    author: Author,
    text: string,
    attachment: Partial<SupportMessageRow> = {},
  ): Promise<SupportMessage> {
    if (!attachment.attachmentKey) await this.checkRate(row.id, author.kind === 'customer' ? 'customer' : 'staff');
    const message = await this.insertAndTouch(row.id, author, text, attachment);
    const view = this.views.message(message, author.staffName);
    await this.live.publish(
      row.memberId,
      { type: SupportLiveEventType.Message, conversationId: row.id, message: view },
      author.kind !== 'note',
    );
    if (author.kind === 'customer' && row.assigneeId === null) await this.assignWaiting(row);
    if (author.kind === 'staff') await this.notifyOffline(row, text || `[附件] ${attachment.attachmentName ?? ''}`);
    return view;
  }

  async publishConversation(conversationId: number): Promise<void> {
    const conversation = await this.views.conversation('staff', conversationId);
    await this.live.publish(conversation.member.memberId, {
      type: SupportLiveEventType.Conversation,
      conversationId,
      status: conversation.status,
      assignee: conversation.assignee,
    });
  }

  /**
   * Stores the message and moves the conversation (last message time, the writer's read position) in one
   * statement: one database round trip on the delivery path instead of BEGIN, INSERT, UPDATE, COMMIT. A single
   * statement is atomic, so both changes still land together or not at all.
   */
  private async insertAndTouch(
    conversationId: number,
    author: Author,
    text: string,
    attachment: Partial<SupportMessageRow>,
  ): Promise<SupportMessageRow> {
    // The writer has read what they answered; notes and system notices move no read position.
    const readColumn =
      author.kind === 'customer' ? 'customer_last_read_id' : author.kind === 'staff' ? 'staff_last_read_id' : null;
    const rows = (await this.dataSource.query(
      `WITH saved AS (
         INSERT INTO support_message
           (conversation_id, kind, body, staff_id, attachment_key, attachment_name, attachment_type, attachment_size)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         RETURNING id, conversation_id, kind, body, staff_id, attachment_key, attachment_name, attachment_type,
                   attachment_size, created_at
       ), touched AS (
         UPDATE support_conversation c
            SET last_message_at = saved.created_at, updated_at = now()
                ${readColumn ? `, ${readColumn} = saved.id` : ''}
           FROM saved WHERE c.id = saved.conversation_id
       )
       SELECT * FROM saved`,
      [
        conversationId,
        author.kind,
        text,
        author.staffId,
        attachment.attachmentKey ?? null,
        attachment.attachmentName ?? null,
        attachment.attachmentType ?? null,
        attachment.attachmentSize ?? null,
      ],
    )) as Array<{
      id: number;
      conversation_id: number;
      kind: SupportMessageKindValue;
      body: string;
      staff_id: number | null;
      attachment_key: string | null;
      attachment_name: string | null;
      attachment_type: string | null;
      attachment_size: number | null;
      created_at: Date;
    }>;
    const saved = rows[0]!;
    return Object.assign(new SupportMessageRow(), {
      id: saved.id,
      conversationId: saved.conversation_id,
      kind: saved.kind,
      body: saved.body,
      staffId: saved.staff_id,
      attachmentKey: saved.attachment_key,
      attachmentName: saved.attachment_name,
      attachmentType: saved.attachment_type,
      attachmentSize: saved.attachment_size,
      createdAt: saved.created_at,
    });
  }

  private async insertMessage(
    manager: EntityManager,
    conversationId: number,
    author: Author,
    text: string,
    attachment: Partial<SupportMessageRow> = {},
  ): Promise<SupportMessageRow> {
    return manager.getRepository(SupportMessageRow).save({
      conversationId,
      kind: author.kind,
      body: text,
      staffId: author.staffId,
      ...attachment,
    });
  }

  /** A waiting conversation gets the next online agent as soon as the customer writes again. */
  private async assignWaiting(row: SupportConversationRow): Promise<void> {
    const agentId = await this.presence.nextAgent();
    if (agentId === null) return;
    const result = await this.dataSource
      .createQueryBuilder()
      .update(SupportConversationRow)
      .set({ assigneeId: agentId })
      .where('id = :id AND assignee_id IS NULL', { id: row.id })
      .execute();
    if (result.affected) {
      row.assigneeId = agentId;
      await this.publishConversation(row.id);
    }
  }

  private async checkRate(conversationId: number, side: 'customer' | 'staff'): Promise<void> {
    const key = `support:rate:${conversationId}:${side}:${Math.floor(Date.now() / 60_000)}`;
    // One round trip: the count and its expiry travel together (MULTI), so no key outlives its minute either.
    const answers = await this.redis.multi().incr(key).expire(key, 61).exec();
    const count = Number(answers?.[0]?.[1] ?? 0);
    if (count > SUPPORT_LIMITS.messagesPerMinute) throw new TooManyRequestsError(SUPPORT_MESSAGES.tooFast);
  }

  private async notifyOffline(row: SupportConversationRow, text: string): Promise<void> {
    try {
      if (await this.presence.customerOnline(row.memberId)) return;
      const quiet = await this.redis.set(`support:sms-quiet:${row.id}`, '1', 'EX', SMS_QUIET_SECONDS, 'NX');
      if (quiet !== 'OK') return;
      const [member] = (await this.dataSource.query('SELECT phone, email FROM member WHERE id = $1', [
        row.memberId,
      ])) as Array<{ phone: string; email: string | null }>;
      if (!member) return;
      const excerpt = [...text].length > 30 ? `${[...text].slice(0, 30).join('')}…` : text;
      const link = `${this.webOrigin}/kefu?conversation=${row.id}`;
      await this.sms.send({
        phone: member.phone,
        content: `【SeqPortal】客服回复了您的咨询：${excerpt} 查看并回复：${link}`,
        purpose: SUPPORT_PURPOSE,
      });
      if (member.email) {
        await this.mail.send({
          to: member.email,
          subject: 'SeqPortal 客服回复了您的咨询',
          content: `您好，客服回复了您的咨询：\n\n${text}\n\n查看并回复：${link}`,
          purpose: SUPPORT_PURPOSE,
        });
      }
    } catch (error) {
      // The reply itself is stored and shown on the next visit; a failed notice must not fail it.
      this.logger.warn(`Support SMS not sent: ${(error as Error).message}`);
    }
  }

  private async resolveContext(
    memberId: number,
    request: StartConversationRequest,
  ): Promise<{ orderId: number | null; sampleId: number | null; goodsId: number | null }> {
    let orderId: number | null = null;
    let sampleId: number | null = null;
    let goodsId: number | null = null;
    if (request.orderNo !== undefined) {
      orderId = (await this.lookup.findOwned(memberId, { orderNo: request.orderNo })).id;
    }
    if (request.sampleId !== undefined) {
      const rows = (await this.dataSource.query(
        `SELECT s.id, s.order_id FROM sample s JOIN customer_order o ON o.id = s.order_id
          WHERE s.id = $1 AND o.member_id = $2`,
        [request.sampleId, memberId],
      )) as Array<{ id: number; order_id: number }>;
      if (!rows[0] || (orderId !== null && rows[0].order_id !== orderId)) {
        throw new NotFoundError(SUPPORT_MESSAGES.sampleNotFound);
      }
      sampleId = rows[0].id;
      orderId = rows[0].order_id;
    }
    if (request.productId !== undefined) {
      const rows = (await this.dataSource.query('SELECT id FROM goods WHERE id = $1', [
        request.productId,
      ])) as unknown[];
      if (!rows[0]) throw new NotFoundError(SUPPORT_MESSAGES.productNotFound);
      goodsId = request.productId;
    }
    if ((request.context === 'order' || request.context === 'delivery') && orderId === null) {
      throw new UserInputError('请选择要咨询的订单');
    }
    if (request.context === 'product' && goodsId === null) throw new UserInputError('请选择要咨询的产品');
    return { orderId, sampleId, goodsId };
  }
}
