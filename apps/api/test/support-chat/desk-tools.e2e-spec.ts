import { SseTestClient } from '../lab/sse-client.js';
import { OrderStatus } from '@seqportal/contract';
import { createOrderWithSamples, type OrderWithSamples } from '../lab/lab-fixtures.js';
import { bearer } from '../support/bearer.js';
import type { TestCustomer } from '../support/customer-session.js';
import type { TestApp } from '../support/test-app.js';
import { type ChatScene, call, chatCalls, openChatScene, openSupportStream, PNG } from './chat-kit.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The agent's tools beside the conversation: attachments, managing canned replies, the live order panel. */
describe('support desk tools', () => {
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
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.close();
  });
  afterAll(async () => {
    await t.close();
  });

  const { customer, staff } = chatCalls(() => scene);
  const startAboutOrder = async (text?: string, orderNo = order.orderNo) => {
    const started = await customer(company, 'post', 'StartConversation', {
      context: 'order',
      orderNo,
      text,
    });
    expect(started.code).toBe(0);
    return started.body.conversation.id as number;
  };
  const startGeneral = async (who: TestCustomer) =>
    (await customer(who, 'post', 'StartConversation', { context: 'general' })).body.conversation.id as number;
  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);

  describe('staff attachments', () => {
    const upload = (token: string, conversationId: number, content: Buffer, name: string) =>
      t.http
        .post(`/api/admin/support/upload-file?conversationId=${conversationId}`)
        .set(bearer(token))
        .attach('file', content, name)
        .then((response) => response.body);

    it('sends a PDF checked by its content; the customer gets it live and may download it, another customer may not', async () => {
      const id = await startGeneral(company);
      const customerStream = await openSupportStream(t, baseUrl, company.token, 'customer');
      clients.push(customerStream);
      const sent = await upload(support, id, PDF, '检测报告说明.pdf');
      expect(sent).toMatchObject({
        code: 0,
        message: '发送成功',
        body: {
          kind: 'staff',
          text: '',
          attachment: { name: '检测报告说明.pdf', contentType: 'application/pdf', size: PDF.length },
        },
      });
      const live = await customerStream.next('message');
      expect(live.data).toMatchObject({ conversationId: id, message: { id: sent.body.id, kind: 'staff' } });

      // Sending it took the unassigned conversation, like a text reply does.
      const detail = await staff(support, 'get', 'conversation', { conversationId: id });
      expect(detail.body.conversation.assignee).not.toBeNull();

      const link = await customer(company, 'get', 'GetChatFileUrl', { messageId: sent.body.id });
      expect(link.code).toBe(0);
      const fetched = await fetch(link.body.url);
      expect(Buffer.from(await fetched.arrayBuffer()).equals(PDF)).toBe(true);
      expect(await customer(personal, 'get', 'GetChatFileUrl', { messageId: sent.body.id })).toMatchObject({
        code: 404,
      });
      // It counts as an unread reply for the customer until read.
      expect((await customer(company, 'get', 'GetUnreadCount')).body.count).toBeGreaterThanOrEqual(1);
      await customer(company, 'post', 'ReadMessages', { conversationId: id });
      expect((await customer(company, 'get', 'GetUnreadCount')).body.count).toBe(0);
    });

    it('refuses a file whose content is not an image or PDF whatever its name, an oversized one, and stores nothing', async () => {
      const id = await startGeneral(personal);
      const messagesBefore = await count('SELECT count(*)::int AS n FROM support_message WHERE conversation_id = $1', [
        id,
      ]);
      expect(
        await upload(support, id, Buffer.from('MZ\x90\x00 not really an exe, not a pdf'), '报告.pdf'),
      ).toMatchObject({ code: 11002, message: '仅支持jpg、jpeg、png、pdf格式文件' });
      expect(await upload(support, id, Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png')).toMatchObject({
        code: 11002,
      });
      expect(await upload(support, id, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png')).toMatchObject({
        code: 11001,
        message: '您上传的文件超出10MB，请重新上传',
      });
      expect(await count('SELECT count(*)::int AS n FROM support_message WHERE conversation_id = $1', [id])).toBe(
        messagesBefore,
      );
    });

    it('answers 404 for a missing conversation, refuses a closed one, and keeps lab staff and customers out', async () => {
      expect(await upload(support, 999999, PNG, 'a.png')).toMatchObject({ code: 404, message: '会话不存在' });
      const id = await startGeneral(personal);
      await staff(support, 'post', 'close', { conversationId: id });
      expect(await upload(support, id, PNG, 'a.png')).toMatchObject({ code: 422, message: '会话已关闭' });
      expect((await upload(lab, id, PNG, 'a.png')).code).not.toBe(0);
      expect((await upload(personal.token, id, PNG, 'a.png')).code).not.toBe(0);
      const noFile = await t.http
        .post(`/api/admin/support/upload-file?conversationId=${id}`)
        .set(bearer(admin))
        .send({});
      expect(noFile.body).toMatchObject({ code: 400, message: '请选择要发送的文件' });
    });

    it('documents the customer and staff uploads alike: one multipart file part, answered by the message', async () => {
      const document = (await t.http.get('/api/docs-json').expect(200)).body as {
        paths: Record<string, { post: Record<string, unknown> }>;
      };
      for (const path of ['/api/NewService/UploadChatFile', '/api/admin/support/upload-file']) {
        expect(document.paths[path]!.post, path).toMatchObject({
          description:
            '一个 file 部分：JPG、PNG 或 PDF（按文件内容识别），最大 10MB（11001 超出大小，11002 格式不符）。',
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['file'],
                  properties: { file: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: { properties: { body: { $ref: '#/components/schemas/SupportMessageDto' } } },
                },
              },
            },
          },
        });
      }
    });
  });

  describe('canned replies managed through the API', () => {
    it('creates, changes and deletes a reply; the desk fills the new one with the conversation order number', async () => {
      const created = await staff(support, 'post', 'canned-reply-save', {
        title: '  发票进度  ',
        template: '您好，订单 {订单号} 的发票已开具，请留意邮箱。',
      });
      expect(created).toMatchObject({
        code: 0,
        message: '保存成功',
        body: { title: '发票进度', template: '您好，订单 {订单号} 的发票已开具，请留意邮箱。' },
      });
      const list = await staff(support, 'get', 'canned-reply-templates');
      expect(list.body.at(-1)).toMatchObject({ id: created.body.id, title: '发票进度' });
      expect(list.body.map((reply: { title: string }) => reply.title)).toContain('订单进度');

      const id = await startAboutOrder();
      const filled = async () =>
        (await staff(support, 'get', 'canned-replies', { conversationId: id })).body.find(
          (reply: { id: number }) => reply.id === created.body.id,
        );
      expect((await filled()).text).toBe(`您好，订单 ${order.orderNo} 的发票已开具，请留意邮箱。`);

      const changed = await staff(admin, 'post', 'canned-reply-save', {
        id: created.body.id,
        title: '发票已开',
        template: '订单 {订单号}：发票已开，快递单号 {快递单号}。',
        sort: 0,
      });
      expect(changed.body).toMatchObject({ id: created.body.id, title: '发票已开', sort: 0 });
      expect((await filled()).text).toBe(`订单 ${order.orderNo}：发票已开，快递单号 暂无。`);
      // sort 0 puts it first.
      expect((await staff(support, 'get', 'canned-reply-templates')).body[0].id).toBe(created.body.id);
      const [audit] = await t.dataSource.query(
        'SELECT s.username FROM support_canned_reply r JOIN staff_account s ON s.id = r.updated_by WHERE r.id = $1',
        [created.body.id],
      );
      expect(audit.username).toBeTruthy();

      expect(await staff(support, 'post', 'canned-reply-delete', { id: created.body.id })).toMatchObject({
        code: 0,
        message: '删除成功',
      });
      expect(await filled()).toBeUndefined();
      expect(await staff(support, 'post', 'canned-reply-delete', { id: created.body.id })).toMatchObject({
        code: 404,
        message: '快捷回复不存在',
      });
    });

    it.each([
      [{ template: '内容' }, '请输入快捷回复标题'],
      [{ title: '   ', template: '内容' }, '请输入快捷回复标题'],
      [{ title: '标'.repeat(51), template: '内容' }, '快捷回复标题不能超过50字'],
      [{ title: '标题' }, '请输入快捷回复内容'],
      [{ title: '标题', template: '字'.repeat(1001) }, '快捷回复内容不能超过1000字'],
      [{ title: '标题', template: '内容', sort: -1 }, '排序须为0-9999的整数'],
      [{ id: 'x', title: '标题', template: '内容' }, '快捷回复编号不正确'],
      [{ title: '订单进度', template: '与已有的重名' }, '已有同名的快捷回复'],
    ])('refuses %j with %s and changes nothing', async (body, message) => {
      const before = await t.dataSource.query('SELECT id, title, template, sort FROM support_canned_reply ORDER BY id');
      expect(await staff(support, 'post', 'canned-reply-save', body)).toMatchObject({ code: 400, message });
      expect(
        await t.dataSource.query('SELECT id, title, template, sort FROM support_canned_reply ORDER BY id'),
      ).toEqual(before);
    });

    it('answers 404 when changing a reply that does not exist, and keeps lab staff and customers out', async () => {
      expect(
        await staff(support, 'post', 'canned-reply-save', { id: 999999, title: '不存在', template: '内容' }),
      ).toMatchObject({ code: 404, message: '快捷回复不存在' });
      const [first] = await t.dataSource.query('SELECT id FROM support_canned_reply ORDER BY id LIMIT 1');
      for (const token of [lab, company.token]) {
        expect((await staff(token, 'get', 'canned-reply-templates')).code).not.toBe(0);
        expect((await staff(token, 'post', 'canned-reply-save', { title: '越权', template: '内容' })).code).not.toBe(0);
        expect((await staff(token, 'post', 'canned-reply-delete', { id: first.id })).code).not.toBe(0);
      }
      expect(await count("SELECT count(*)::int AS n FROM support_canned_reply WHERE title = '越权'")).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM support_canned_reply WHERE id = $1', [first.id])).toBe(1);
    });
  });

  describe("the agent's order panel", () => {
    const openOrderStream = async (token: string, conversationId: number) => {
      const ticket = await staff(token, 'post', 'events-ticket');
      const client = await SseTestClient.open(
        `${baseUrl}/api/admin/support/order-events?ticket=${encodeURIComponent(ticket.body.ticket)}&conversationId=${conversationId}`,
      );
      clients.push(client);
      return client;
    };

    it("follows the conversation's order live: the lab receiving the samples reaches the open panel stream", async () => {
      const id = await startAboutOrder('样本到了吗？');
      const panel = await openOrderStream(support, id);
      expect(panel.contentType).toMatch(/^text\/event-stream/);
      expect((await panel.next('ready')).data).toMatchObject({ orderNo: order.orderNo });

      expect((await call(t, lab, 'post', '/api/admin/lab/receive-samples', { orderNo: order.orderNo })).code).toBe(0);
      const moved = await panel.next('order-status');
      expect(moved.data).toMatchObject({ orderNo: order.orderNo });
      const detail = await staff(support, 'get', 'conversation', { conversationId: id });
      expect(detail.body.order.status).toMatchObject({ id: OrderStatus.SamplesReceived, name: '已收样' });
    });

    it("does not pass on events of the customer's other orders", async () => {
      const mine = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      const other = await createOrderWithSamples(t, company.memberId, OrderStatus.AwaitingSamples, 1);
      const id = await startAboutOrder(undefined, mine.orderNo);
      const panel = await openOrderStream(support, id);
      await panel.next('ready');
      await call(t, lab, 'post', '/api/admin/lab/receive-samples', { orderNo: other.orderNo });
      await call(t, lab, 'post', '/api/admin/lab/receive-samples', { orderNo: mine.orderNo });
      // Events arrive in order: had the other order's passed, it would be the first one read here.
      expect((await panel.next('order-status')).data).toMatchObject({ orderNo: mine.orderNo });
      const seen = panel.all().map((message) => (message.data as { orderNo?: string } | null)?.orderNo);
      expect(seen).not.toContain(other.orderNo);
    });

    it('needs a desk ticket used once, and a conversation about an order', async () => {
      const general = await startGeneral(company);
      const none = await openOrderStream(support, general);
      expect(none.json).toMatchObject({ code: 404, message: '该会话未关联订单' });
      const fake = await SseTestClient.open(`${baseUrl}/api/admin/support/order-events?ticket=nope&conversationId=1`);
      expect(fake.json).toMatchObject({ code: 102 });
      const customerTicket = await customer(company, 'post', 'SupportEventsTicket');
      const withCustomerTicket = await SseTestClient.open(
        `${baseUrl}/api/admin/support/order-events?ticket=${encodeURIComponent(customerTicket.body.ticket)}&conversationId=${general}`,
      );
      expect(withCustomerTicket.json).toMatchObject({ code: 102 });
    });
  });
});
