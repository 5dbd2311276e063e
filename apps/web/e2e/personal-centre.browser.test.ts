import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLogin } from './support/api-login.js';
import { SCREENSHOT_DIR, screenshot } from './support/browser.js';
import { signIn } from './support/session.js';
import type { RunningSystem } from './support/system.js';
import { useSystemAndBrowser } from './support/suite.js';

/**
 * Personal centre in a real browser (issue 5): pickup addresses through the /address_manger layer on
 * /my_info/my_address, the order settings reached from /buy_error, and the profile on /my_info. 13800000002 is a personal account
 * with no addresses and no order settings in the seeds.
 */
describe('personal centre in a real browser', () => {
  const suite = useSystemAndBrowser();
  let system: RunningSystem;
  let browser: Browser;
  let page: Page;
  let tokens: { token: string; refreshToken: string };

  beforeAll(async () => {
    ({ system, browser } = suite);
    // One login for the file: the API sends one SMS code per phone per minute.
    tokens = await apiLogin(system.url, '13800000002');
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    // The way lib/session.ts reads a non-persistent session; kept if the app already rotated it.
    await signIn(page, tokens);
  });
  afterEach(() => page.close());

  const layer = () => page.getByTestId('layer-modal');
  const toast = (text: string) => page.getByTestId('notifier-toast').filter({ hasText: text });
  const items = () => page.getByTestId('address-item');

  async function settle(): Promise<void> {
    // Let the 300 ms layer transition (and the labels' own) finish before a picture.
    await page.waitForTimeout(400);
  }

  /** A layer is pictured as the screen shows it: a full-page shot would mostly show the page beneath. */
  async function layerShot(name: string): Promise<void> {
    await settle();
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
  }

  it('adds an address through the layer, lists it masked, edits it and deletes it', async () => {
    await page.goto(`${system.url}/my_info/my_address`);
    await page.getByTestId('address-list-empty').waitFor();
    await screenshot(page, 'personal-centre-address-empty');

    await page.getByTestId('address-add').click();
    await page.waitForURL(/\/address_manger$/);
    await layer().getByTestId('region-province').waitFor();
    await layer().getByTestId('address-save').click();
    await toast('城市信息为空，请补全城市信息！').waitFor();
    await expect(layer().getByTestId('address-name').getAttribute('aria-invalid')).resolves.toBe('true');
    await layerShot('personal-centre-address-errors');

    await layer().getByTestId('region-province').selectOption('北京市');
    await layer().getByTestId('region-city').selectOption('市辖区');
    await layer().getByTestId('region-district').selectOption('海淀区');
    await layer().getByTestId('address-detail').fill('中关村大街 27 号 3 层');
    await layer().getByTestId('address-name').fill('李思');
    await layer().getByTestId('address-phone').fill('13700000003');
    await layer().getByTestId('address-postal-code').fill('100080');
    await layerShot('personal-centre-address-layer');
    await layer().getByTestId('address-save').click();

    await toast('新增成功').waitFor();
    await page.waitForURL(/\/my_info\/my_address$/);
    await layer().waitFor({ state: 'detached' });
    await expect(items().count()).resolves.toBe(1);
    await expect(items().first().getByTestId('address-phone').textContent()).resolves.toBe('137****0003');
    await expect(items().first().getByTestId('address-text').textContent()).resolves.toBe(
      '北京市 海淀区 中关村大街 27 号 3 层',
    );
    await expect(items().first().getByTestId('address-default').isVisible()).resolves.toBe(true);
    await screenshot(page, 'personal-centre-address-list');

    await items().first().getByRole('button', { name: '编辑' }).click();
    await page.waitForURL(/\/address_manger\?mode=2&id=\d+$/);
    await expect(layer().getByTestId('region-district').inputValue()).resolves.toBe('海淀区');
    await expect(layer().getByTestId('address-name').inputValue()).resolves.toBe('李思');
    await layerShot('personal-centre-address-edit');
    await layer().getByTestId('address-name').fill('李思思');
    await layer().getByTestId('address-save').click();
    await toast('修改成功').waitFor();
    await layer().waitFor({ state: 'detached' });
    await items().first().getByTestId('address-contact').filter({ hasText: '李思思' }).waitFor();

    await items().first().getByRole('button', { name: '删除' }).click();
    const confirm = page.getByRole('dialog', { name: '删除地址' });
    await confirm.waitFor();
    await layerShot('personal-centre-address-delete');
    await confirm.getByRole('button', { name: '确定' }).click();
    await toast('删除成功').waitFor();
    await page.getByTestId('address-list-empty').waitFor();
  });

  it('leads from /buy_error to the order settings and saves them, keeping the secret masked', async () => {
    await page.goto(`${system.url}/buy_error`);
    await layer().getByText('下单设置未填写，请前往下单设置补充').waitFor();
    await layerShot('personal-centre-buy-error');

    await layer().getByTestId('buy-error-settings').click();
    await page.waitForURL(/\/place_order_config$/);
    const form = layer().getByTestId('order-settings-form');
    await form.waitFor();
    await expect(layer().getByTestId('order-mechanism').inputValue()).resolves.toBe('个人账号');
    await layer().getByTestId('order-me-name').fill('李思');
    await layer().getByTestId('order-me-moblie').fill('13800000002');
    await layer().getByTestId('order-email-0').fill('lisi@example.cn');
    await layer().getByRole('button', { name: '添加邮箱' }).click();
    await layer().getByTestId('order-email-1').fill('pm@example.cn');
    await layer().getByTestId('delivery-acceessKeyId').fill('LTAI5tBrowserTest');
    await layer().getByTestId('delivery-accessKeySecret').fill('browser-secret-9876');
    await layer().getByTestId('delivery-ossPath').fill('seq/2026/');
    await layer().getByTestId('delivery-bucket').fill('lisi-data');
    await layer().getByTestId('delivery-endPoint').fill('oss-cn-beijing.aliyuncs.com');
    await layerShot('personal-centre-order-settings');
    await layer().getByTestId('order-settings-save').click();
    await toast('修改成功').waitFor();
    await layer().waitFor({ state: 'detached' });

    await page.goto(`${system.url}/place_order_config`);
    await layer().getByTestId('order-settings-form').waitFor();
    await expect(layer().getByTestId('delivery-accessKeySecret').inputValue()).resolves.toBe('******9876');
    await expect(layer().getByTestId('order-email-1').inputValue()).resolves.toBe('pm@example.cn');
    await layerShot('personal-centre-order-settings-saved');
    // Saving again without retyping the secret keeps it (the masked value goes back as it came).
    await layer().getByTestId('order-me-name').fill('李思（实验室）');
    await layer().getByTestId('order-settings-save').click();
    await toast('修改成功').waitFor();
    await layer().waitFor({ state: 'detached' });
    await page.goto(`${system.url}/place_order_config`);
    await layer().getByTestId('order-settings-form').waitFor();
    await expect(layer().getByTestId('order-me-name').inputValue()).resolves.toBe('李思（实验室）');
    await expect(layer().getByTestId('delivery-accessKeySecret').inputValue()).resolves.toBe('******9876');
  });

  it('shows the profile on /my_info and renames the customer', async () => {
    await page.goto(`${system.url}/my_info`);
    await page.getByTestId('profile-nickname').waitFor();
    await expect(page.getByTestId('profile-phone').textContent()).resolves.toBe('138****0002');
    // A personal account without credit: no balance tile, and a link to certify an institution.
    expect(await page.getByTestId('balance-tile').count()).toBe(0);
    await page.getByTestId('profile-certify').waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'personal-centre-my-info');

    await page.getByTestId('nickname-edit').click();
    await page.getByTestId('nickname-input').fill('');
    await page.getByTestId('nickname-save').click();
    await page.getByText('请输入昵称').waitFor();
    await page.getByTestId('nickname-input').fill('李思博士');
    await page.getByTestId('nickname-save').click();
    await toast('修改成功').waitFor();
    await expect(page.getByTestId('profile-nickname').textContent()).resolves.toBe('李思博士');
    // Stored: a new page load shows it, and the top bar greets by it.
    await page.reload();
    await expect(page.getByTestId('profile-nickname').textContent()).resolves.toBe('李思博士');
    await expect(page.getByTestId('shell-greeting').textContent()).resolves.toBe('您好，李思博士');
  });

  it('fits a 390 px phone screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${system.url}/my_info/my_address`);
    await page.getByTestId('address-list-empty').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'personal-centre-address-390');
    await page.getByTestId('address-add').click();
    await layer().getByTestId('region-province').waitFor();
    await layerShot('personal-centre-address-layer-390');
  });

  it('sends a visitor to the login prompt', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    try {
      await visitor.goto(`${system.url}/my_info/my_address`);
      await visitor.waitForURL(/\/need_login$/);
      await visitor.getByTestId('layer-modal').waitFor();
    } finally {
      await visitor.close();
    }
  });
});
