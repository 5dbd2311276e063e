import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CERTIFICATION_TYPES,
  type CertificationDetail,
  type SubmitCertificationRequest,
  type UserInfo,
} from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { stubXhr } from '@/testing/fake-xhr';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { capFiles, fileProblem, toleranceRatioOf } from '../lib/certification-form';
import { API, fakePersonalCentreApi, MEMBER, signIn } from '../testing/personal-centre-api';

// The page loads types and the certification first; a busy machine needs more than the default second.
const LOAD = { timeout: 15_000 };
const notices = (): string[] => notifier.getSnapshot().map((notice) => notice.message);

const EMPTY: CertificationDetail = {
  type: null,
  mechanismName: '',
  throughputToleranceRatio: 100,
  contract: [],
  business: [],
  contractFiles: [],
  businessFiles: [],
  auditType: 1,
  rejectReason: null,
  submittedAt: null,
};

const NEW_COMPANY: UserInfo = { ...MEMBER, companyName: '杭州新芽生物有限公司', auditType: 1 };

function certificationApi(detail: CertificationDetail, member: UserInfo = NEW_COMPANY) {
  const submitted: SubmitCertificationRequest[] = [];
  let current = detail;
  const handlers: Record<string, ApiHandler> = {
    ...fakePersonalCentreApi().handlers,
    [API.memberInfo]: () => envelope(member),
    '/api/NewPersonalCenter/GetCertificationTypes': () => envelope(CERTIFICATION_TYPES),
    '/api/NewPersonalCenter/GetCertification': () => envelope(current),
    '/api/NewPersonalCenter/SubmitCertification': (_url, init) => {
      const body = JSON.parse(String(init?.body)) as SubmitCertificationRequest;
      submitted.push(body);
      current = { ...current, auditType: 2, submittedAt: '2026-11-24T10:00:00Z', mechanismName: body.mechanismName };
      return envelope({ postOk: true }, 0, '提交成功');
    },
  };
  return { handlers, submitted };
}

const drop = (zone: string, ...files: File[]) =>
  fireEvent.drop(screen.getByTestId(`${zone}-drop`), { dataTransfer: { files } });
const file = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('certification form rules', () => {
  it('clamps the tolerance ratio to 0-100 and reads empty as 100', () => {
    expect(toleranceRatioOf('')).toBe(100);
    expect(toleranceRatioOf('150')).toBe(100);
    expect(toleranceRatioOf('-3')).toBe(0);
    expect(toleranceRatioOf('42')).toBe(42);
  });

  it('refuses other formats and oversize files by name and size, with the spec words', () => {
    expect(fileProblem({ name: 'setup.exe', size: 10 }, 'contract')).toBe('仅支持jpg、jpeg、png、pdf格式文件');
    expect(fileProblem({ name: 'licence.PNG', size: 6 * 1024 * 1024 }, 'business')).toBe(
      '您上传的文件超出5MB，请重新上传',
    );
    expect(fileProblem({ name: 'c.pdf', size: 16 * 1024 * 1024 }, 'contract')).toBe('您上传的文件超出15MB，请重新上传');
    expect(fileProblem({ name: 'c.jpeg', size: 15 * 1024 * 1024 }, 'contract')).toBeNull();
  });

  it('keeps only the files that still fit, and says so', () => {
    expect(capFiles([1, 2, 3], 3)).toEqual({ kept: [1, 2], message: '最多只能再上传2个文件，已自动选取前2个文件' });
    expect(capFiles([1], 5)).toEqual({ kept: [], message: '最多只能上传5个文件' });
    expect(capFiles([1, 2], 0)).toEqual({ kept: [1, 2], message: null });
  });
});

