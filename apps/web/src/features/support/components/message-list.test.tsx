import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportMessage } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

const message = (id: number, kind: SupportMessage['kind'], text: string): SupportMessage => ({
  id,
  conversationId: 1,
  kind,
  text,
  attachment: null,
  staffName: kind === 'customer' || kind === 'system' ? null : '客服小王',
  createdAt: '2026-11-24T02:00:00.000Z',
});

describe('MessageList', () => {
  it('shows message text as text, never as HTML', () => {
    const { container } = render(
      <MessageList
        messages={[message(1, 'customer', '<img src=x onerror=alert(1)><b>粗体</b>')]}
        viewer="customer"
        peerLastReadId={0}
        onOpenAttachment={vi.fn()}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)><b>粗体</b>')).toBeTruthy();
  });

  it('marks own messages the other side has read with 已读, and internal notes as such', () => {
    render(
      <MessageList
        messages={[message(1, 'staff', '第一条'), message(2, 'note', '老客户'), message(3, 'staff', '第二条')]}
        viewer="staff"
        peerLastReadId={1}
        onOpenAttachment={vi.fn()}
      />,
    );
    expect(screen.getAllByTestId('support-read')).toHaveLength(1);
    expect(screen.getByText(/内部备注 · 客服小王/)).toBeTruthy();
  });
});

describe('MessageComposer', () => {
  it('sends on Enter and refuses empty or oversized text before calling the server', async () => {
    const onSend = vi.fn().mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const input = screen.getByTestId('support-input');
    await userEvent.click(screen.getByTestId('support-send'));
    expect(screen.getByText('请输入消息内容')).toBeTruthy();
    await userEvent.type(input, '你好{Enter}');
    expect(onSend).toHaveBeenCalledWith('你好');
    await userEvent.click(input);
    await userEvent.paste('字'.repeat(2001));
    await userEvent.click(screen.getByTestId('support-send'));
    expect(screen.getByText('消息不能超过2000字')).toBeTruthy();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
