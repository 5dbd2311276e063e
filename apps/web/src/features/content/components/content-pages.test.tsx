import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifier } from '@/lib/notifier';
import { clearSession } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { signInTestMember, TEST_MEMBER } from '@/testing/test-member';

const messages = (): string[] => notifier.getSnapshot().map((notice) => notice.message);

const TEXTS: Record<string, { title: string; html: string; version: number }> = {
  buy: { title: '购买须知与服务条款', html: '<h3>三、价格、对账与付款</h3><p>逾期付款按千分之一。</p>', version: 3 },
  privacy: { title: '隐私条款及法律声明', html: '<h3>一、我们收集的信息</h3><p>手机号码。</p>', version: 1 },
  'service-agreement': { title: '用户服务协议', html: '<h3>一、账号注册与认证</h3>', version: 2 },
  'service-terms': { title: '服务条款', html: '<h3>一、数据下载</h3>', version: 1 },
};

const legalText: ApiHandler = (url) => {
  const type = url.searchParams.get('type') ?? '';
  const text = TEXTS[type];
  return text
    ? envelope({ type, ...text, updatedAt: '2026-11-21T08:00:00.000Z' })
    : envelope(null, 400, '协议类型不正确');
};

function contentApi(overrides: Readonly<Record<string, ApiHandler>> = {}) {
  let captchas = 0;
  return {
    '/api/NewContent/GetLegalText': legalText,
    '/api/NewContent/GetCaptcha': () => envelope({ key: `key-${++captchas}`, img: 'iVBORw0KGgo=' }),
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(TEST_MEMBER),
    ...overrides,
  };
}

beforeEach(() => {
  notifier.reset();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  clearSession();
  vi.restoreAllMocks();
});

