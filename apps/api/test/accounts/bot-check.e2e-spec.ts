import { ConfigService } from '@nestjs/config';
import type { BotChallenge } from '@seqportal/contract';
import { createChallenge } from 'altcha-lib/v1';
import type { AuthConfig } from '../../src/config/configuration.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { botSig, encodeProof, fetchChallenge, resetSendLimits, solve } from './accounts-test-kit.js';

describe('bot-check before an SMS code is sent', () => {
  let t: TestApp;
  const send = (body: object) => t.http.post('/api/NewLogin/SendCode').send(body);

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => resetSendLimits(t));
  afterAll(() => t.close());

  it('answers an ALTCHA challenge that expires in five minutes', async () => {
    const challenge = await fetchChallenge(t);
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(/expires=(\d+)/.exec(challenge.salt)?.[1]);
    const inSeconds = expires - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(290);
    expect(inSeconds).toBeLessThanOrEqual(300);
  });

  it('answers a different challenge every time', async () => {
    const [first, second] = await Promise.all([fetchChallenge(t), fetchChallenge(t)]);
    expect(first.salt).not.toBe(second.salt);
  });

  it('sends the code with a solved challenge', async () => {
    const response = await send({ phone: '13911110001', type: 2, sig: await botSig(t) });
    expect(response.body).toEqual({ code: 0, message: '验证码发送成功', body: null });
  });

  it('answers 请先通过智能验证 without a proof', async () => {
    const response = await send({ phone: '13911110002', type: 2 });
    expect(response.body).toMatchObject({ code: 400, message: '请先通过智能验证' });
    const empty = await send({ phone: '13911110002', type: 2, sig: '' });
    expect(empty.body).toMatchObject({ code: 400, message: '请先通过智能验证' });
  });

  it('answers 手机号格式不正确！ for a bad phone', async () => {
    for (const phone of ['1234', '12800000001', '1380000000a', '']) {
      const response = await send({ phone, type: 2, sig: await botSig(t) });
      expect(response.body).toMatchObject({ code: 400, message: '手机号格式不正确！' });
    }
  });

  it('refuses an unknown SMS type', async () => {
    const response = await send({ phone: '13911110003', type: 9, sig: await botSig(t) });
    expect(response.body).toMatchObject({ code: 400, message: '验证码类型不正确' });
  });

  it('refuses a challenge that is used a second time', async () => {
    const sig = await botSig(t);
    expect((await send({ phone: '13911110004', type: 2, sig })).body.code).toBe(0);
    const again = await send({ phone: '13911110005', type: 2, sig });
    expect(again.body).toMatchObject({ code: 400, message: '智能验证已失效，请刷新后重试' });
  });

  it('refuses a wrong answer to the challenge', async () => {
    const challenge = await fetchChallenge(t);
    const wrong = (solve(challenge) + 1) % challenge.maxnumber;
    const response = await send({ phone: '13911110006', type: 2, sig: encodeProof(challenge, wrong) });
    expect(response.body).toMatchObject({ code: 400, message: '智能验证失败，请刷新后重试' });
  });

  it('refuses a challenge signed with another key', async () => {
    const forged = (await createChallenge({
      hmacKey: 'not-our-key-not-our-key',
      maxnumber: 10,
      expires: new Date(Date.now() + 60_000),
    })) as BotChallenge;
    const response = await send({ phone: '13911110007', type: 2, sig: encodeProof(forged, solve(forged)) });
    expect(response.body).toMatchObject({ code: 400, message: '智能验证失败，请刷新后重试' });
  });

  it('refuses an expired challenge', async () => {
    const { altchaHmacKey } = t.app.get(ConfigService).getOrThrow<AuthConfig>('auth');
    const expired = (await createChallenge({
      hmacKey: altchaHmacKey,
      maxnumber: 10,
      expires: new Date(Date.now() - 1000),
    })) as BotChallenge;
    const response = await send({ phone: '13911110008', type: 2, sig: encodeProof(expired, solve(expired)) });
    expect(response.body).toMatchObject({ code: 400, message: '智能验证失败，请刷新后重试' });
  });

  it('refuses a proof that is not base64 JSON', async () => {
    const response = await send({ phone: '13911110009', type: 2, sig: 'not-a-proof' });
    expect(response.body).toMatchObject({ code: 400, message: '智能验证失败，请刷新后重试' });
  });

  it('accepts and ignores the legacy sessionId and token fields', async () => {
    const response = await send({ phone: '13911110010', type: 2, sig: await botSig(t), sessionId: 's', token: 't' });
    expect(response.body.code).toBe(0);
  });
});
