import { ErrorCode } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/testing/fake-xhr';
import { envelope, stubApi } from '@/testing/stub-api';
import { notifier } from './notifier';
import { getToken, setToken } from './session';
import { fileForm, readUploadAnswer, UploadNetworkError, uploadToRoute, xhrUpload } from './upload-with-progress';

const sheet = () => new File(['a,b\n1,2\n'], 'sheet.csv', { type: 'text/csv' });
const TOO_LARGE = '文件过大';
const REFRESH = '/api/UserCurr/RefreshToken';

/** Lets the awaited steps between two requests (a refresh between two sends) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('xhrUpload', () => {
  it('reports progress in whole percent, rounded down, and answers the status and text', async () => {
    const { uploads } = stubXhr();
    const onProgress = vi.fn();
    const answer = xhrUpload({
      method: 'PUT',
      url: 'https://bucket.example.cn/put',
      body: new Blob(['x']),
      headers: { 'X-Test': '1' },
      onProgress,
    });
    const upload = uploads[0]!;
    expect(upload).toMatchObject({ method: 'PUT', url: 'https://bucket.example.cn/put', headers: { 'X-Test': '1' } });
    upload.progress(1, 3);
    upload.progress(0, 0);
    upload.progress(3, 3);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 1, total: 3, percent: 33 },
      { loaded: 3, total: 3, percent: 100 },
    ]);
    upload.respond(200, 'done');
    await expect(answer).resolves.toEqual({ status: 200, text: 'done' });
  });

  it('rejects with a network error when no answer comes, and with an AbortError when aborted', async () => {
    const { uploads } = stubXhr();
    const failed = xhrUpload({ method: 'POST', url: '/x', body: fileForm(sheet()) });
    uploads[0]!.fail();
    await expect(failed).rejects.toBeInstanceOf(UploadNetworkError);
    await expect(failed).rejects.toThrow('网络异常');

    const controller = new AbortController();
    const aborted = xhrUpload({ method: 'POST', url: '/x', body: fileForm(sheet()), signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[1]!.aborted).toBe(true);

    // Aborted before it started: nothing is sent.
    await expect(
      xhrUpload({ method: 'POST', url: '/x', body: fileForm(sheet()), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads).toHaveLength(2);
  });
});

describe('readUploadAnswer', () => {
  const read = (status: number, text: string) => readUploadAnswer({ status, text }, { tooLarge: TOO_LARGE });

  it('reads the envelope of a 200 answer, whatever its code (the caller judges it)', () => {
    expect(read(200, JSON.stringify(envelope({ files: [] })))).toEqual({ ok: true, envelope: envelope({ files: [] }) });
    expect(read(200, JSON.stringify(envelope(null, 11002, '格式不正确')))).toMatchObject({
      ok: true,
      envelope: { code: 11002 },
    });
  });

  it('answers the client’s words for HTTP failures and for an answer that is not an envelope', () => {
    expect(read(413, '')).toEqual({ ok: false, message: TOO_LARGE, code: ErrorCode.UploadTooLarge, status: 413 });
    expect(read(502, '')).toEqual({ ok: false, message: '服务器错误', status: 502 });
    expect(read(404, '')).toEqual({ ok: false, message: '接口地址错误', status: 404 });
    expect(read(200, '<html>')).toEqual({ ok: false, message: '未知异常', status: 200 });
    expect(readUploadAnswer({ status: 200, text: '{}' }, { tooLarge: TOO_LARGE, badAnswer: '返回格式不正确' })).toEqual(
      {
        ok: false,
        message: '返回格式不正确',
        status: 200,
      },
    );
  });
});

describe('uploadToRoute', () => {
  it('posts the form to the contract route with its query and the customer’s token', async () => {
    setToken('customer-token', null, false);
    const { uploads } = stubXhr();
    const form = fileForm(sheet());
    const answer = uploadToRoute('uploadFile', form, { query: { kind: 'contract' }, tooLarge: TOO_LARGE });
    const upload = uploads[0]!;
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/File/uploadFile?kind=contract');
    expect(upload.headers).toMatchObject({ Authorization: 'Bearer customer-token', Accept: 'application/json' });
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
    upload.respond(200, envelope({ files: [{ url: 'coi/a.png' }] }));
    await expect(answer).resolves.toMatchObject({
      ok: true,
      envelope: { code: 0, body: { files: [{ url: 'coi/a.png' }] } },
    });
  });

  it('answers 网络异常 when the connection drops', async () => {
    const { uploads } = stubXhr();
    const answer = uploadToRoute('uploadExcel', fileForm(sheet()), { tooLarge: TOO_LARGE });
    uploads[0]!.fail();
    await expect(answer).resolves.toEqual({ ok: false, message: '网络异常', status: 0 });
  });

  it('renews an expired access token and sends the upload once more', async () => {
    setToken('stale', 'refresh-1', false);
    stubApi({ [REFRESH]: () => envelope({ token: 'fresh', refreshToken: 'refresh-2' }) });
    const { uploads } = stubXhr();
    const onProgress = vi.fn();
    const answer = uploadToRoute('uploadExcel', fileForm(sheet()), { tooLarge: TOO_LARGE, onProgress });
    uploads[0]!.respond(200, envelope(null, ErrorCode.TokenExpired, 'token expired'));
    await vi.waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.headers.Authorization).toBe('Bearer fresh');
    uploads[1]!.progress(5, 10);
    expect(onProgress).toHaveBeenCalledWith({ loaded: 5, total: 10, percent: 50 });
    uploads[1]!.respond(200, envelope({ files: [{ url: 'coi/b.xlsx' }] }));
    await expect(answer).resolves.toMatchObject({ ok: true, envelope: { code: 0 } });
  });

  it('ends a dead session with the login-expired dialog', async () => {
    setToken('dead', null, false);
    const { uploads } = stubXhr();
    const answer = uploadToRoute('uploadExcel', fileForm(sheet()), { tooLarge: TOO_LARGE });
    uploads[0]!.respond(200, envelope(null, 102, 'revoked'));
    await settle();
    await expect(answer).resolves.toEqual({
      ok: false,
      message: '您的登录已失效，请重新登录！',
      code: 102,
      status: 200,
    });
    expect(getToken()).toBeNull();
    expect(notifier.getSnapshot()).toEqual([
      expect.objectContaining({ kind: 'dialog', message: '您的登录已失效，请重新登录！', okTo: '/login' }),
    ]);
  });

  it('rejects with an AbortError when the page cancels it', async () => {
    const { uploads } = stubXhr();
    const controller = new AbortController();
    const answer = uploadToRoute('uploadExcel', fileForm(sheet()), { tooLarge: TOO_LARGE, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(uploads[0]!.aborted).toBe(true);
  });
});
