import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SupportMessage } from '@seqportal/contract';
import { useEffect, useRef } from 'react';

export interface MessageListProps {
  messages: readonly SupportMessage[];
  /** Which side is reading: its own messages sit on the right. */
  viewer: 'customer' | 'staff';
  /** Id of the last message the other side has read: own messages up to it show 已读. */
  peerLastReadId: number;
  onOpenAttachment: (message: SupportMessage) => void;
}

function timeOf(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getMonth() + 1}-${date.getDate()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The messages of one conversation, oldest first. Text is rendered as text (React escapes it; nothing is ever
 * parsed as HTML), line ends kept. Internal notes (staff only) are marked; system notices are centred.
 */
export function MessageList({ messages, viewer, peerLastReadId, onOpenAttachment }: MessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  const own = (message: SupportMessage) =>
    viewer === 'customer' ? message.kind === 'customer' : message.kind === 'staff' || message.kind === 'note';
  return (
    <Box data-testid="support-messages" sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, p: 2 }}>
      {messages.map((message) =>
        message.kind === 'system' ? (
          <Box
            key={message.id}
            data-testid="support-message-system"
            sx={{ alignSelf: 'center', maxWidth: '90%', fontSize: 12, color: 'text.secondary', textAlign: 'center' }}
          >
            {message.text}
          </Box>
        ) : (
          <Box
            key={message.id}
            data-testid={`support-message-${message.kind}`}
            sx={{ alignSelf: own(message) ? 'flex-end' : 'flex-start', maxWidth: '80%', minWidth: 0 }}
          >
            <Box sx={{ fontSize: 12, color: 'text.secondary', mb: 0.25, textAlign: own(message) ? 'right' : 'left' }}>
              {message.kind === 'note' ? `内部备注 · ${message.staffName ?? ''}` : (message.staffName ?? '')}{' '}
              {timeOf(message.createdAt)}
            </Box>
            <Box
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: 14,
                bgcolor: message.kind === 'note' ? 'notice.note' : own(message) ? 'primary.main' : 'surface.chatBubble',
                color: own(message) && message.kind !== 'note' ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {message.text}
              {message.attachment && (
                <Link
                  component="button"
                  type="button"
                  onClick={() => onOpenAttachment(message)}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'inherit', fontSize: 14 }}
                >
                  <AttachFileIcon fontSize="small" />
                  {message.attachment.name}
                </Link>
              )}
            </Box>
            {own(message) && message.kind !== 'note' && message.id <= peerLastReadId && (
              <Box sx={{ fontSize: 11, color: 'text.secondary', textAlign: 'right' }} data-testid="support-read">
                已读
              </Box>
            )}
          </Box>
        ),
      )}
      <div ref={end} />
    </Box>
  );
}
