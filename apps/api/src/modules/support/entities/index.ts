import { SupportCannedReplyRow } from './support-canned-reply.entity.js';
import { SupportConversationRow } from './support-conversation.entity.js';
import { SupportMessageRow } from './support-message.entity.js';

export { SupportCannedReplyRow, SupportConversationRow, SupportMessageRow };

export const SUPPORT_ENTITIES = [SupportConversationRow, SupportMessageRow, SupportCannedReplyRow];
