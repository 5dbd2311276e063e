import Alert from '@mui/material/Alert';
import { supportKeys } from '@/lib/query-keys';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Badge from '@mui/material/Badge';
import { useQueryClient } from '@tanstack/react-query';
import type { StartConversationResponse, SupportConversation, SupportMessage } from '@seqportal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '@/lib/auth';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';
import { useSupportEvents } from '@/lib/support-live';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNarrowMode } from '@/lib/use-narrow-mode';
import {
  getChatFileUrl,
  useConversations,
  useMessages,
  useReadMessages,
  useSendMessage,
  useStartConversation,
  useUploadChatFile,
} from '../api/support-api';
import { externalChatUrl, startRequestOf } from '../lib/kefu-query';
import { ChatHeaderBar } from './chat-header-bar';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

async function openAttachment(message: SupportMessage): Promise<void> {
  const link = await getChatFileUrl(message.id);
  window.open(link.url, EXTERNAL_NEW_TAB.target, EXTERNAL_NEW_TAB.rel);
}

/**
 * /kefu: our support chat, tied to what the customer asks about (`?context=order&orderNo=…` from an order, a
 * refund, a download problem; `?context=product&productId=…`; `?conversation=` from an SMS). `?url=` keeps the
 * spec's behaviour: that external chat is embedded in a frame. The query is cleared once read.
 */
export function KefuPage() {
  useDocumentTitle('在线客服');
  const [search, setSearch] = useSearchParams();
  const [external] = useState(() => externalChatUrl(search));
  const { isLoggedIn } = useSession();
  const narrow = useNarrowMode();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(() => Number(search.get('conversation')) || null);
  const [expectReply, setExpectReply] = useState<string | null>(null);
  const start = useStartConversation();
  const started = useRef(false);
  const conversations = useConversations(isLoggedIn && !external);
  const openStarted = useCallback((answer: StartConversationResponse | null) => {
    if (!answer) return;
    setSelected(answer.conversation.id);
    setExpectReply(answer.expectReply);
  }, []);

  // Start (or continue) the conversation about what /kefu was opened from, once; then clear the query.
  useEffect(() => {
    if (started.current || !isLoggedIn || external) return;
    started.current = true;
    const request = startRequestOf(search);
    if (request) {
      start.mutate(request, {
        onSuccess: openStarted,
      });
    }
    if (search.size > 0) setSearch({}, { replace: true });
  }, [isLoggedIn, external, search, setSearch, start, openStarted]);

  useSupportEvents((event) => {
    if (event.type === 'ready' || event.type === 'conversation' || event.type === 'message') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.conversations() });
    }
    if (event.type === 'message' || event.type === 'read') {
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(event.conversationId) });
    }
    if (event.type === 'ready' && selected !== null) {
      void queryClient.invalidateQueries({ queryKey: supportKeys.messages(selected) });
    }
  }, isLoggedIn && !external);

  if (external) {
    return (
      <Box
        component="iframe"
        src={external}
        title="在线客服"
        data-testid="kefu-frame"
        sx={{ display: 'block', width: '100%', height: 'calc(100vh - 160px)', border: 0 }}
      />
    );
  }

  const list = conversations.data ?? [];
  const current = selected ?? (narrow ? null : (list[0]?.id ?? null));
  const showList = !narrow || current === null;
  return (
    <Container sx={{ py: 3 }} data-testid="kefu-page">
      <Box component="h1" sx={{ fontSize: 20, fontWeight: 600, m: 0, mb: 2 }}>
        在线客服
      </Box>
      {expectReply && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="kefu-expect-reply" onClose={() => setExpectReply(null)}>
          {expectReply}
        </Alert>
      )}
      <Paper
        variant="outlined"
        sx={{ display: 'flex', minHeight: 520, borderRadius: 2, overflow: 'hidden', maxWidth: '100%' }}
      >
        {showList && (
          <Box
            sx={{ width: narrow ? '100%' : 280, flexShrink: 0, borderRight: narrow ? 0 : 1, borderColor: 'divider' }}
          >
            <Box sx={{ p: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Box sx={{ fontWeight: 600 }}>我的咨询</Box>
              <Button
                size="small"
                onClick={() => start.mutate({ context: 'general' }, { onSuccess: openStarted })}
                data-testid="kefu-new"
              >
                新咨询
              </Button>
            </Box>
            <ConversationList
              loading={conversations.isPending}
              failed={conversations.isError}
              onRetry={() => void conversations.refetch()}
              list={list}
              current={current}
              onSelect={setSelected}
            />
          </Box>
        )}
        {current !== null && (
          <ChatPanel key={current} conversationId={current} onBack={narrow ? () => setSelected(null) : undefined} />
        )}
        {current === null && !narrow && (
          <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
            {start.isPending ? '正在连接客服…' : '请选择或发起一个咨询'}
          </Box>
        )}
      </Paper>
    </Container>
  );
}

