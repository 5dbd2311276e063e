import type { ApiEnvelope, ListResponse, Order } from '@seqportal/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { startSystem, type RunningSystem } from './support/system.js';

/**
 * Issue 21 acceptance in a real browser: a customer opens 客服 from a seeded order (已收样) and asks; a support agent
 * in a second browser context sees the conversation with the order's status, answers with a canned reply that
 * fills in the order number; the customer, on the order page meanwhile, gets the unread badge on the floating 客服
 * button live, opens it and reads the answer (the badge clears).
 */
const CUSTOMER_PHONE = '13800000001';
const QUESTION = '请问我的样本现在检测到哪一步了？';

async function receivedOrder(baseUrl: string, token: string): Promise<Order> {
  const response = await fetch(new URL('/api/NewOrder/OrderList?page=1&status=3&pageSize=10', baseUrl), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
  });
  const envelope = (await response.json()) as ApiEnvelope<ListResponse<Order>>;
  const order = envelope.body?.list[0];
  if (!order) throw new Error('The seeded history has no order in status 已收样');
  return order;
}

describe('support chat tied to an order, customer and agent in two browsers', () => {
  let system: RunningSystem;
  let browser: Browser;
  let customerContext: BrowserContext;
  let staffContext: BrowserContext;
  let customer: Page;
  let agent: Page;
  let orderNo: string;

  beforeAll(async () => {
    system = await startSystem();
    browser = await launchBrowser();
    const tokens = await apiLogin(system.url, CUSTOMER_PHONE);
    orderNo = (await receivedOrder(system.url, tokens.token)).orderNo;
    customerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await customerContext.addInitScript((session) => {
      if (!sessionStorage.getItem('seqportal.token')) {
        sessionStorage.setItem('seqportal.token', session.token);
        sessionStorage.setItem('seqportal.refreshToken', session.refreshToken);
      }
    }, tokens);
    customer = await customerContext.newPage();
    staffContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    agent = await staffContext.newPage();
  });
  afterAll(async () => {
    await customerContext?.close();
    await staffContext?.close();
    await browser?.close();
    await system?.stop();
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

  it('keeps the chat usable at phone width without horizontal overflow', { timeout: 60_000 }, async () => {
    await customer.setViewportSize({ width: 375, height: 800 });
    await customer.goto(`${system.url}/kefu`);
    await customer.getByTestId('kefu-conversations').waitFor();
    const overflow = await customer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(customer, 'support-customer-phone');
  });
});
