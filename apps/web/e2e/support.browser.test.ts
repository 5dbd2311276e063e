import type { ApiEnvelope, ListResponse, Order } from '@seqportal/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

/**
 * Issue 21 acceptance in a real browser: a customer opens 客服 from a seeded order (已收样) and asks; a support agent
 * in a second browser context sees the conversation with the order's status, answers with a canned reply that
 * fills in the order number; the customer, on the order page meanwhile, gets the unread badge on the floating 客服
 * button live, opens it and reads the answer (the badge clears). The agent also manages canned replies, and the
 * purchase terms the customer must accept open from checkout.
 */
const CUSTOMER_PHONE = '13800000001';
const QUESTION = '请问我的样本现在检测到哪一步了？';

async function orderInStatus(baseUrl: string, token: string, status: 2 | 3): Promise<Order> {
  const response = await fetch(new URL(`/api/NewOrder/OrderList?page=1&status=${status}&pageSize=10`, baseUrl), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as ApiEnvelope<ListResponse<Order>>;
  const order = envelope.body?.list[0];
  if (!order) throw new Error(`The seeded history has no order in status ${status}`);
  return order;
}

/** One JSON call to the running system; answers the envelope. */
async function callApi<T>(baseUrl: string, token: string, path: string, body: object): Promise<ApiEnvelope<T>> {
  const response = await fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as ApiEnvelope<T>;
}

describe('support chat tied to an order, customer and agent in two browsers', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let customerContext: BrowserContext;
  let staffContext: BrowserContext;
  let customer: Page;
  let agent: Page;
  let orderNo: string;
  let customerToken: string;

  beforeAll(async () => {
    ({ system, browser } = suite);
    const tokens = await apiLogin(system.url, CUSTOMER_PHONE);
    orderNo = (await orderInStatus(system.url, tokens.token, 3)).orderNo;
    customerToken = tokens.token;
    customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signIn(customerContext, tokens);
    customer = await customerContext.newPage();
    staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    agent = await staffContext.newPage();
  });
  afterAll(async () => {
    await customerContext?.close();
    await staffContext?.close();
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    await screenshot(customer, 'support-failed-customer').catch(() => undefined);
    await screenshot(agent, 'support-failed-agent').catch(() => undefined);
  });

  it(
    'answers a question about an order with a canned reply that the customer sees live',
    { timeout: 180_000 },
    async () => {
      // The customer asks from the order's detail page; /kefu starts a conversation carrying the order.
      await customer.goto(`${system.url}/my_order/detail?orderNo=${orderNo}`);
      await customer.getByTestId('detail-kefu').click();
      const chat = customer.getByTestId('kefu-chat');
      await chat.getByText(`订单号 ${orderNo}`).waitFor();
      expect(new URL(customer.url()).search).toBe('');
      // No agent is signed in yet: the customer is told when to expect an answer.
      await customer.getByTestId('kefu-expect-reply').waitFor();
      await customer.getByTestId('support-input').fill(QUESTION);
      await customer.getByTestId('support-input').press('Enter');
      await chat.getByTestId('support-message-customer').filter({ hasText: QUESTION }).waitFor();
      await screenshot(customer, 'support-customer-asks');

      // The customer goes back to the order page; a marker proves later that it was never reloaded.
      await customer.goBack();
      await customer.getByTestId('detail-kefu').waitFor();
      await customer.evaluate(() => {
        (window as unknown as { seqportalSameDocument: boolean }).seqportalSameDocument = true;
      });
      await expect(customer.getByTestId('shell-kefu-badge').isVisible()).resolves.toBe(false);

      // The agent signs in to the desk and opens the conversation: the order's live status is beside it.
      await agent.goto(`${system.url}/support_desk`);
      await agent.getByTestId('lab-username').fill('support');
      await agent.getByTestId('lab-password').fill('support123456');
      await agent.getByTestId('lab-login-submit').click();
      await agent.getByTestId('support-desk').waitFor();
      await agent.locator('[data-testid="desk-online"]').filter({ hasText: '在线' }).waitFor();
      await agent.getByTestId('desk-queue').getByText(orderNo).first().click();
      const conversation = agent.getByTestId('desk-conversation');
      await conversation.getByText(QUESTION).waitFor();
      const panel = agent.getByTestId('desk-order');
      await panel.getByText(`订单号 ${orderNo}`).waitFor();
      await expect(panel.getByTestId('desk-order-status').textContent()).resolves.toBe('已收样');

      // A canned reply fills in the order number; the agent sends it.
      await agent.getByTestId('desk-canned').click();
      await agent.getByRole('menuitem').filter({ hasText: '订单进度' }).click();
      const draft = await agent.getByTestId('support-input').inputValue();
      expect(draft).toContain(`您的订单 ${orderNo}`);
      expect(draft).not.toContain('{订单号}');
      await screenshot(agent, 'support-agent-canned-reply');
      await agent.getByTestId('support-send').click();
      await conversation.getByTestId('support-message-staff').filter({ hasText: orderNo }).waitFor();
      await screenshot(agent, 'support-agent-replied');

      // The customer's floating 客服 button shows the unread reply live, without a reload.
      await customer.getByTestId('shell-kefu-badge').filter({ hasText: '1' }).waitFor();
      expect(
        await customer.evaluate(() => (window as unknown as { seqportalSameDocument?: boolean }).seqportalSameDocument),
      ).toBe(true);
      await screenshot(customer, 'support-customer-badge');

      // Opening the chat shows the answer and reads it: the badge clears and the agent sees 已读.
      await customer.getByTestId('shell-kefu').click();
      await customer
        .getByTestId('kefu-chat')
        .getByTestId('support-message-staff')
        .filter({ hasText: orderNo })
        .waitFor();
      await customer.getByTestId('shell-kefu-badge').waitFor({ state: 'hidden' });
      await agent.getByTestId('support-read').last().waitFor();
      await screenshot(customer, 'support-customer-reads');
    },
  );

  it("moves the agent's order panel live when the lab receives the order's samples", { timeout: 120_000 }, async () => {
    // A second question, about an order still waiting for its samples (待收样).
    const waiting = (await orderInStatus(system.url, customerToken, 2)).orderNo;
    const started = await callApi(system.url, customerToken, '/api/NewService/StartConversation', {
      context: 'order',
      orderNo: waiting,
      text: '样本已经寄出了，收到了吗？',
    });
    expect(started.code).toBe(0);
    await agent.getByTestId('desk-queue').getByText(waiting).first().click();
    const panel = agent.getByTestId('desk-order');
    await panel.getByText(`订单号 ${waiting}`).waitFor();
    await expect(panel.getByTestId('desk-order-status').textContent()).resolves.toBe('待收样');
    await panel.getByTestId('desk-order-live').filter({ hasText: '实时' }).waitFor();
    await agent.evaluate(() => {
      (window as unknown as { seqportalSameDocument: boolean }).seqportalSameDocument = true;
    });

    const login = await callApi<{ token: string }>(system.url, '', '/api/admin/auth/login', {
      username: 'lab',
      password: 'lab123456',
    });
    expect(login.code).toBe(0);
    const received = await callApi(system.url, login.body!.token, '/api/admin/lab/receive-samples', {
      orderNo: waiting,
    });
    expect(received.code).toBe(0);
    await panel.getByTestId('desk-order-status').filter({ hasText: '已收样' }).waitFor();
    expect(
      await agent.evaluate(() => (window as unknown as { seqportalSameDocument?: boolean }).seqportalSameDocument),
    ).toBe(true);
    await screenshot(agent, 'support-agent-order-live');

    // The agent's canned replies are theirs to manage: one added here is offered, filled with this order.
    await agent.getByTestId('desk-manage-canned').click();
    const dialog = agent.getByTestId('canned-dialog');
    await dialog.getByTestId('canned-new').click();
    await dialog.getByTestId('canned-title').fill('样本已收到');
    await dialog.getByTestId('canned-template').fill('您好，订单 ');
    await dialog.getByRole('button', { name: '{订单号}' }).click();
    await dialog.getByTestId('canned-template').press('End');
    await dialog.getByTestId('canned-template').pressSequentially(' 的样本已收到，我们会尽快安排检测。');
    await dialog.getByTestId('canned-save').click();
    await dialog.getByTestId('canned-list').getByText('样本已收到', { exact: true }).waitFor();
    await screenshot(agent, 'support-agent-canned-manage');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await agent.getByTestId('desk-canned').click();
    await agent.getByRole('menuitem').filter({ hasText: '样本已收到' }).click();
    await expect(agent.getByTestId('support-input').inputValue()).resolves.toBe(
      `您好，订单 ${waiting} 的样本已收到，我们会尽快安排检测。`,
    );
  });

  it('opens the purchase terms from checkout in a new tab', { timeout: 120_000 }, async () => {
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.goto(`${system.url}/all_goods`);
    // Product cards open the detail in a new tab: follow the link in this one instead.
    const card = customer.locator('[data-testid="product-card"] a[href]').first();
    await card.waitFor();
    await customer.goto(`${system.url}${await card.getAttribute('href')}`);
    const summary = customer.getByTestId('detail-summary');
    await summary.getByTestId('price').waitFor();
    await summary.getByRole('button', { name: '加入样本箱' }).click();
    await customer.locator('[data-testid="shell-cart-badge"]').filter({ hasText: /[1-9]/ }).waitFor();
    await customer.goto(`${system.url}/shop_cart`);
    await customer.getByTestId('cart-item').first().waitFor();
    await customer.getByTestId('cart-checkout').click();
    await customer.waitForURL(/\/generate_order\?/);
    const pay = customer.getByTestId('generate-order-pay');
    const [terms] = await Promise.all([
      customerContext.waitForEvent('page'),
      pay.getByRole('link', { name: '《购买确认条款》' }).click(),
    ]);
    await terms.waitForURL(/\/config_buy$/);
    // The purchase terms (seeded title 购买须知与服务条款), rendered as a page of their own.
    await terms.getByRole('heading', { level: 1, name: /购买/ }).waitFor();
    // The real terms, not a placeholder: they speak of payment and of the samples shipped.
    const text = (await terms.textContent('body')) ?? '';
    expect(text).toMatch(/付款|支付/);
    expect(text).toMatch(/样本/);
    expect(text).not.toContain('敬请期待');
    await screenshot(terms, 'support-checkout-purchase-terms');
    await terms.close();
  });

  it('keeps the chat usable at phone width without horizontal overflow', { timeout: 60_000 }, async () => {
    await customer.setViewportSize({ width: 375, height: 800 });
    await customer.goto(`${system.url}/kefu`);
    await customer.getByTestId('kefu-conversations').waitFor();
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(customer, 'support-customer-phone');
  });
});
