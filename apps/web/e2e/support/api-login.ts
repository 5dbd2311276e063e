import type { ApiEnvelope, BotChallenge, LoginResponse, SessionTokens } from '@seqportal/contract';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Signs a customer in through the real HTTP flow, for browser tests that need a logged-in customer without
 * driving the login page: bot-check challenge, SendCode (type 2), the code from the staff SMS outbox, Login and
 * GetToken. With several identities on the phone, `account` picks one (default: the first).
 *
 * The API sends one code per phone per 60 s (and ten per hour): call it once per phone in a test file and
 * share the answer, or use different phones; a second call within a minute fails with code 429.
 */
export async function apiLogin(
  baseUrl: string,
  phone: string,
  account?: string,
): Promise<{ token: string; refreshToken: string; memberId: number }> {
  const staffToken = (
    await call<{ token: string }>(baseUrl, 'POST', '/api/admin/auth/login', {
      body: { username: 'admin', password: 'admin123456' },
    })
  ).token;
  const seenBefore = await latestOutboxId(baseUrl, staffToken, phone);

  const challenge = await call<BotChallenge>(baseUrl, 'GET', '/api/NewLogin/GetBotChallenge');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('apiLogin: the bot-check challenge could not be solved');
  const sig = btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
  await call<null>(baseUrl, 'POST', '/api/NewLogin/SendCode', { body: { phone, type: 2, sig } });

  const messageCode = await waitForCode(baseUrl, staffToken, phone, seenBefore);
  const login = await call<LoginResponse>(baseUrl, 'POST', '/api/NewLogin/Login', {
    body: { phone, messageCode, avoidLogin: true },
  });
  const identity = account ? login.memberInfo.find((candidate) => candidate.account === account) : login.memberInfo[0];
  if (!identity) throw new Error(`apiLogin: ${phone} has no identity ${account ?? ''}`);
  const query = new URLSearchParams({ id: String(identity.id), avoidLogin: 'true', ticket: login.ticket });
  const tokens = await call<SessionTokens>(baseUrl, 'GET', `/api/NewLogin/GetToken?${query.toString()}`);
  return { token: tokens.token, refreshToken: tokens.refreshToken, memberId: identity.id };
}

interface OutboxEntry {
  id: number;
  content: string;
}

async function latestOutboxId(baseUrl: string, staffToken: string, phone: string): Promise<number> {
  const messages = await outbox(baseUrl, staffToken, phone);
  return messages[0]?.id ?? 0;
}

function outbox(baseUrl: string, staffToken: string, phone: string): Promise<OutboxEntry[]> {
  return call<OutboxEntry[]>(baseUrl, 'GET', `/api/admin/sms-outbox?phone=${encodeURIComponent(phone)}`, {
    token: staffToken,
  });
}

/** The SMS goes through the queue, so the code lands in the outbox a moment after SendCode answered. */
async function waitForCode(baseUrl: string, staffToken: string, phone: string, seenBefore: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const [latest] = await outbox(baseUrl, staffToken, phone);
    const code = latest && latest.id > seenBefore ? /(\d{6})/.exec(latest.content)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`apiLogin: no SMS code for ${phone} arrived in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (envelope.code !== 0) throw new Error(`apiLogin: ${method} ${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.body as T;
}
