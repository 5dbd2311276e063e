import { createHash } from 'node:crypto';
import type { BotChallenge, SessionTokens, SmsCodeTypeValue } from '@seqportal/contract';
import { Redis } from 'ioredis';
import type { Response } from 'supertest';
import type { TestApp } from '../support/test-app.js';
import { TEST_REDIS_URL } from '../support/test-env.js';

/**
 * The accounts flows as a client drives them, for the accounts e2e tests. The proof of work is solved with
 * node:crypto (synchronous, a few milliseconds) rather than altcha-lib's async solver: same answer, faster.
 */
export function solve(challenge: BotChallenge): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) return number;
  }
  throw new Error('Challenge has no solution');
}

export function encodeProof(challenge: BotChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString('base64');
}

export async function fetchChallenge(t: TestApp): Promise<BotChallenge> {
  const response = await t.http.get('/api/NewLogin/GetBotChallenge').expect(200);
  return response.body.body as BotChallenge;
}

/** A fresh, solved bot-check proof (SendCode's `sig`). */
export async function botSig(t: TestApp): Promise<string> {
  const challenge = await fetchChallenge(t);
  return encodeProof(challenge, solve(challenge));
}

export async function sendCode(t: TestApp, phone: string, type: SmsCodeTypeValue): Promise<Response> {
  return t.http.post('/api/NewLogin/SendCode').send({ phone, type, sig: await botSig(t) });
}

async function outboxCount(t: TestApp, phone: string): Promise<number> {
  const [{ count }] = await t.dataSource.query(
    'SELECT count(*)::int AS count FROM sms_outbox_message WHERE phone = $1',
    [phone],
  );
  return count as number;
}

/** Sends a code through the real endpoint and reads it from the outbox once the queue delivered it. */
export async function sendAndReadCode(t: TestApp, phone: string, type: SmsCodeTypeValue): Promise<string> {
  const before = await outboxCount(t, phone);
  const response = await sendCode(t, phone, type);
  if (response.body.code !== 0) throw new Error(`SendCode failed: ${JSON.stringify(response.body)}`);
  const deadline = Date.now() + 10_000;
  while ((await outboxCount(t, phone)) <= before) {
    if (Date.now() > deadline) throw new Error('The SMS never reached the outbox');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return latestCode(t, phone);
}

export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.dataSource.query(
    'SELECT content FROM sms_outbox_message WHERE phone = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  );
  const match = /(\d{6})/.exec(row.content as string);
  if (!match) throw new Error('No code in the SMS');
  return match[1]!;
}

/** Redis under the test app's prefix, for looking at (and resetting) what the module keeps there. */
export function testRedis(t: TestApp): Redis {
  return new Redis(TEST_REDIS_URL, { keyPrefix: `${t.redisPrefix}:` });
}

/** Forgets every send limit (cooldowns, hourly windows, the per-IP window): tests may send many codes. */
export async function resetSendLimits(t: TestApp): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    const keys = await redis.keys(`${t.redisPrefix}:accounts:sms:*`);
    const limits = keys.filter((key) => !key.includes(':sms:code:'));
    if (limits.length > 0) await redis.del(...limits);
  } finally {
    redis.disconnect();
  }
}

export async function loginTicket(t: TestApp, phone: string): Promise<Response> {
  const code = await sendAndReadCode(t, phone, 2);
  return t.http.post('/api/NewLogin/Login').send({ phone, messageCode: code, avoidLogin: true });
}

/** The whole SMS login for one identity (the first one, or the one with `account`). */
export async function signIn(t: TestApp, phone: string, account?: string, avoidLogin = true): Promise<SessionTokens> {
  const login = await loginTicket(t, phone);
  if (login.body.code !== 0) throw new Error(`Login failed: ${JSON.stringify(login.body)}`);
  const identities = login.body.body.memberInfo as Array<{ id: number; account: string }>;
  const identity = account ? identities.find((candidate) => candidate.account === account) : identities[0];
  if (!identity) throw new Error(`No identity ${account ?? ''} for ${phone}`);
  const response = await t.http
    .get('/api/NewLogin/GetToken')
    .query({ id: identity.id, avoidLogin, ticket: login.body.body.ticket });
  if (response.body.code !== 0) throw new Error(`GetToken failed: ${JSON.stringify(response.body)}`);
  return response.body.body as SessionTokens;
}

export { bearer } from '../support/bearer.js';
