import Alert from '@mui/material/Alert';
import { deskKeys } from '@/lib/query-keys';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { OrderLiveEventType, type LabOrderView, type SupportLiveEvent, type SupportMessage } from '@seqportal/contract';
import { useEffect, useState } from 'react';
import { EXTERNAL_NEW_TAB } from '@/lib/new-tab';
import { staffErrorText } from '@/lib/staff-api';
import { useStaff } from '@/lib/route-user';
import { clearStaffSession } from '@/lib/staff-session';
import { openTicketStream, type TicketStreamStatus } from '@/lib/ticket-stream';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  deskFileUrl,
  deskOrderStreamUrl,
  deskStreamUrl,
  useCannedReplies,
  useDeskAssign,
  useDeskDetail,
  useDeskQueue,
  useDeskRead,
  useDeskSend,
  useDeskStatus,
  useDeskUpload,
} from '../api/desk-api';
import { CannedRepliesDialog } from './canned-replies-dialog';
import { ChatHeaderBar } from './chat-header-bar';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/**
 * /support_desk: the support chat's staff side; the router's staff guard signs in a staff account with the role
 * support or admin first (config/route-access.ts).
 */
export function SupportDeskPage() {
  useDocumentTitle('客服工作台');
  const live = useStaff();
  return <SupportDesk key={live.username} name={live.displayName} />;
}

function SupportDesk({ name }: { name: string }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [selected, setSelected] = useState<number | null>(null);
  const [streamStatus, setStreamStatus] = useState<TicketStreamStatus>('connecting');
  const [managing, setManaging] = useState(false);
  const queue = useDeskQueue(status);

  // Being connected is being online: new conversations are assigned round robin among connected agents.
  useEffect(
    () =>
      openTicketStream({
        fetchUrl: deskStreamUrl,
        events: ['message', 'read', 'conversation'],
        onStatus: setStreamStatus,
        onMessage: (type, data) => {
          void queryClient.invalidateQueries({ queryKey: deskKeys.queues() });
          const event = data as SupportLiveEvent | null;
          if (type !== 'ready' && event) {
            void queryClient.invalidateQueries({ queryKey: deskKeys.detail(event.conversationId) });
          }
        },
      }),
    [queryClient],
  );

  const list = queue.data?.list ?? [];
  const current = selected ?? list[0]?.id ?? null;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', p: 2 }} data-testid="support-desk">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box component="h1" sx={{ m: 0, fontSize: 20 }}>
          客服工作台
        </Box>
        <Chip
          size="small"
          color={streamStatus === 'live' ? 'success' : 'default'}
          label={streamStatus === 'live' ? '在线' : '连接中…'}
          data-testid="desk-online"
        />
        <Box sx={{ flex: 1 }} />
        <Button size="small" variant="outlined" onClick={() => setManaging(true)} data-testid="desk-manage-canned">
          管理快捷回复
        </Button>
        <Box sx={{ fontSize: 14 }}>{name}</Box>
        <Button size="small" onClick={clearStaffSession}>
          退出
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <Paper variant="outlined" sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
          <Tabs value={status} onChange={(_event, value: 'open' | 'closed') => setStatus(value)} variant="fullWidth">
            <Tab value="open" label="进行中" />
            <Tab value="closed" label="已关闭" />
          </Tabs>
          {queue.data && (
            <Box sx={{ px: 2, py: 1, fontSize: 12, color: 'text.secondary' }} data-testid="desk-queue-summary">
              等待接入 {queue.data.waiting} · 在线客服{' '}
              {queue.data.onlineAgents.map((agent) => agent.name).join('、') || '无'}
            </Box>
          )}
          {queue.isPending && <Skeleton height={64} sx={{ mx: 2 }} />}
          {queue.isError && (
            <Alert severity="error" sx={{ m: 1 }}>
              {staffErrorText(queue.error)}
            </Alert>
          )}
          {queue.data && list.length === 0 && <Box sx={{ p: 2, color: 'text.secondary', fontSize: 14 }}>暂无会话</Box>}
          <List dense disablePadding data-testid="desk-queue">
            {list.map((item) => (
              <ListItemButton
                key={item.id}
                selected={item.id === current}
                onClick={() => setSelected(item.id)}
                sx={{ display: 'block' }}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                  <Box sx={{ fontSize: 14, fontWeight: 500 }}>
                    {item.member.name}
                    {item.member.orgName ? ` · ${item.member.orgName}` : ''}
                  </Box>
                  <Badge badgeContent={item.unread} color="error" sx={{ mr: 1, mt: 1 }} />
                </Box>
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {item.contextLabel}
                  {item.orderNo ? ` · ${item.orderNo}` : ''} · {item.assignee ? item.assignee.name : '待接入'}
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
                  {item.lastMessage?.text}
                </Box>
              </ListItemButton>
            ))}
          </List>
        </Paper>
        {current !== null ? (
          <DeskConversation key={current} conversationId={current} />
        ) : (
          <Paper variant="outlined" sx={{ flex: 1, p: 4, color: 'text.secondary', textAlign: 'center' }}>
            请选择左侧的会话
          </Paper>
        )}
      </Box>
      <CannedRepliesDialog open={managing} onClose={() => setManaging(false)} />
    </Box>
  );
}

