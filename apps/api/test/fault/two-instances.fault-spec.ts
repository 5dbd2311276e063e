import { randomBytes } from 'node:crypto';
import type { BotChallenge } from '@seqportal/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { startApiProcess, type ApiProcess } from '../lab/api-process/api-process.js';
import { encodeProof, solve } from '../accounts/accounts-test-kit.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';
import { childEnv, waitFor } from './support/fault-kit.js';

const LIMITED = { code: 429, message: '操作过于频繁，请稍后再试', body: null };

/**
 * Two API processes (src/main.ts twice, each its own operating-system process, Nest application and Redis
 * connections) of one deployment: the same database and Redis prefix. Only Redis can make them share the
 * per-client rate limit and the per-phone SMS send limit.
 */
describe('two API processes behind one address', () => {
  let database: { name: string; url: string };
  let first: ApiProcess;
  let second: ApiProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      ...childEnv({
        databaseUrl: database.url,
        redisPrefix: `fault:${randomBytes(4).toString('hex')}`,
        s3Endpoint: inject('s3Endpoint'),
      }),
      THROTTLE_LIMIT: '5',
      THROTTLE_TTL_SECONDS: '120',
    };
    // The first also runs the queue worker, so that what either process sends reaches the outbox.
    [first, second] = await Promise.all([startApiProcess({ ...env, WORKER_IN_PROCESS: 'true' }), startApiProcess(env)]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    if (database) await dropTestDatabase(database.name);
  });

  const envelope = async (response: Promise<Response>) => (await response).json() as Promise<{ code: number }>;
  const sendCode = async (api: ApiProcess, phone: string) => {
    const challenge = (await (await fetch(`${api.url}/api/NewLogin/GetBotChallenge`)).json()) as {
      body: BotChallenge;
    };
    const sig = encodeProof(challenge.body, solve(challenge.body));
    return fetch(`${api.url}/api/NewLogin/SendCode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, type: 2, sig }),
    });
  };
  const outboxCount = async (phone: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM sms_outbox_message WHERE phone = $1',
        [phone],
      );
      return rows[0]!.count;
    } finally {
      await client.end();
    }
  };

  it('runs two separate processes', () => {
    expect(new Set([process.pid, first.pid, second.pid]).size).toBe(3);
  });

  it('counts one rate limit across both: the sixth call answers 429 on either', async () => {
    // Without a staff token this route answers code 100 until the client's limit is used up.
    const attempt = (api: ApiProcess) => envelope(fetch(`${api.url}/api/admin/sms-outbox`));
    const codes = [];
    for (const api of [first, second, first, second, first]) codes.push((await attempt(api)).code);
    expect(codes).toEqual([100, 100, 100, 100, 100]);
    expect(await attempt(second)).toEqual(LIMITED);
    expect(await attempt(first)).toEqual(LIMITED);
  });

  it('counts one SMS send limit across both: a phone gets one code a minute, whichever process is asked', async () => {
    expect((await envelope(sendCode(first, '13900000081'))).code).toBe(0);
    expect(await envelope(sendCode(second, '13900000081'))).toEqual(LIMITED);

    // At the same moment through both: one of them sends.
    const answers = await Promise.all([
      envelope(sendCode(first, '13900000082')),
      envelope(sendCode(second, '13900000082')),
    ]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 429]);

    for (const phone of ['13900000081', '13900000082']) {
      await waitFor(async () => ((await outboxCount(phone)) > 0 ? true : undefined), 20_000, 'the SMS');
    }
    expect(await outboxCount('13900000081')).toBe(1);
    expect(await outboxCount('13900000082')).toBe(1);
  });
});