describe('legal texts', () => {
  it('shows the purchase terms with their version on /config_buy', async () => {
    stubApi(contentApi());
    renderApp('/config_buy');
    const text = await screen.findByTestId('legal-text-buy');
    expect(within(text).getByRole('heading', { name: '购买须知与服务条款' })).toBeTruthy();
    expect(text.textContent).toContain('逾期付款按千分之一。');
    expect(text.textContent).toContain('版本 3 · 更新日期 2026-11-21');
  });

  it('shows an error with a retry when the text cannot be loaded', async () => {
    let calls = 0;
    stubApi(
      contentApi({
        '/api/NewContent/GetLegalText': (url, init) =>
          ++calls === 1 ? envelope(null, 500, '服务器异常') : legalText(url, init),
      }),
    );
    renderApp('/register_layer');
    const error = await screen.findByTestId('legal-text-error');
    await userEvent.click(within(error).getByText('重试'));
    expect(await screen.findByTestId('legal-text-service-agreement')).toBeTruthy();
  });

  it('agrees to the privacy terms on /layer by going home in place of the terms', async () => {
    stubApi(contentApi());
    const { router } = renderApp('/layer');
    await screen.findByTestId('legal-text-privacy');
    await userEvent.click(screen.getByTestId('privacy-agree'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('remembers Agree on /service_layer and leaves nothing behind on Disagree', async () => {
    stubApi(contentApi());
    const first = renderApp('/service_layer');
    const layer = await screen.findByTestId('service-terms-layer');
    await within(layer).findByTestId('legal-text-service-terms');
    await userEvent.click(within(layer).getByRole('button', { name: '不同意' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('seqportal.service-terms-accepted')).toBeNull();
    first.unmount();

    const second = renderApp('/service_layer');
    await userEvent.click(
      within(await screen.findByTestId('service-terms-layer')).getByRole('button', { name: '同意' }),
    );
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('seqportal.service-terms-accepted')).toBe('true');
  });
});

// These go through the whole app (shell, router, layers) and take several seconds each on a busy machine.
describe('/contact_us and /verification_code', { timeout: 30_000 }, () => {
  const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

  async function fillForm(): Promise<void> {
    const values: Record<string, string> = {
      姓名: '张晓明',
      邮箱: 'zhang@example.com',
      手机号: '13900000009',
      公司名称: '杭州示例基因有限公司',
      职位: '研究员',
      地址: '杭州市西湖区文三路 1 号',
      标题: '咨询报价',
      留言内容: '想了解全基因组重测序的价格。',
    };
    // fireEvent rather than typing: eight fields typed key by key take seconds in jsdom.
    for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
  }

  it('shows the provider address, e-mail and phone', async () => {
    stubApi(contentApi());
    renderApp('/contact_us');
    const provider = await screen.findByTestId('contact-provider');
    expect(provider.textContent).toContain('上海市浦东新区张江高科技园区蔡伦路88号');
    expect(provider.textContent).toContain('market@seqportal.cn');
    expect(provider.textContent).toContain('400-820-6688');
  });

  it('shows only the first error and marks every failing field', async () => {
    stubApi(contentApi());
    renderApp('/contact_us');
    fireEvent.change(await screen.findByRole('textbox', { name: '手机号' }), { target: { value: '1390000' } });
    fireEvent.change(field('邮箱'), { target: { value: 'bad-mail' } });
    const toast = vi.spyOn(notifier, 'toast');
    await userEvent.click(screen.getByTestId('contact-submit'));
    expect(toast.mock.calls).toEqual([['姓名不能为空', { severity: 'warning' }]]);
    expect(field('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('请正确填写手机号')).toBeTruthy();
    expect(screen.getByText('请正确填写邮箱')).toBeTruthy();
    expect(screen.getByText('留言内容不能为空')).toBeTruthy();
  });

  it('prefills the form from the signed-in member', async () => {
    signInTestMember();
    stubApi(contentApi());
    renderApp('/contact_us');
    await waitFor(() => expect(field('姓名').value).toBe(TEST_MEMBER.nickName));
    expect(field('邮箱').value).toBe(TEST_MEMBER.email);
    expect(field('手机号').value).toBe(TEST_MEMBER.phone);
    expect(field('公司名称').value).toBe(TEST_MEMBER.companyName);
  });

  it('asks for the captcha, posts the message with it on Enter and goes home with 提交成功', async () => {
    const posted: unknown[] = [];
    stubApi(
      contentApi({
        '/api/NewContent/PostContact': (_url, init) => {
          posted.push(JSON.parse(String(init?.body)));
          return envelope({ postOk: true }, 0, '提交成功');
        },
      }),
    );
    const { router } = renderApp('/contact_us');
    await screen.findByTestId('contact-form');
    await fillForm();
    await userEvent.click(screen.getByTestId('contact-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification_code'));
    const layer = await screen.findByTestId('verification-code-layer');
    await within(layer).findByTestId('captcha-image');

    await userEvent.click(within(layer).getByTestId('captcha-submit'));
    expect(messages()).toContain('请输入验证码');
    expect(posted).toHaveLength(0);

    await userEvent.type(within(layer).getByTestId('captcha-input'), 'x7km{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(posted).toEqual([
      expect.objectContaining({ objName: '张晓明', phone: '13900000009', key: 'key-1', code: 'x7km' }),
    ]);
    expect(messages()).toContain('提交成功');
    expect(sessionStorage.getItem('seqportal.contact-draft')).toBeNull();
  });

  it('fetches a new captcha after a refused answer and keeps the message', async () => {
    const keys: string[] = [];
    stubApi(
      contentApi({
        '/api/NewContent/PostContact': (_url, init) => {
          keys.push((JSON.parse(String(init?.body)) as { key: string }).key);
          return envelope(null, 400, '验证码错误，请重新输入');
        },
      }),
    );
    const { router } = renderApp('/contact_us');
    await screen.findByTestId('contact-form');
    await fillForm();
    await userEvent.click(screen.getByTestId('contact-submit'));
    const layer = await screen.findByTestId('verification-code-layer');
    await within(layer).findByTestId('captcha-image');
    await userEvent.type(within(layer).getByTestId('captcha-input'), 'aaaa{Enter}');
    await waitFor(() => expect(messages()).toContain('验证码错误，请重新输入'));
    await waitFor(() => expect((within(layer).getByTestId('captcha-input') as HTMLInputElement).value).toBe(''));
    await within(layer).findByTestId('captcha-image');
    await userEvent.type(within(layer).getByTestId('captcha-input'), 'bbbb{Enter}');
    await waitFor(() => expect(keys).toEqual(['key-1', 'key-2']));
    expect(router.state.location.pathname).toBe('/verification_code');
  });

  it('says 验证码已失效 when no captcha could be had', async () => {
    stubApi(contentApi({ '/api/NewContent/GetCaptcha': () => envelope(null, 429, '操作过于频繁，请稍后再试') }));
    renderApp('/contact_us');
    await screen.findByTestId('contact-form');
    await fillForm();
    await userEvent.click(screen.getByTestId('contact-submit'));
    const layer = await screen.findByTestId('verification-code-layer');
    await within(layer).findByText('加载失败');
    // Watched as calls: on a busy machine the toast may already have timed out when the assertion runs.
    const toast = vi.spyOn(notifier, 'toast');
    await userEvent.type(within(layer).getByTestId('captcha-input'), 'abcd{Enter}');
    expect(toast).toHaveBeenCalledWith('验证码已失效', { severity: 'warning' });
  });
});

describe('/about_us', () => {
  it('describes the shop', async () => {
    stubApi(contentApi());
    renderApp('/about_us');
    const about = await screen.findByTestId('about-us');
    expect(about.textContent).toContain('全自动化高通量测序电商平台');
    expect(about.textContent).toContain('3 天完成');
  });
});
