import { screen, within } from '@testing-library/react';
import type { DownloadItem, UserInfo } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';

const MEMBER = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang',
  companyName: '',
  email: '',
  auditType: 3,
  balance: null,
} as UserInfo;

function open(path: string, reports: DownloadItem[]) {
  const asked: URL[] = [];
  stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewDataCenter/GetDownloadList': (url) => {
      asked.push(url);
      return envelope(reports, 0, reports.length === 0 ? '暂无可用报告' : '成功');
    },
  });
  setToken('test-token', null, false);
  renderApp(path);
  return { asked };
}

describe('/quality_inspection_download', { timeout: 20_000 }, () => {
  it('lists the order quality reports (GetDownloadList type 2) with their signed links', async () => {
    const report: DownloadItem = {
      filePath: '/api/NewDataCenter/DownloadFile?ticket=qc1',
      fileName: '样本质检报告.pdf',
      size: 52_000,
    };
    const { asked } = open('/quality_inspection_download?orderNo=SO202611210001', [report]);
    const layer = await screen.findByTestId('quality-download-layer');
    const link = await within(layer).findByTestId('download-link');
    expect(link.getAttribute('href')).toBe(report.filePath);
    expect(within(layer).getByTestId('download-name').textContent).toBe('样本质检报告.pdf');
    expect(asked[0]?.searchParams.get('orderNo')).toBe('SO202611210001');
    expect(asked[0]?.searchParams.get('type')).toBe('2');
  });

  it('says 暂无可用报告 while the order has none', async () => {
    open('/quality_inspection_download?orderNo=SO202611210001', []);
    const layer = await screen.findByTestId('quality-download-layer');
    expect((await within(layer).findByTestId('download-list-empty')).textContent).toBe('暂无可用报告');
  });

  it('asks a visitor to log in', async () => {
    stubApi({});
    renderApp('/quality_inspection_download?orderNo=SO202611210001');
    expect((await screen.findByTestId('delivery-sign-in')).textContent).toContain('需要识别您的身份, 请先登录');
  });
});
