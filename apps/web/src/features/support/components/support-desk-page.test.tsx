import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminLoginResponse,
  AdminSupportConversation,
  AdminSupportDetail,
  LabOrderView,
  SupportCannedReplyTemplate,
} from '@seqportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/testing/fake-event-source';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';

const LOGIN: AdminLoginResponse = {
  token: 'staff-token-s',
  username: 'support',
  displayName: '周敏',
  roles: ['support'],
  expiresIn: 900,
};
const ORDER_NO = 'SO202611240001';

const CONVERSATION: AdminSupportConversation = {
  id: 5,
  context: 'order',
  contextLabel: '订单咨询',
  orderNo: ORDER_NO,
  sampleId: null,
  productId: null,
  productName: null,
  status: 'open',
  assignee: { staffId: 2, name: '周敏' },
  lastMessage: null,
  unread: 0,
  peerLastReadId: 0,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  member: { memberId: 7, name: '王博士', phone: '13800000001', orgName: null },
  customerOnline: true,
};

function order(status: LabOrderView['status']): LabOrderView {
  return {
    orderNo: ORDER_NO,
    status,
    memberName: '王博士',
    orgName: '',
    createTime: '2026-11-24T08:00:00.000Z',
    samples: [],
    deliveryFiles: [],
    express: null,
    canComplete: false,
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/账号/), 'support');
  await user.type(screen.getByLabelText(/密码/), 'support123456');
  await user.click(screen.getByRole('button', { name: /登录/ }));
  return user;
}

describe('support desk (/support_desk)', { timeout: 20_000 }, () => {
  let labStatus: LabOrderView['status'];
  let templates: SupportCannedReplyTemplate[];
  let saved: unknown[];
  let deleted: unknown[];
  let uploads: Array<{ query: string; contentType: string | null; file: File | null }>;

  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    labStatus = { id: 2, name: '待收样' };
    templates = [
      { id: 1, title: '订单进度', template: '您好，您的订单 {订单号} 当前样本状态为：{样本状态}。', sort: 1 },
    ];
    saved = [];
    deleted = [];
    uploads = [];
    let tickets = 0;
    stubApi({
      '/api/admin/auth/login': () => envelope(LOGIN),
      '/api/admin/support/conversations': () => envelope({ list: [CONVERSATION], waiting: 0, onlineAgents: [] }),
      '/api/admin/support/conversation': () =>
        envelope<AdminSupportDetail>({ conversation: CONVERSATION, messages: [], order: order(labStatus) }),
      '/api/admin/support/canned-replies': () => envelope([]),
      '/api/admin/support/events-ticket': () => {
        tickets += 1;
        return envelope({ ticket: `t${tickets}`, expiresIn: 60, url: `/api/admin/support/events?ticket=t${tickets}` });
      },
      '/api/admin/support/canned-reply-templates': () => envelope(templates),
      '/api/admin/support/canned-reply-save': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as SupportCannedReplyTemplate;
        saved.push(body);
        templates = [...templates, { ...body, id: 9, sort: 2 }];
        return envelope(templates.at(-1), 0, '保存成功');
      },
      '/api/admin/support/upload-file': (url, init) => {
        const body = init?.body;
        uploads.push({
          query: url.search,
          contentType: new Headers(init?.headers).get('content-type'),
          file: body instanceof FormData ? (body.get('file') as File | null) : null,
        });
        return envelope({ id: 30, conversationId: 5, kind: 'staff', text: '', attachment: null, staffName: '周敏' });
      },
      '/api/admin/support/canned-reply-delete': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { id: number };
        deleted.push(body);
        templates = templates.filter((reply) => reply.id !== body.id);
        return envelope(null, 0, '删除成功');
      },
    });
  });
  afterEach(() => FakeEventSource.reset());

  const orderStream = () => FakeEventSource.instances.find((source) => source.url.includes('/order-events?'));

  it("moves the order panel when the lab moves the conversation's order, without reloading", async () => {
    renderApp('/support_desk');
    await signIn();
    const status = await screen.findByTestId('desk-order-status');
    expect(status.textContent).toBe('待收样');
    await waitFor(() => expect(orderStream()).toBeDefined());
    expect(orderStream()!.url).toMatch(/^\/api\/admin\/support\/order-events\?ticket=t\d+&conversationId=5$/);
    act(() => orderStream()!.emit('ready', { type: 'ready', orderNo: ORDER_NO }));
    await waitFor(() => expect(screen.getByTestId('desk-order-live').textContent).toBe('实时'));

    labStatus = { id: 3, name: '已收样' };
    act(() => orderStream()!.emit('order-status', { type: 'order-status', orderNo: ORDER_NO }));
    await waitFor(() => expect(screen.getByTestId('desk-order-status').textContent).toBe('已收样'));
    // One order stream for the shown conversation, not one per refresh.
    expect(FakeEventSource.instances.filter((source) => source.url.includes('/order-events?'))).toHaveLength(1);
  });

  it('manages canned replies: checks the form, adds one with a placeholder, deletes one after confirming', async () => {
    renderApp('/support_desk');
    const user = await signIn();
    await user.click(await screen.findByTestId('desk-manage-canned'));
    const dialog = await screen.findByTestId('canned-dialog');
    expect((await within(dialog).findByTestId('canned-item-1')).textContent).toContain('{订单号}');

    await user.click(within(dialog).getByTestId('canned-new'));
    await user.click(within(dialog).getByTestId('canned-save'));
    expect(within(dialog).getByText('请输入快捷回复标题')).toBeTruthy();
    await user.type(within(dialog).getByTestId('canned-title'), '发票进度');
    await user.click(within(dialog).getByTestId('canned-save'));
    expect(within(dialog).getByText('请输入快捷回复内容')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.type(within(dialog).getByTestId('canned-template'), '订单 ');
    await user.click(within(dialog).getByRole('button', { name: '{订单号}' }));
    await user.click(within(dialog).getByTestId('canned-save'));
    await waitFor(() => expect(saved).toEqual([{ title: '发票进度', template: '订单 {订单号}' }]));
    expect((await within(dialog).findByTestId('canned-item-9')).textContent).toContain('发票进度');

    const first = within(dialog).getByTestId('canned-item-1');
    await user.click(within(first).getByRole('button', { name: '删除' }));
    expect(deleted).toEqual([]);
    await user.click(within(first).getByRole('button', { name: '确认删除' }));
    await waitFor(() => expect(within(dialog).queryByTestId('canned-item-1')).toBeNull());
    expect(deleted).toEqual([{ id: 1 }]);
  });

  it('sends an image the agent picks as a multipart upload to the conversation', async () => {
    renderApp('/support_desk');
    const user = await signIn();
    await screen.findByTestId('desk-order-status');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], '截图.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('support-file'), png);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.query).toBe('?conversationId=5');
    // The browser writes the multipart boundary itself: no JSON content type is forced on the form.
    expect(uploads[0]!.contentType).toBeNull();
    expect(uploads[0]!.file?.name).toBe('截图.png');
  });
});