function ConversationList(props: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  list: readonly SupportConversation[];
  current: number | null;
  onSelect: (id: number) => void;
}) {
  if (props.loading) {
    return (
      <Box sx={{ px: 1.5 }} aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={56} />
        ))}
      </Box>
    );
  }
  if (props.failed) {
    return (
      <Box sx={{ p: 2, color: 'text.secondary', fontSize: 14 }}>
        会话加载失败{' '}
        <Button size="small" onClick={props.onRetry}>
          重试
        </Button>
      </Box>
    );
  }
  if (props.list.length === 0) {
    return (
      <Box sx={{ p: 2, color: 'text.secondary', fontSize: 14 }} data-testid="kefu-empty">
        暂无咨询记录，点击「新咨询」联系客服
      </Box>
    );
  }
  return (
    <List dense disablePadding data-testid="kefu-conversations">
      {props.list.map((conversation) => (
        <ListItemButton
          key={conversation.id}
          selected={conversation.id === props.current}
          onClick={() => props.onSelect(conversation.id)}
          sx={{ display: 'block', py: 1 }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Box sx={{ fontSize: 14, fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {conversation.contextLabel}
              {conversation.orderNo ? ` · ${conversation.orderNo}` : ''}
              {conversation.productName ? ` · ${conversation.productName}` : ''}
            </Box>
            <Badge badgeContent={conversation.unread} color="error" sx={{ mr: 1, mt: 1 }} />
          </Box>
          <Box
            sx={{
              fontSize: 12,
              color: 'text.secondary',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {conversation.status === 'closed' ? '[已关闭] ' : ''}
            {conversation.lastMessage?.text || (conversation.lastMessage?.attachment ? '[附件]' : '')}
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}

function ChatPanel({ conversationId, onBack }: { conversationId: number; onBack?: () => void }) {
  const messages = useMessages(conversationId);
  const send = useSendMessage(conversationId);
  const upload = useUploadChatFile(conversationId);
  const read = useReadMessages();
  const conversation = messages.data?.conversation;
  const unread = conversation?.unread ?? 0;
  const { mutate: markRead } = read;

  // Shown means read: a receipt whenever unread replies are on screen.
  useEffect(() => {
    if (unread > 0) markRead(conversationId);
  }, [unread, conversationId, markRead]);

  return (
    <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }} data-testid="kefu-chat">
      <ChatHeaderBar>
        {onBack && (
          <Button size="small" onClick={onBack}>
            返回
          </Button>
        )}
        {conversation && <Chip size="small" label={conversation.contextLabel} color="primary" variant="outlined" />}
        {conversation?.orderNo && <Box sx={{ fontSize: 14 }}>订单号 {conversation.orderNo}</Box>}
        {conversation?.productName && <Box sx={{ fontSize: 14 }}>{conversation.productName}</Box>}
        <Box sx={{ flex: 1 }} />
        {conversation && (
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
            {conversation.status === 'closed'
              ? '会话已关闭'
              : conversation.assignee
                ? `客服 ${conversation.assignee.name} 为您服务`
                : '等待客服接入'}
          </Box>
        )}
      </ChatHeaderBar>
      <Box sx={{ flex: 1, overflowY: 'auto', maxHeight: 480 }}>
        {messages.isPending && (
          <Box sx={{ p: 2 }} aria-busy="true">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Box>
        )}
        {messages.isError && (
          <Box sx={{ p: 2, color: 'text.secondary' }}>
            消息加载失败{' '}
            <Button size="small" onClick={() => void messages.refetch()}>
              重试
            </Button>
          </Box>
        )}
        {messages.data && messages.data.messages.length === 0 && (
          <Box sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>请描述您的问题，客服会尽快回复</Box>
        )}
        {messages.data && (
          <MessageList
            messages={messages.data.messages}
            viewer="customer"
            peerLastReadId={messages.data.conversation.peerLastReadId}
            onOpenAttachment={(message) => void openAttachment(message)}
          />
        )}
      </Box>
      <MessageComposer
        disabled={conversation?.status === 'closed' || send.isPending}
        placeholder={conversation?.status === 'closed' ? '会话已关闭，请点击「新咨询」' : undefined}
        onSend={(text) => send.mutateAsync(text)}
        onAttach={(file) => upload.mutate(file)}
      />
    </Box>
  );
}
