import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_SHEET_FORMAT_MESSAGE, type ParseSampleExcelResult } from '@seqportal/contract';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { setToken } from '@/lib/session';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi, type ApiHandler } from '@/testing/stub-api';
import { readSampleSheet } from '../lib/sample-sheet';
import { stubXhr } from '@/testing/fake-xhr';
import { API, libraryLists } from '../testing/sample-sheet-fixtures';

const toasts = (): string[] => screen.queryAllByTestId('notifier-toast').map((toast) => toast.textContent ?? '');

const MEMBER = {
  id: 7,
  nickName: '王博士',
  phone: '13800000001',
  account: 'wang',
  companyName: '上海示例生物科技有限公司',
  email: '',
  auditType: 3,
  balance: null,
};
const ADDRESS = {
  id: 1,
  name: '张晓明',
  phone: '13800000001',
  province: '上海市',
  city: '市辖区',
  district: '浦东新区',
  street: '',
  address: '张江路 88 号',
  postalCode: '',
  isDefault: true,
};

function signedInApi(handlers: Record<string, ApiHandler>) {
  setToken('token-7', 'refresh-7', false);
  return stubApi({
    '/api/NewPersonalCenter/GetMemberInfo': () => envelope(MEMBER),
    '/api/NewPersonalCenter/GetAddressList': () => envelope([ADDRESS]),
    ...handlers,
  });
}

