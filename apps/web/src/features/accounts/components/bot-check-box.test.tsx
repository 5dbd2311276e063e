import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { renderApp } from '@/testing/render-app';
import { envelope, stubApi } from '@/testing/stub-api';
import { resetCountdowns } from '../lib/sms-countdown';
import { API, accountApi, sentBody, testChallenge, unsolvableChallenge } from '../testing/account-api-stubs';

afterEach(() => resetCountdowns());

const botCheck = (): HTMLElement => screen.getByTestId('bot-check');
const challengeCalls = (fetchMock: ReturnType<typeof stubApi>): number =>
  fetchMock.mock.calls.filter(([input]) => String(input).includes(API.challenge)).length;

describe('the bot-check', () => {
  it('answers 请输入正确的手机号 while the phone is not valid, without fetching a challenge', async () => {
    const fetchMock = stubApi(accountApi());
    renderApp('/login');
    await userEvent.click(await screen.findByTestId('bot-check'));
    expect(notifier.getSnapshot().map((n) => n.message)).toEqual(['请输入正确的手机号']);
    expect(botCheck().getAttribute('data-status')).toBe('idle');
    expect(challengeCalls(fetchMock)).toBe(0);
  });

  it('shows 智能检测中 while solving and 验证成功 once solved', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = stubApi(accountApi());
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes(API.challenge)) await held;
      return answer(input, init);
    });
    renderApp('/login');
    await userEvent.type(await screen.findByTestId('phone-input'), '13800000001');

    await waitFor(() => expect(botCheck().textContent).toBe('智能检测中'));
    await act(async () => release());
    await waitFor(() => expect(botCheck().textContent).toBe('验证成功'));
  });

  it('shows 验证失败，请在此点击按钮刷新 when the challenge cannot be solved, and a click retries', async () => {
    let challenges = 0;
    const fetchMock = stubApi(
      accountApi({
        [API.challenge]: () => {
          challenges += 1;
          return envelope(challenges === 1 ? unsolvableChallenge() : testChallenge());
        },
      }),
    );
    renderApp('/login');
    await userEvent.type(await screen.findByTestId('phone-input'), '13800000001');
    await waitFor(() => expect(botCheck().textContent).toBe('验证失败，请在此点击按钮刷新'));

    await userEvent.click(botCheck());

    await waitFor(() => expect(botCheck().textContent).toBe('验证成功'));
    expect(challengeCalls(fetchMock)).toBe(2);
  });

  it('fails when the challenge cannot be fetched, without a toast of its own', async () => {
    stubApi(accountApi({ [API.challenge]: () => new Response('', { status: 502 }) }));
    renderApp('/login');
    await userEvent.type(await screen.findByTestId('phone-input'), '13800000001');
    await waitFor(() => expect(botCheck().getAttribute('data-status')).toBe('failed'));
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('spends each proof on one send and solves a fresh challenge for the next', async () => {
    let challenges = 0;
    const fetchMock = stubApi(
      accountApi({
        [API.challenge]: () => {
          challenges += 1;
          return envelope({ ...testChallenge(), signature: `sig-${challenges}` });
        },
      }),
    );
    renderApp('/register');
    await userEvent.type(await screen.findByTestId('phone-input'), '13900000009');
    await waitFor(() => expect(botCheck().textContent).toBe('验证成功'));

    await userEvent.click(screen.getByTestId('sms-send'));

    await waitFor(() => expect(challenges).toBe(2));
    await waitFor(() => expect(botCheck().textContent).toBe('验证成功'));
    const send = fetchMock.mock.calls.find(([input]) => String(input).includes(API.sendCode));
    const body = sentBody(send?.[1]);
    expect(body.type).toBe(1);
    expect(JSON.parse(atob(String(body.sig))).signature).toBe('sig-1');
  });
});
