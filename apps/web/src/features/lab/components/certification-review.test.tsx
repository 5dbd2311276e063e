import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLoginResponse, CertificationQueueItem, CertificationReviewDetail } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';

const LOGIN: AdminLoginResponse = {
  token: 'staff-token-s',
  username: 'support',
  displayName: '客服',
  roles: ['support'],
  expiresIn: 900,
};

const ITEM: CertificationQueueItem = {
  organisationId: 7,
  organisationName: '杭州新锐基因科技有限公司',
  mechanismName: '杭州新锐基因科技有限公司',
  typeName: '企业',
  submittedAt: '2026-11-24T08:00:00.000Z',
  account: 'hzxinrui',
  phone: '13800000004',
  auditType: 2,
};

const DETAIL: CertificationReviewDetail = {
  type: { key: 1, value: '企业' },
  mechanismName: ITEM.mechanismName,
  throughputToleranceRatio: 90,
  contract: ['certification/org-7/c.pdf'],
  business: ['certification/org-7/l.png'],
  contractFiles: [
    { url: 'certification/org-7/c.pdf', name: '技术服务合同.pdf', format: 'pdf', link: '/api/File/view?key=c' },
  ],
  businessFiles: [
    { url: 'certification/org-7/l.png', name: '营业执照.png', format: 'png', link: '/api/File/view?key=l' },
  ],
  auditType: 2,
  rejectReason: null,
  submittedAt: ITEM.submittedAt,
  organisationId: 7,
  organisationName: ITEM.organisationName,
  account: 'hzxinrui',
  phone: '13800000004',
  email: null,
  reviewedBy: null,
  reviewedAt: null,
};

function fakeReviewApi() {
  const decisions: unknown[] = [];
  let waiting = [ITEM];
  return {
    decisions,
    handlers: {
      '/api/admin/auth/login': () => envelope(LOGIN),
      '/api/admin/certifications': () => envelope(waiting),
      '/api/admin/certifications/detail': () => envelope(DETAIL),
      '/api/admin/certifications/review': (_url: URL, init: RequestInit | undefined) => {
        const body = JSON.parse(String(init?.body)) as { approve: boolean; reason?: string };
        decisions.push(body);
        if (!body.approve && !body.reason) return envelope(null, 400, '请填写驳回原因');
        waiting = [];
        return envelope({ organisationId: 7, auditType: body.approve ? 3 : 4 });
      },
    },
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/账号/), 'support');
  await user.type(screen.getByLabelText(/密码/), 'support123456');
  await user.click(screen.getByRole('button', { name: /登录/ }));
  return user;
}

describe('certification review (/lab/certifications)', () => {
  it('shows the queue, previews the licence image and the contract PDF, and approves', async () => {
    const api = fakeReviewApi();
    stubApi(api.handlers);
    renderApp('/lab/certifications');
    const user = await signIn();
    const item = await screen.findByTestId('certification-queue-item');
    expect(item.textContent).toContain('杭州新锐基因科技有限公司');
    expect(item.textContent).toContain('13800000004');
    await user.click(item);
    const detail = await screen.findByTestId('certification-detail');
    expect(within(detail).getByRole('img', { name: '营业执照.png' }).getAttribute('src')).toBe('/api/File/view?key=l');
    expect(within(detail).getByTitle('技术服务合同.pdf').getAttribute('src')).toBe('/api/File/view?key=c');
    expect(detail.textContent).toContain('90%');
    await user.click(within(detail).getByTestId('approve-certification'));
    expect((await screen.findByTestId('review-notice')).textContent).toContain(
      '已通过「杭州新锐基因科技有限公司」的认证',
    );
    expect(api.decisions).toEqual([{ organisationId: 7, approve: true }]);
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });

  it('rejects only with a reason', async () => {
    const api = fakeReviewApi();
    stubApi(api.handlers);
    renderApp('/lab/certifications');
    const user = await signIn();
    await user.click(await screen.findByTestId('certification-queue-item'));
    await user.click(await screen.findByRole('button', { name: '驳回' }));
    const confirm = await screen.findByRole('button', { name: '确认驳回' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText(/驳回原因/), '营业执照不清晰');
    await user.click(confirm);
    expect((await screen.findByTestId('review-notice')).textContent).toContain('已驳回');
    expect(api.decisions).toEqual([{ organisationId: 7, approve: false, reason: '营业执照不清晰' }]);
  });
});