const sheetFile = (name = '样本信息表.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 3, 4])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

async function chooseFile(file: File) {
  // /work renders the whole workbench around the card: more than the default second under a loaded CI.
  const card = await screen.findByTestId('one-click-order-card');
  await within(card).findByTestId('pickup-address');
  await userEvent.upload(screen.getByTestId('sheet-file-input'), file);
}

const CLEAN: ParseSampleExcelResult = { skuList: [{ skuId: 31, count: 1 }], list: [], ...libraryLists() };

describe('one-click order on /work', { timeout: 20_000 }, () => {
  it('shows the first pickup address with the phone masked', async () => {
    signedInApi({});
    renderApp('/work');
    const address = await screen.findByTestId('pickup-address');
    expect(address.textContent).toContain('张晓明 138****0001');
    expect(address.textContent).toContain('上海市 市辖区 浦东新区 张江路 88 号');
  });

  it('uploads with progress, parses the stored path and lists errors with sheet, row and column', async () => {
    const fetchMock = signedInApi({
      [API.parseSampleExcel]: () =>
        envelope<ParseSampleExcelResult>(
          {
            skuList: [{ skuId: 31, count: 1 }],
            list: [
              {
                msg: '文库信息第3行L列：i7 index格式不正确',
                sheet: '文库信息',
                row: 3,
                column: 'L',
                title: 'i7 index',
                message: 'i7 index格式不正确',
              },
            ],
            ...libraryLists({ i7Second: 'TTAT-ACC' }),
          },
          400,
          '样本表有1处错误',
        ),
    });
    const { uploads } = stubXhr();
    const { router } = renderApp('/work');
    await chooseFile(sheetFile());

    await waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload!.url).toBe('/api/File/uploadExcel');
    expect(upload!.headers.Authorization).toBe('Bearer token-7');
    expect(((upload!.body as FormData).get('file') as File).name).toBe('样本信息表.xlsx');
    upload!.progress(40, 100);
    expect(await screen.findByText('上传中 40%')).toBeTruthy();
    upload!.respond(200, envelope({ files: [{ url: 'https://files.example.cn/coi/2026/01/sheet.xlsx' }] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_info_error'));
    const parseCall = fetchMock.mock.calls.find(([input]) => String(input).includes(API.parseSampleExcel));
    expect(JSON.parse(String(parseCall![1]?.body))).toEqual({ Path: 'coi/2026/01/sheet.xlsx' });

    const layer = await screen.findByTestId('layer-modal');
    const [row] = within(layer).getAllByTestId('sheet-error');
    expect(within(row!).getByTestId('sheet-error-row').textContent).toBe('3');
    expect(within(row!).getByTestId('sheet-error-column').textContent).toBe('L（i7 index）');
    expect(within(row!).getByTestId('sheet-error-message').textContent).toBe('i7 index格式不正确');
    // No toast on top of the list.
    expect(toasts()).toEqual([]);

    // The rows as read are kept, so the customer can fix them in the table.
    await userEvent.click(within(layer).getByTestId('fix-in-table'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_input'));
    await userEvent.click(await screen.findByTestId('sample-tab-zwk'));
    expect(screen.getByTestId('cell-error-zwk-1-indexi7').textContent).toBe('i7 index格式不正确');
    // The import's own list stays at hand beside the table.
    const note = screen.getByTestId('import-errors-note');
    expect(note.textContent).toContain('上传时样本表中有1处问题');
    await userEvent.click(within(note).getByRole('button', { name: '查看' }));
    expect(within(note).getByRole('listitem').textContent).toBe('文库信息 第3行 L（i7 index）：i7 index格式不正确');
  });

  it('announces 上传成功, opens the overview and shows the file name with 一键下单 and 重新上传', async () => {
    signedInApi({ [API.parseSampleExcel]: () => envelope(CLEAN) });
    const { uploads } = stubXhr();
    const { router } = renderApp('/work');
    await chooseFile(sheetFile('批次A.xlsx'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.respond(200, envelope({ files: [{ url: 'coi/2026/a.xlsx' }] }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sample_info_main'));
    expect(toasts()).toContain('上传成功');
    const overview = await screen.findByTestId('sample-info-main');
    expect(within(overview).getByTestId('overview-count-wk').textContent).toBe('1');
    expect(within(overview).getByTestId('overview-count-zwk').textContent).toBe('2');
    expect(within(overview).getByTestId('overview-count-lane').textContent).toBe('1');
    expect(within(overview).getByTestId('overview-contract').textContent).toBe('样本单下单（不使用合同）');

    await userEvent.click(within(screen.getByTestId('layer-modal')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work'));
    expect(screen.getByTestId('uploaded-file-name').textContent).toBe('批次A.xlsx');
    expect(screen.getByTestId('one-click-order').textContent).toBe('一键下单');
    expect(screen.getByTestId('reupload').textContent).toBe('重新上传');
    expect(readSampleSheet()?.skuList).toEqual([{ skuId: 31, count: 1 }]);
  });

  it('refuses a file that is not .xlsx before uploading it', async () => {
    signedInApi({});
    const { uploads } = stubXhr();
    renderApp('/work');
    const card = await screen.findByTestId('one-click-order-card');
    await within(card).findByTestId('pickup-address');
    // applyAccept off: the customer may drop any file on the zone, the check must catch it.
    await userEvent.upload(
      screen.getByTestId('sheet-file-input'),
      new File(['a,b'], 'samples.csv', { type: 'text/csv' }),
      { applyAccept: false },
    );
    await waitFor(() => expect(toasts()).toEqual([SAMPLE_SHEET_FORMAT_MESSAGE]));
    expect(uploads).toHaveLength(0);
  });

  it('shows the message of a file refused as a whole, with nothing to list', async () => {
    signedInApi({ [API.parseSampleExcel]: () => envelope(null, 400, '文件解压后过大，已拒绝解析') });
    const { uploads } = stubXhr();
    const { router } = renderApp('/work');
    await chooseFile(sheetFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.respond(200, envelope({ files: [{ url: 'coi/2026/bomb.xlsx' }] }));
    await waitFor(() => expect(toasts()).toEqual(['文件解压后过大，已拒绝解析']));
    expect(router.state.location.pathname).toBe('/work');
    expect(screen.getByTestId('sheet-drop-zone')).toBeTruthy();
  });

  it('shows the upload refusal (11001) as a toast', async () => {
    signedInApi({});
    const { uploads } = stubXhr();
    renderApp('/work');
    await chooseFile(sheetFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.respond(200, envelope(null, 11001, '您上传的文件超出10MB，请重新上传'));
    await waitFor(() => expect(toasts()).toEqual(['您上传的文件超出10MB，请重新上传']));
  });

  it('downloads the template of the chosen product type with the customer token', async () => {
    const fetchMock = signedInApi({
      '/api/NewOrder/DownLoadExcel': () =>
        new Response(new Uint8Array([0x50, 0x4b]), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename="sample-sheet.xlsx"; filename*=UTF-8''${encodeURIComponent('文库样本信息表.xlsx')}`,
          },
        }),
    });
    // Object URLs are replaced for this test only (jsdom has none of its own) and restored afterwards.
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    const createObjectURL = vi.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, original);
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderApp('/work');
    await userEvent.click(await screen.findByTestId('template-download-LIBRARY'));

    await waitFor(() => expect(clicked).toEqual(['文库样本信息表.xlsx']));
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/NewOrder/DownLoadExcel'))!;
    expect(new URL(String(call[0]), 'http://localhost').searchParams.get('templateType')).toBe('LIBRARY');
    expect(new Headers(call[1]?.headers).get('Authorization')).toBe('Bearer token-7');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
