import type { SupportContextValue, SupportConversationStatusValue, SupportMessageKindValue } from '../enums/support.js';
import type { IsoDateString } from './common.js';
import type { LabOrderView } from './staff.js';

export interface SupportAttachment {
  name: string;
  contentType: string;
  size: number;
}

export interface SupportMessage {
  id: number;
  conversationId: number;
  kind: SupportMessageKindValue;
  /** Plain text, shown as text (never as HTML). Empty for an attachment without a caption. */
  text: string;
  attachment: SupportAttachment | null;
  /** The agent's display name for staff messages and notes; null otherwise. */
  staffName: string | null;
  createdAt: IsoDateString;
}

export interface SupportConversation {
  id: number;
  context: SupportContextValue;
  contextLabel: string;
  orderNo: string | null;
  sampleId: number | null;
  productId: number | null;
  productName: string | null;
  status: SupportConversationStatusValue;
  /** The agent answering it; null while it waits in the queue. */
  assignee: { staffId: number; name: string } | null;
  lastMessage: SupportMessage | null;
  /** Messages the reader (customer or staff) has not read yet. */
  unread: number;
  /** Id of the last message the other side has read (read receipts). */
  peerLastReadId: number;
  createdAt: IsoDateString;
  updatedAt: IsoDateString;
}

export interface StartConversationRequest {
  context: SupportContextValue;
  orderNo?: string;
  sampleId?: number;
  productId?: number;
  /** The first question; optional. */
  text?: string;
}

export interface StartConversationResponse {
  conversation: SupportConversation;
  /** Whether an agent is online now. */
  agentsOnline: boolean;
  /** When no agent is online: when to expect an answer (also written into the conversation). */
  expectReply: string | null;
}

export interface SupportConversationQuery {
  conversationId: number;
}

export interface SupportMessagesQuery {
  conversationId: number;
  /** Messages before this id (older page); the newest page when omitted. */
  beforeId?: number;
}

export interface SupportMessagesResponse {
  conversation: SupportConversation;
  /** Oldest first. */
  messages: SupportMessage[];
  hasMore: boolean;
}

export interface SendSupportMessageRequest {
  conversationId: number;
  text: string;
}

export interface SupportReadRequest {
  conversationId: number;
}

export interface SupportReadResponse {
  lastReadId: number;
  /** All unread messages of the reader after this receipt. */
  unreadTotal: number;
}

export interface SupportUnreadResponse {
  count: number;
}

export interface SupportAttachmentQuery {
  messageId: number;
}

export interface SupportAttachmentUrl {
  url: string;
  expiresIn: number;
}

export interface SupportEventsTicketResponse {
  ticket: string;
  expiresIn: number;
  url: string;
}

export interface SupportEventsQuery {
  ticket: string;
}

/** The `data` of a `message` event. */
export interface SupportMessageLiveEvent {
  type: 'message';
  conversationId: number;
  message: SupportMessage;
}

/** The `data` of a `read` event: `by` read up to lastReadId. */
export interface SupportReadLiveEvent {
  type: 'read';
  conversationId: number;
  by: 'customer' | 'staff';
  lastReadId: number;
}

/** The `data` of a `conversation` event: started, assigned, closed or reopened. */
export interface SupportConversationLiveEvent {
  type: 'conversation';
  conversationId: number;
  status: SupportConversationStatusValue;
  assignee: { staffId: number; name: string } | null;
}

export type SupportLiveEvent = SupportMessageLiveEvent | SupportReadLiveEvent | SupportConversationLiveEvent;

// Staff side.

export interface AdminSupportQueueQuery {
  status?: SupportConversationStatusValue;
  /** Only the conversations assigned to the caller. */
  mine?: boolean;
}

export interface AdminSupportConversation extends SupportConversation {
  member: { memberId: number; name: string; phone: string; orgName: string | null };
  /** Whether the customer has the chat open now. */
  customerOnline: boolean;
}

export interface AdminSupportQueue {
  list: AdminSupportConversation[];
  /** Open conversations nobody is assigned to. */
  waiting: number;
  onlineAgents: Array<{ staffId: number; name: string }>;
}

export interface AdminSupportDetail {
  conversation: AdminSupportConversation;
  /** Oldest first, internal notes included. */
  messages: SupportMessage[];
  /** The live status of the conversation's order (status, sample steps, express number, delivery files). */
  order: LabOrderView | null;
}

export interface AdminSupportMessageRequest {
  conversationId: number;
  text: string;
  /** An internal note: visible to staff only. */
  note?: boolean;
}

export interface AdminSupportAssignRequest {
  conversationId: number;
  /** The agent to assign; the caller when omitted. */
  staffId?: number;
}

export interface AdminSupportCannedQuery {
  conversationId: number;
}

export interface SupportCannedReply {
  id: number;
  title: string;
  /** The template, with {订单号}, {样本状态}, {快递单号} placeholders. */
  template: string;
  /** The template filled from the conversation's order; placeholders without a value read 暂无. */
  text: string;
}

/** A canned reply as agents manage it (AdminSupportCannedReplyList): the template, not filled. */
export interface SupportCannedReplyTemplate {
  id: number;
  title: string;
  template: string;
  sort: number;
}

/** Creates a canned reply, or changes the one with `id`. */
export interface SaveCannedReplyRequest {
  id?: number;
  /** 1-50 characters. */
  title: string;
  /** 1-1000 characters; {订单号}, {样本状态}, {快递单号} are filled from the conversation's order. */
  template: string;
  sort?: number;
}

export interface DeleteCannedReplyRequest {
  id: number;
}

/** The live order events of one conversation's order, for the agent's order panel. */
export interface SupportOrderEventsQuery {
  ticket: string;
  conversationId: number;
}
