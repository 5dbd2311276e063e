import { SupportPresenceService } from '../../src/modules/support/support-presence.service.js';
import { SseTestClient } from '../lab/sse-client.js';
import type { OrderWithSamples } from '../lab/lab-fixtures.js';
import { bearer } from '../support/bearer.js';
import type { TestCustomer } from '../support/customer-session.js';
import type { TestApp } from '../support/test-app.js';
import { type ChatScene, call, chatCalls, openChatScene, openSupportStream, PNG, smsTo } from './chat-kit.js';

describe('support chat', () => {
  let scene: ChatScene;
  let t: TestApp;
  let baseUrl: string;
  let company: TestCustomer;
  let personal: TestCustomer;
  let support: string;
  let admin: string;
  let lab: string;
  let order: OrderWithSamples;
  const clients: SseTestClient[] = [];

  beforeAll(async () => {
    scene = await openChatScene();
    ({ t, baseUrl, company, personal, support, admin, lab, order } = scene);
    await t.dataSource.query('UPDATE customer_order SET express_number = $1 WHERE id = $2', ['SF1234567890', order.id]);
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const { customer, staff } = chatCalls(() => scene);
  const stream = async (token: string, side: 'customer' | 'staff') => {
    const client = await openSupportStream(t, baseUrl, token, side);
    clients.push(client);
    return client;
  };
  const messageCount = async (conversationId: number) =>
    Number(
      (
        await t.dataSource.query('SELECT count(*)::int AS n FROM support_message WHERE conversation_id = $1', [
          conversationId,
        ])
      )[0].n,
    );
  const startGeneral = async (who: TestCustomer, text?: string) => {
    const started = await customer(who, 'post', 'StartConversation', { context: 'general', text });
    expect(started.code).toBe(0);
    return started.body.conversation.id as number;
  };

  describe('starting a conversation', () => {
    it('carries the order and sample it was started from, and says when to expect an answer when no agent is online', async () => {
      const started = await customer(company, 'post', 'StartConversation', {
        context: 'order',
        orderNo: order.orderNo,
        sampleId: order.samples[1]!.id,
        text: '请问样本什么时候检测？',
      });
      expect(started.code).toBe(0);
      expect(started.body).toMatchObject({
        agentsOnline: false,
        conversation: {
          context: 'order',
          contextLabel: '订单咨询',
          orderNo: order.orderNo,
          sampleId: order.samples[1]!.id,
          status: 'open',
          assignee: null,
          unread: 0,
          lastMessage: { kind: 'customer', text: '请问样本什么时候检测？' },
        },
      });
      expect(started.body.expectReply).toMatch(/客服.*不在线.*短信/);
      const messages = await customer(company, 'get', 'GetMessageList', {
        conversationId: started.body.conversation.id,
      });
      expect(messages.body.messages.map((m: { kind: string }) => m.kind)).toEqual(['system', 'customer']);
      expect(messages.body.messages[0].text).toBe(started.body.expectReply);
    });

    it('continues the open conversation about the same order instead of starting another', async () => {
      const first = await customer(company, 'post', 'StartConversation', {
        context: 'delivery',
        orderNo: order.orderNo,
      });
      const again = await customer(company, 'post', 'StartConversation', {
        context: 'delivery',
        orderNo: order.orderNo,
      });
      expect(again.body.conversation.id).toBe(first.body.conversation.id);
    });

    it.each([
      [{ context: 'chat' }, 400, '咨询类型不正确'],
      [{ context: 'order' }, 400, '请选择要咨询的订单'],
      [{ context: 'product' }, 400, '请选择要咨询的产品'],
      [{ context: 'product', productId: 999999 }, 404, '产品不存在'],
      [{ context: 'order', orderNo: 'SO-NOBODY' }, 404, '订单不存在'],
      [{ context: 'order', sampleId: 'x' }, 400, '样本编号不正确'],
      [{ context: 'general', text: 'x'.repeat(2001) }, 400, '消息不能超过2000字'],
    ])('refuses %j with %i %s and stores nothing', async (body, code, message) => {
      const before = Number((await t.dataSource.query('SELECT count(*)::int AS n FROM support_conversation'))[0].n);
      expect(await customer(company, 'post', 'StartConversation', body)).toMatchObject({ code, message });
      const after = Number((await t.dataSource.query('SELECT count(*)::int AS n FROM support_conversation'))[0].n);
      expect(after).toBe(before);
    });

    it("answers 404 for another customer's order or sample", async () => {
      expect(
        await customer(personal, 'post', 'StartConversation', { context: 'order', orderNo: order.orderNo }),
      ).toMatchObject({ code: 404, message: '订单不存在' });
      expect(
        await customer(personal, 'post', 'StartConversation', { context: 'general', sampleId: order.samples[0]!.id }),
      ).toMatchObject({ code: 404, message: '样本不存在' });
    });

    it('starts from a product with its name', async () => {
      const [goods] = await t.dataSource.query('SELECT id, name FROM goods ORDER BY id LIMIT 1');
      const started = await customer(personal, 'post', 'StartConversation', {
        context: 'product',
        productId: goods.id,
      });
      expect(started.body.conversation).toMatchObject({
        context: 'product',
        productId: goods.id,
        productName: goods.name,
      });
    });
  });

  describe("another customer's conversation", () => {
    it('answers 404 to every call about it and changes nothing', async () => {
      const id = await startGeneral(company, '只有我能看');
      const before = await messageCount(id);
      for (const [method, path, payload] of [
        ['get', 'GetMessageList', { conversationId: id }],
        ['post', 'SendMessage', { conversationId: id, text: '偷看' }],
        ['post', 'ReadMessages', { conversationId: id }],
      ] as const) {
        expect(await customer(personal, method, path, payload)).toMatchObject({ code: 404, message: '会话不存在' });
      }
      const list = await customer(personal, 'get', 'GetConversationList');
      expect(list.body.map((c: { id: number }) => c.id)).not.toContain(id);
      expect(await messageCount(id)).toBe(before);
    });
  });

  describe('messages', () => {
    it('stores text as typed (HTML is never interpreted) and refuses empty or oversized text', async () => {
      const id = await startGeneral(company);
      const sent = await customer(company, 'post', 'SendMessage', {
        conversationId: id,
        text: '  <img src=x onerror=alert(1)>\r\n第二行 ',
      });
      expect(sent.body.text).toBe('<img src=x onerror=alert(1)>\n第二行');
      expect(await customer(company, 'post', 'SendMessage', { conversationId: id, text: '   ' })).toMatchObject({
        code: 400,
        message: '请输入消息内容',
      });
      expect(await customer(company, 'post', 'SendMessage', { conversationId: id })).toMatchObject({
        code: 400,
        message: '请输入消息内容',
      });
      expect(
        await customer(company, 'post', 'SendMessage', { conversationId: id, text: '字'.repeat(2001) }),
      ).toMatchObject({ code: 400, message: '消息不能超过2000字' });
      expect(await customer(company, 'post', 'SendMessage', { conversationId: 0, text: 'a' })).toMatchObject({
        code: 400,
        message: '会话编号不正确',
      });
    });

    it('limits the message rate per conversation', async () => {
      const id = (await customer(company, 'post', 'StartConversation', { context: 'product', productId: 3 })).body
        .conversation.id as number;
      for (let i = 0; i < 12; i += 1) {
        expect((await customer(company, 'post', 'SendMessage', { conversationId: id, text: `第${i}条` })).code).toBe(0);
      }
      const before = await messageCount(id);
      expect(await customer(company, 'post', 'SendMessage', { conversationId: id, text: '太快了' })).toMatchObject({
        code: 429,
        message: '发送过于频繁，请稍后再试',
      });
      expect(await messageCount(id)).toBe(before);
    });
  });

  describe('staff roles', () => {
    it('lets support and admin in, and keeps lab staff and customers out', async () => {
      expect((await staff(support, 'get', 'conversations')).code).toBe(0);
      expect((await staff(admin, 'get', 'conversations')).code).toBe(0);
      expect((await staff(lab, 'get', 'conversations')).code).toBe(403);
      expect((await staff(company.token, 'get', 'conversations')).code).toBe(403);
      expect((await t.http.get('/api/admin/support/conversations')).body.code).toBe(100);
      expect((await staff(lab, 'post', 'events-ticket')).code).toBe(403);
    });

    it('opens a stream once per ticket: a used or unknown ticket answers 102, a customer ticket opens no desk stream', async () => {
      const ticket = await customer(company, 'post', 'SupportEventsTicket');
      const first = await SseTestClient.open(`${baseUrl}${ticket.body.url}`);
      clients.push(first);
      await first.next('ready');
      const again = await SseTestClient.open(`${baseUrl}${ticket.body.url}`);
      expect(again.json).toMatchObject({ code: 102 });
      const other = await customer(company, 'post', 'SupportEventsTicket');
      const desk = await SseTestClient.open(`${baseUrl}/api/admin/support/events?ticket=${other.body.ticket}`);
      expect(desk.json).toMatchObject({ code: 102 });
      const unknown = await SseTestClient.open(`${baseUrl}/api/NewService/SupportEvents?ticket=nothing`);
      expect(unknown.json).toMatchObject({ code: 102 });
    });

    it('answers 404 for a conversation that does not exist', async () => {
      expect(await staff(support, 'get', 'conversation', { conversationId: 999999 })).toMatchObject({
        code: 404,
        message: '会话不存在',
      });
    });
  });

  describe('the desk', () => {
    it('assigns new conversations round robin among the agents online, and leaves them waiting when none is', async () => {
      const waiting = await startGeneral(personal, '没人在线');
      const queue = await staff(support, 'get', 'conversations');
      expect(queue.body.list.find((c: { id: number }) => c.id === waiting)).toMatchObject({ assignee: null });
      expect(queue.body.waiting).toBeGreaterThan(0);

      await stream(support, 'staff');
      await stream(admin, 'staff');
      const online = await staff(support, 'get', 'conversations');
      expect(online.body.onlineAgents.map((a: { name: string }) => a.name).sort()).toHaveLength(2);
      const first = await customer(personal, 'post', 'StartConversation', { context: 'product', productId: 2 });
      const second = await customer(company, 'post', 'StartConversation', { context: 'product', productId: 2 });
      expect(first.body.agentsOnline).toBe(true);
      expect(first.body.expectReply).toBeNull();
      const assignees = [first.body.conversation.assignee.staffId, second.body.conversation.assignee.staffId];
      expect(new Set(assignees).size).toBe(2);

      // The waiting one is taken as soon as the customer writes again.
      await customer(personal, 'post', 'SendMessage', { conversationId: waiting, text: '还在吗' });
      const detail = await staff(support, 'get', 'conversation', { conversationId: waiting });
      expect(detail.body.conversation.assignee).not.toBeNull();
    });

    it("shows the order's live status and fills canned replies from it", async () => {
      const id = (
        await customer(company, 'post', 'StartConversation', {
          context: 'order',
          orderNo: order.orderNo,
          sampleId: order.samples[0]!.id,
        })
      ).body.conversation.id;
      await call(t, lab, 'post', '/api/admin/lab/receive-samples', { orderNo: order.orderNo });
      const detail = await staff(support, 'get', 'conversation', { conversationId: id });
      expect(detail.body.order).toMatchObject({ orderNo: order.orderNo, status: { id: 3, name: '已收样' } });
      expect(detail.body.order.samples).toHaveLength(2);
      expect(detail.body.conversation.member).toMatchObject({ memberId: company.memberId, phone: '13800000001' });

      const canned = await staff(support, 'get', 'canned-replies', { conversationId: id });
      expect(canned.code).toBe(0);
      const progress = canned.body.find((reply: { title: string }) => reply.title === '订单进度');
      expect(progress.template).toContain('{订单号}');
      expect(progress.text).toBe(
        `您好，您的订单 ${order.orderNo} 当前样本状态为：已收样。如有其他问题请随时联系我们。`,
      );
      const express = canned.body.find((reply: { title: string }) => reply.title === '快递单号');
      expect(express.text).toContain('SF1234567890');
    });

    it('delivers replies live, keeps notes from the customer and counts unread exactly after read receipts', async () => {
      const id = await startGeneral(company, '你好');
      const customerStream = await stream(company.token, 'customer');
      const staffStream = await stream(support, 'staff');
      const unreadBefore = (await customer(company, 'get', 'GetUnreadCount')).body.count;

      await customer(company, 'post', 'SendMessage', { conversationId: id, text: '能帮我看看吗' });
      expect((await staffStream.next('message')).data).toMatchObject({
        conversationId: id,
        message: { kind: 'customer', text: '能帮我看看吗' },
      });

      const note = await staff(support, 'post', 'messages', { conversationId: id, text: '客户是老客户', note: true });
      expect(note).toMatchObject({ code: 0, body: { kind: 'note' } });
      const reply = await staff(support, 'post', 'messages', { conversationId: id, text: '您好，马上为您查看' });
      expect(reply).toMatchObject({
        code: 0,
        message: '发送成功',
        body: { kind: 'staff', staffName: expect.any(String) },
      });
      // The customer's own message comes first (other tabs show it too), then the reply; never the note.
      expect((await customerStream.next('message')).data).toMatchObject({ message: { kind: 'customer' } });
      const live = await customerStream.next('message');
      expect(live.data).toMatchObject({ message: { kind: 'staff', text: '您好，马上为您查看' } });
      expect(
        customerStream.all().some((m) => (m.data as { message?: { kind: string } })?.message?.kind === 'note'),
      ).toBe(false);
      const messages = await customer(company, 'get', 'GetMessageList', { conversationId: id });
      expect(messages.body.messages.map((m: { kind: string }) => m.kind)).not.toContain('note');

      await staff(support, 'post', 'messages', { conversationId: id, text: '请稍等' });
      expect((await customer(company, 'get', 'GetUnreadCount')).body.count).toBe(unreadBefore + 2);
      const list = await customer(company, 'get', 'GetConversationList');
      expect(list.body.find((c: { id: number }) => c.id === id).unread).toBe(2);

      const read = await customer(company, 'post', 'ReadMessages', { conversationId: id });
      expect(read.body.unreadTotal).toBe(unreadBefore);
      expect((await customer(company, 'get', 'GetUnreadCount')).body.count).toBe(unreadBefore);
      expect((await staffStream.next('read')).data).toMatchObject({ conversationId: id, by: 'customer' });
      const detail = await staff(support, 'get', 'conversation', { conversationId: id });
      expect(detail.body.conversation.peerLastReadId).toBe(read.body.lastReadId);
      expect(detail.body.conversation.customerOnline).toBe(true);
    });

    it('sends a reply by SMS when the customer has no chat open, once per quiet window', async () => {
      await t.dataSource.query('UPDATE member SET email = $1 WHERE id = $2', [
        'zhangxm@shdemo-bio.cn',
        company.memberId,
      ]);
      const id = await startGeneral(company, '短信测试');
      const before = (await smsTo(t, '13800000001')).length;
      await staff(support, 'post', 'messages', { conversationId: id, text: '您的问题已处理完毕' });
      await staff(support, 'post', 'messages', { conversationId: id, text: '还有什么可以帮您' });
      await vi.waitFor(async () => expect((await smsTo(t, '13800000001')).length).toBe(before + 1), {
        timeout: 10_000,
      });
      expect((await smsTo(t, '13800000001'))[0]!.content).toContain(`/kefu?conversation=${id}`);
      // The member has an e-mail address: the reply goes there as well, with the whole text.
      await vi.waitFor(
        async () => {
          const mails: Array<{ content: string }> = await t.dataSource.query(
            `SELECT content FROM mail_outbox_message WHERE email = $1 AND content LIKE $2`,
            ['zhangxm@shdemo-bio.cn', `%conversation=${id}%`],
          );
          expect(mails).toHaveLength(1);
          expect(mails[0]!.content).toContain('您的问题已处理完毕');
        },
        { timeout: 10_000 },
      );
    });

    it('sends no SMS while the customer is connected', async () => {
      const id = await startGeneral(personal, '在线');
      await stream(personal.token, 'customer');
      expect(await t.app.get(SupportPresenceService).customerOnline(personal.memberId)).toBe(true);
      await staff(support, 'post', 'messages', { conversationId: id, text: '在线回复' });
      await staff(support, 'post', 'messages', { conversationId: id, text: '标记', note: true });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sms = await smsTo(t, '13800000002');
      expect(sms.some((m) => m.content.includes(`conversation=${id}`))).toBe(false);
    });

    it('closes and reopens a conversation; a closed one takes no messages', async () => {
      const id = await startGeneral(company, '关闭测试');
      expect(await staff(support, 'post', 'close', { conversationId: id })).toMatchObject({
        code: 0,
        message: '会话已关闭',
        body: { status: 'closed' },
      });
      expect(await staff(support, 'post', 'close', { conversationId: id })).toMatchObject({
        code: 422,
        message: '会话已关闭',
      });
      expect(await customer(company, 'post', 'SendMessage', { conversationId: id, text: 'hi' })).toMatchObject({
        code: 422,
        message: '会话已关闭，请重新发起咨询',
      });
      const closed = await staff(support, 'get', 'conversations', { status: 'closed' });
      expect(closed.body.list.map((c: { id: number }) => c.id)).toContain(id);
      expect(await staff(support, 'post', 'reopen', { conversationId: id })).toMatchObject({
        code: 0,
        body: { status: 'open' },
      });
      expect(await staff(support, 'post', 'reopen', { conversationId: id })).toMatchObject({
        code: 422,
        message: '会话未关闭',
      });
      expect((await customer(company, 'post', 'SendMessage', { conversationId: id, text: 'hi' })).code).toBe(0);
    });

    it('assigns to a chosen agent only', async () => {
      const id = await startGeneral(company);
      const [labStaff] = await t.dataSource.query(`SELECT id FROM staff_account WHERE username = 'lab'`);
      expect(await staff(support, 'post', 'assign', { conversationId: id, staffId: labStaff.id })).toMatchObject({
        code: 400,
        message: '只能分配给客服人员',
      });
      const taken = await staff(support, 'post', 'assign', { conversationId: id });
      expect(taken).toMatchObject({ code: 0, message: '分配成功', body: { assignee: { name: expect.any(String) } } });
      const mine = await staff(support, 'get', 'conversations', { mine: true });
      expect(mine.body.list.map((c: { id: number }) => c.id)).toContain(id);
    });
  });

  describe('attachments', () => {
    const upload = (who: TestCustomer, conversationId: number, content: Buffer, name: string) =>
      t.http
        .post(`/api/NewService/UploadChatFile?conversationId=${conversationId}`)
        .set(bearer(who.token))
        .attach('file', content, name)
        .then((response) => response.body);

    it('stores an image checked by its content in the private bucket, readable by the owner and staff', async () => {
      const id = await startGeneral(company);
      const sent = await upload(company, id, PNG, 'screenshot.png');
      expect(sent).toMatchObject({
        code: 0,
        body: { kind: 'customer', attachment: { name: 'screenshot.png', contentType: 'image/png', size: PNG.length } },
      });
      const link = await customer(company, 'get', 'GetChatFileUrl', { messageId: sent.body.id });
      const fetched = await fetch(link.body.url);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(PNG)).toBe(true);
      expect((await staff(support, 'get', 'file-url', { messageId: sent.body.id })).code).toBe(0);
      expect(await customer(personal, 'get', 'GetChatFileUrl', { messageId: sent.body.id })).toMatchObject({
        code: 404,
      });
    });

    it('refuses a file whose content is not an image or PDF, whatever its name, a file over 10MB and no file', async () => {
      const id = await startGeneral(company);
      const before = await messageCount(id);
      expect(await upload(company, id, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png')).toMatchObject({
        code: 11002,
        message: '仅支持jpg、jpeg、png、pdf格式文件',
      });
      const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
      expect(await upload(company, id, big, 'big.png')).toMatchObject({
        code: 11001,
        message: '您上传的文件超出10MB，请重新上传',
      });
      expect(await upload(personal, id, PNG, 'x.png')).toMatchObject({ code: 404 });
      const noFile = await t.http
        .post(`/api/NewService/UploadChatFile?conversationId=${id}`)
        .set(bearer(company.token))
        .send({});
      expect(noFile.body).toMatchObject({ code: 400, message: '请选择要发送的文件' });
      expect(await messageCount(id)).toBe(before);
    });
  });
});
