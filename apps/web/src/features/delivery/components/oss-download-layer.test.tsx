import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryCredential, DownloadItem, UserInfo } from '@seqportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { TEST_MEMBER } from '@/testing/test-member';
import { envelope, stubApi } from '@/testing/stub-api';
import { CLIENT_DOWNLOAD_UNAVAILABLE } from '../lib/credential';
import { DESKTOP_CLIENT_LINKS } from '../lib/desktop-clients';

const MEMBER: UserInfo = TEST_MEMBER;

const CREDENTIAL: DeliveryCredential = {
  eptpl: 'https://s3.seqportal.cn',
  id: 'STSKEY7QX2',
  secret: 'sts-secret-9f8e7d',
  stoken: 'session-token-abc',
  osspath: 's3://seqportal-delivery/orders/SO202611210001/',
  region: 'cn-east-1',
  desc: '订单 SO202611210001 交付数据（只读）',
  mode: 'sts',
  expiration: '2026-12-21T02:00:00.000Z',
  privilege: 'readOnly',
};

/** The API sends the credential as base64 of its UTF-8 JSON (desc is Chinese). */
function toBase64(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
}

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');

function openLayer(credential: unknown, files: DownloadItem[] = []) {
  const calls: URL[] = [];
  stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewDataCenter/GetDeliveryCredential': (url) => {
      calls.push(url);
      return envelope(toBase64(credential));
    },
    '/api/NewDataCenter/GetDownloadList': () => envelope(files),
  });
  setToken('test-token', null, false);
  renderApp('/oss_download?orderNo=SO202611210001');
  return { calls };
}

describe('/oss_download', { timeout: 20_000 }, () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

  beforeEach(() => {
    writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks for the order credentials and shows the steps, the two client links and the 30-day validity', async () => {
    const { calls } = openLayer(CREDENTIAL);
    const layer = await screen.findByTestId('oss-download-layer');
    await within(layer).findByTestId('credential-tabs');

    expect(calls[0]?.searchParams.get('orderNo')).toBe('SO202611210001');
    expect(within(layer).getByText('下载并安装客户端')).toBeTruthy();
    for (const client of DESKTOP_CLIENT_LINKS) {
      expect(within(layer).getByTestId(`client-link-${client.platform}`).getAttribute('href')).toBe(client.href);
    }
    expect(within(layer).getByTestId('client-link-windows').textContent).toBe('Windows 版客户端');
    expect(within(layer).getByTestId('client-link-mac').textContent).toBe('Mac 版客户端');
    expect(within(layer).getByTestId('credential-validity').textContent).toBe(
      '凭证有效期为30天（至 2026-12-21 10:00），过期后请重新打开本窗口获取新的凭证。',
    );
    expect(within(layer).getByRole('tab', { name: 'AK登录' }).getAttribute('aria-selected')).toBe('true');
    expect(within(layer).getByRole('tab', { name: '授权码登录' })).toBeTruthy();
    expect(within(layer).getByTestId('credential-id-value').textContent).toBe('STSKEY7QX2');
    expect(within(layer).getByTestId('credential-secret-value').textContent).toBe('sts-secret-9f8e7d');
    expect(within(layer).getByTestId('credential-stoken-value').textContent).toBe('session-token-abc');
    expect(within(layer).getByTestId('credential-osspath-value').textContent).toBe(CREDENTIAL.osspath);
    expect(within(layer).getByTestId('credential-endpoint-value').textContent).toBe('https://s3.seqportal.cn');
    expect(within(layer).getByTestId('credential-region-value').textContent).toBe('cn-east-1');
  });

  it('copies each AK field with its own button and says 复制成功', async () => {
    openLayer(CREDENTIAL);
    await screen.findByTestId('credential-tabs');

    await userEvent.click(screen.getByTestId('credential-secret-copy'));
    expect(writeText).toHaveBeenLastCalledWith('sts-secret-9f8e7d');
    await waitFor(() => expect(toasts()).toEqual(['复制成功']));

    await userEvent.click(screen.getByTestId('credential-osspath-copy'));
    expect(writeText).toHaveBeenLastCalledWith('s3://seqportal-delivery/orders/SO202611210001/');
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('copies the authorization code, the base64 text as issued, under 授权码登录', async () => {
    openLayer(CREDENTIAL);
    await screen.findByTestId('credential-tabs');

    await userEvent.click(screen.getByRole('tab', { name: '授权码登录' }));
    const code = toBase64(CREDENTIAL);
    expect(screen.getByTestId('credential-code-value').textContent).toBe(code);
    expect(screen.queryByTestId('credential-id')).toBeNull();

    await userEvent.click(screen.getByTestId('credential-code-copy'));
    expect(writeText).toHaveBeenCalledWith(code);
    await waitFor(() => expect(toasts()).toEqual(['复制成功']));
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    openLayer(CREDENTIAL);
    await screen.findByTestId('credential-tabs');

    await userEvent.click(screen.getByTestId('credential-id-copy'));
    await waitFor(() => expect(toasts()).toEqual(['复制失败，请手动选择复制']));
  });

  it('offers per-file links instead when the storage cannot issue keys', async () => {
    const file: DownloadItem = {
      filePath: '/api/NewDataCenter/DownloadFile?ticket=abc',
      fileName: 'S1_R1.fq.gz',
      size: 2048,
      md5: '9e107d9d372bb6826bd81d3542a419d6',
    };
    openLayer(
      {
        ...CREDENTIAL,
        id: '',
        secret: '',
        stoken: undefined,
        mode: 'unavailable',
        desc: '当前存储服务无法签发临时访问凭证（不支持STS），请使用文件列表中的下载链接逐个下载',
      },
      [file],
    );

    const fallback = await screen.findByTestId('credential-unavailable');
    // The plain sentence, never the storage's jargon, whatever desc the answer carries.
    expect(within(fallback).getByText(CLIENT_DOWNLOAD_UNAVAILABLE)).toBeTruthy();
    expect(screen.getByTestId('oss-download-layer').textContent).not.toMatch(/STS|临时访问凭证/);
    const link = await within(fallback).findByTestId('download-link');
    expect(link.getAttribute('href')).toBe(file.filePath);
    expect(within(fallback).getByTestId('download-name').textContent).toBe('S1_R1.fq.gz');
    expect(screen.queryByTestId('credential-tabs')).toBeNull();
  });
});