const ORDER_EVENTS = [
  OrderLiveEventType.SampleProgress,
  OrderLiveEventType.OrderStatus,
  OrderLiveEventType.DeliveryFiles,
  OrderLiveEventType.Express,
] as const;

/**
 * Follows the conversation's order while it is shown: every order event (and `ready`, after which missed events
 * are reloaded) refreshes the detail, whose order panel the lab's change then shows, and the filled canned replies.
 */
function useLiveOrder(conversationId: number, hasOrder: boolean): TicketStreamStatus | null {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TicketStreamStatus>('connecting');
  useEffect(() => {
    if (!hasOrder || typeof EventSource === 'undefined') return undefined;
    return openTicketStream({
      fetchUrl: () => deskOrderStreamUrl(conversationId),
      events: ORDER_EVENTS,
      onStatus: setStatus,
      onMessage: () => {
        void queryClient.invalidateQueries({ queryKey: deskKeys.detail(conversationId) });
        void queryClient.invalidateQueries({ queryKey: deskKeys.canned(conversationId) });
      },
    });
  }, [conversationId, hasOrder, queryClient]);
  return hasOrder ? status : null;
}

function DeskConversation({ conversationId }: { conversationId: number }) {
  const detail = useDeskDetail(conversationId);
  const canned = useCannedReplies(conversationId);
  const send = useDeskSend(conversationId);
  const assign = useDeskAssign(conversationId);
  const setStatus = useDeskStatus(conversationId);
  const read = useDeskRead(conversationId);
  const upload = useDeskUpload(conversationId);
  const orderLive = useLiveOrder(conversationId, Boolean(detail.data?.order));
  const [note, setNote] = useState(false);
  const [draft, setDraft] = useState<{ text: string; key: number } | undefined>();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const unread = detail.data?.conversation.unread ?? 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unread > 0) markRead();
  }, [unread, markRead]);

  if (detail.isPending) return <Skeleton variant="rounded" height={400} sx={{ flex: 1 }} />;
  if (detail.isError) {
    return (
      <Alert severity="error" sx={{ flex: 1 }} action={<Button onClick={() => void detail.refetch()}>重试</Button>}>
        {staffErrorText(detail.error)}
      </Alert>
    );
  }
  const { conversation, messages, order } = detail.data;
  const closed = conversation.status === 'closed';
  const failure = send.error ?? upload.error ?? setStatus.error ?? assign.error;
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}
        data-testid="desk-conversation"
      >
        <ChatHeaderBar>
          <Box sx={{ fontWeight: 600 }}>{conversation.member.name}</Box>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{conversation.member.phone}</Box>
          <Chip size="small" label={conversation.contextLabel} />
          <Chip
            size="small"
            variant="outlined"
            color={conversation.customerOnline ? 'success' : 'default'}
            label={conversation.customerOnline ? '客户在线' : '客户离线（回复将短信通知）'}
          />
          <Box sx={{ flex: 1 }} />
          {!conversation.assignee && !closed && (
            <Button size="small" variant="outlined" onClick={() => assign.mutate(undefined)} data-testid="desk-take">
              接入
            </Button>
          )}
          <Button
            size="small"
            onClick={() => setStatus.mutate(closed ? 'open' : 'closed')}
            data-testid={closed ? 'desk-reopen' : 'desk-close'}
          >
            {closed ? '重新打开' : '关闭会话'}
          </Button>
        </ChatHeaderBar>
        {failure && (
          <Alert severity="error" sx={{ m: 1 }}>
            {staffErrorText(failure)}
          </Alert>
        )}
        <Box sx={{ flex: 1, overflowY: 'auto', maxHeight: 520 }}>
          <MessageList
            messages={messages}
            viewer="staff"
            peerLastReadId={conversation.peerLastReadId}
            onOpenAttachment={(message: SupportMessage) =>
              void deskFileUrl(message.id).then((link) =>
                window.open(link.url, EXTERNAL_NEW_TAB.target, EXTERNAL_NEW_TAB.rel),
              )
            }
          />
        </Box>
        <MessageComposer
          disabled={send.isPending || (closed && !note)}
          placeholder={note ? '内部备注（仅客服可见）' : '回复客户，Enter 发送'}
          draft={draft}
          onSend={(text) => send.mutateAsync({ text, note })}
          onAttach={closed || note ? undefined : (file) => upload.mutate(file)}
          extraActions={
            <>
              <Button size="small" onClick={(event) => setMenu(event.currentTarget)} data-testid="desk-canned">
                快捷回复
              </Button>
              <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
                {(canned.data ?? []).map((reply) => (
                  <MenuItem
                    key={reply.id}
                    onClick={() => {
                      setDraft({ text: reply.text, key: Date.now() });
                      setMenu(null);
                    }}
                    data-testid={`desk-canned-${reply.id}`}
                    sx={{ display: 'block', maxWidth: 360, whiteSpace: 'normal' }}
                  >
                    <Box sx={{ fontWeight: 600, fontSize: 14 }}>{reply.title}</Box>
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{reply.text}</Box>
                  </MenuItem>
                ))}
              </Menu>
              <FormControlLabel
                control={<Switch size="small" checked={note} onChange={(event) => setNote(event.target.checked)} />}
                label="内部备注"
                sx={{ '& .MuiFormControlLabel-label': { fontSize: 13 } }}
              />
            </>
          }
        />
      </Paper>
      <OrderPanel order={order} live={orderLive} />
    </>
  );
}

