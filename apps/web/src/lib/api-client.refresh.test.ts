import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '@/testing/stub-api';
import { apiRequest } from './api-client';
import { notifier } from './notifier';
import { getRefreshToken, getToken, setToken } from './session';

const MEMBER = '/api/NewPersonalCenter/GetMemberInfo';
const REFRESH = '/api/UserCurr/RefreshToken';

const authOf = (init: RequestInit | undefined): string | undefined =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

/** Answers 101 to the expired access token and success to the fresh one, like the API does. */
const memberByToken = (_url: URL, init: RequestInit | undefined) =>
  authOf(init) === 'Bearer fresh' ? envelope({ id: 7 }) : envelope(null, 101, 'token expired');

describe('apiRequest: refreshing an expired access token', () => {
  it('refreshes once and retries the call when it answers 101 and a refresh token exists', async () => {
    setToken('stale', 'refresh-1', true);
    const fetchMock = stubApi({
      [MEMBER]: memberByToken,
      [REFRESH]: () => envelope({ token: 'fresh', refreshToken: 'refresh-2' }),
    });

    const answer = await apiRequest<{ id: number }>('GetMemberInfo');

    expect(answer).toMatchObject({ code: 0, body: { id: 7 } });
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual([MEMBER, REFRESH, MEMBER]);
    const refreshInit = fetchMock.mock.calls[1]?.[1];
    expect(refreshInit?.body).toBe('{"refreshToken":"refresh-1"}');
    // The rotated pair replaces the old one, in the storage the session was kept in.
    expect(getToken()).toBe('fresh');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(localStorage.getItem('seqportal.token')).toBe('fresh');
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('shares one refresh between calls that expire together, because a reused refresh token is revoked', async () => {
    setToken('stale', 'refresh-1', false);
    let refreshes = 0;
    stubApi({
      [MEMBER]: memberByToken,
      [REFRESH]: () => {
        refreshes += 1;
        return refreshes === 1 ? envelope({ token: 'fresh', refreshToken: 'refresh-2' }) : envelope(null, 102);
      },
    });

    const answers = await Promise.all([
      apiRequest('GetMemberInfo'),
      apiRequest('GetMemberInfo'),
      apiRequest('GetMemberInfo'),
    ]);

    expect(answers.map((a) => a.code)).toEqual([0, 0, 0]);
    expect(refreshes).toBe(1);
    expect(localStorage.getItem('seqportal.token')).toBeNull();
  });

  it('gives up to the login-expired dialog when the refresh fails', async () => {
    setToken('stale', 'refresh-1', true);
    stubApi({ [MEMBER]: memberByToken, [REFRESH]: () => envelope(null, 102, 'revoked') });

    const answer = await apiRequest('GetMemberInfo', { silent: true });

    expect(answer.code).toBe(101);
    expect(getToken()).toBeNull();
    expect(notifier.getSnapshot()).toEqual([
      expect.objectContaining({ kind: 'dialog', message: '您的登录已失效，请重新登录！', okTo: '/login' }),
    ]);
  });

  it('does not refresh without a refresh token, nor on 102', async () => {
    setToken('stale', null, false);
    const fetchMock = stubApi({ [MEMBER]: () => envelope(null, 101) });
    await apiRequest('GetMemberInfo', { silent: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    setToken('forged', 'refresh-1', false);
    const forged = stubApi({ [MEMBER]: () => envelope(null, 102) });
    await apiRequest('GetMemberInfo', { silent: true });
    expect(forged).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('retries only once when the renewed token is refused as well', async () => {
    setToken('stale', 'refresh-1', false);
    const fetchMock = stubApi({
      [MEMBER]: () => envelope(null, 101),
      [REFRESH]: () => envelope({ token: 'fresh', refreshToken: 'refresh-2' }),
    });
    const answer = await apiRequest('GetMemberInfo', { silent: true });
    expect(answer.code).toBe(101);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(getToken()).toBeNull();
  });
});