describe('/my_info/fix_company', { timeout: 60_000 }, () => {
  it('checks type, name and licence in order, uploads with progress and previews, and submits', async () => {
    const api = certificationApi(EMPTY);
    stubApi(api.handlers);
    const xhr = stubXhr();
    signIn();
    renderApp('/my_info/fix_company');
    const name = (await screen.findByTestId('mechanism-name', {}, LOAD)) as HTMLInputElement;
    expect(name.value).toBe('杭州新芽生物有限公司');

    await userEvent.click(screen.getByTestId('certification-submit'));
    await waitFor(() => expect(notices()).toContain('认证类型为空，请选择认证类型！'));
    await userEvent.click(screen.getByLabelText('企业'));
    await userEvent.clear(name);
    await userEvent.click(screen.getByTestId('certification-submit'));
    expect(await screen.findByText('机构名称不能为空!')).toBeTruthy();
    await userEvent.type(name, '杭州新芽生物有限公司');

    // No licence yet: viewing one and submitting both say so.
    await userEvent.click(screen.getByTestId('view-licence'));
    await waitFor(() => expect(notices()).toContain('请先上传营业执照'));
    await userEvent.click(screen.getByTestId('certification-submit'));
    expect(await screen.findByText('请先上传营业执照', { selector: '[role=alert]' })).toBeTruthy();
    expect(api.submitted).toEqual([]);

    // Refused before uploading: wrong format, too large; nothing goes out.
    drop('business-files', file('setup.exe', 100, 'application/octet-stream'));
    expect(await screen.findByText('仅支持jpg、jpeg、png、pdf格式文件', { selector: '[role=alert]' })).toBeTruthy();
    drop('business-files', file('licence.png', 6 * 1024 * 1024));
    expect(await screen.findByText('您上传的文件超出5MB，请重新上传', { selector: '[role=alert]' })).toBeTruthy();
    expect(xhr.uploads).toEqual([]);

    // A real upload: progress bar, then a preview.
    drop('business-files', file('licence.png', 2048));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    expect(xhr.uploads[0]!.url).toBe('/api/File/uploadFile?kind=business');
    expect(xhr.uploads[0]!.headers.Authorization).toBe('Bearer test-token');
    act(() => xhr.uploads[0]!.progress(1024, 2048));
    const progress = await within(screen.getByTestId('business-files')).findByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    act(() =>
      xhr.uploads[0]!.respond(200, {
        code: 0,
        message: '上传成功',
        body: {
          files: [{ url: 'org/9/business/a.png', name: 'licence.png', format: 'png', link: '/api/File/view?key=a' }],
        },
      }),
    );
    const preview = await screen.findByTestId('business-files-file');
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/api/File/view?key=a');
    expect(within(screen.getByTestId('business-files')).queryByRole('progressbar')).toBeNull();

    // The server reads the content: a renamed text file comes back as 11002 and is shown as sent.
    drop('contract-files', file('contract.pdf', 300, 'application/pdf'));
    await waitFor(() => expect(xhr.uploads).toHaveLength(2));
    expect(xhr.uploads[1]!.url).toBe('/api/File/uploadFile?kind=contract');
    act(() => xhr.uploads[1]!.respond(200, { code: 11002, message: '仅支持jpg、jpeg、png、pdf格式文件', body: null }));
    expect(
      await within(screen.getByTestId('contract-files')).findByText('仅支持jpg、jpeg、png、pdf格式文件'),
    ).toBeTruthy();
    expect(screen.queryByTestId('contract-files-file')).toBeNull();

    // Viewing the licence now opens it inline.
    await userEvent.click(screen.getByTestId('view-licence'));
    expect(
      within(await screen.findByTestId('file-preview'))
        .getByRole('img')
        .getAttribute('src'),
    ).toBe('/api/File/view?key=a');
    await userEvent.keyboard('{Escape}');

    const ratio = screen.getByTestId('tolerance-ratio') as HTMLInputElement;
    await userEvent.clear(ratio);
    await userEvent.type(ratio, '150');
    await userEvent.click(screen.getByTestId('certification-submit'));
    await waitFor(() => expect(api.submitted).toHaveLength(1));
    expect(api.submitted[0]).toEqual({
      type: 1,
      mechanismName: '杭州新芽生物有限公司',
      throughputToleranceRatio: 100,
      contract: [],
      business: ['org/9/business/a.png'],
    });
    expect((await screen.findByTestId('certification-status')).textContent).toContain('正在审核中');
    expect(screen.queryByTestId('certification-submit')).toBeNull();
  });

  it('asks no licence for type key 2', async () => {
    const api = certificationApi(EMPTY);
    stubApi(api.handlers);
    signIn();
    renderApp('/my_info/fix_company');
    await userEvent.click(await screen.findByLabelText('高校及科研院所', {}, LOAD));
    expect(screen.queryByTestId('business-files')).toBeNull();
    await userEvent.click(screen.getByTestId('certification-submit'));
    await waitFor(() => expect(api.submitted).toHaveLength(1));
    expect(api.submitted[0]).toMatchObject({ type: 2, business: [] });
  });

  it('shows a rejection with its reason, prefilled for resubmission', async () => {
    const rejected: CertificationDetail = {
      ...EMPTY,
      type: { key: 3, value: '医疗机构' },
      mechanismName: '杭州新芽医院',
      throughputToleranceRatio: 80,
      auditType: 4,
      rejectReason: '营业执照不清晰',
      businessFiles: [{ url: 'b.png', name: '执照.png', format: 'png', link: '/api/File/view?key=b' }],
      business: ['b.png'],
    };
    stubApi(certificationApi(rejected, { ...NEW_COMPANY, auditType: 4 }).handlers);
    signIn();
    renderApp('/my_info/fix_company');
    expect((await screen.findByTestId('certification-status', {}, LOAD)).textContent).toContain(
      '审核未通过：营业执照不清晰',
    );
    expect((screen.getByTestId('mechanism-name') as HTMLInputElement).value).toBe('杭州新芽医院');
    expect((screen.getByTestId('tolerance-ratio') as HTMLInputElement).value).toBe('80');
    expect((screen.getByLabelText('医疗机构') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('business-files-file').textContent).toContain('执照.png');
    expect(screen.getByTestId('certification-submit').textContent).toBe('重新提交');
  });

  it('shows an approved certification read-only, and a load failure with 重试', async () => {
    stubApi(
      certificationApi({ ...EMPTY, auditType: 3, mechanismName: '上海示例', type: { key: 1, value: '企业' } }).handlers,
    );
    signIn();
    const { unmount } = renderApp('/my_info/fix_company');
    expect((await screen.findByTestId('certification-status', {}, LOAD)).textContent).toBe('已认证');
    expect((screen.getByTestId('mechanism-name') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('certification-submit')).toBeNull();
    unmount();

    stubApi({
      ...certificationApi(EMPTY).handlers,
      '/api/NewPersonalCenter/GetCertification': () => envelope(null, 500, '服务器异常'),
    });
    renderApp('/my_info/fix_company');
    expect((await screen.findByTestId('fix-company-error', {}, LOAD)).textContent).toContain('认证信息加载失败');
  });
});