/** The conversation's order as the lab sees it now: status, each sample's step, express number, delivered files. */
function OrderPanel({ order, live }: { order: LabOrderView | null; live: TicketStreamStatus | null }) {
  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', md: 300 }, flexShrink: 0, p: 2 }} data-testid="desk-order">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box sx={{ fontWeight: 600 }}>订单状态</Box>
        {live && (
          <Chip
            size="small"
            variant="outlined"
            color={live === 'live' ? 'success' : 'default'}
            label={live === 'live' ? '实时' : '连接中…'}
            data-testid="desk-order-live"
          />
        )}
      </Box>
      {!order ? (
        <Box sx={{ fontSize: 14, color: 'text.secondary' }}>该会话未关联订单</Box>
      ) : (
        <Box sx={{ fontSize: 14, display: 'grid', gap: 0.75 }}>
          <Box>订单号 {order.orderNo}</Box>
          <Box>
            状态 <Chip size="small" color="primary" label={order.status.name} data-testid="desk-order-status" />
          </Box>
          <Box>快递单号 {order.express?.number ?? '暂无'}</Box>
          <Box>交付文件 {order.deliveryFiles.length} 个</Box>
          <Box sx={{ fontWeight: 600, mt: 1 }}>样本</Box>
          {order.samples.map((sample) => (
            <Box key={sample.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{sample.name}</Box>
              <Box sx={{ color: 'text.secondary', flexShrink: 0 }}>{sample.progressLabel || '待收样'}</Box>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
