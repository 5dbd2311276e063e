// Issue 21: support chat delivery latency. BENCH_CHAT_CONVERSATIONS (50) customers, each with an open support
// stream and a conversation, and one agent with the desk stream open. All conversations chat at the same time, each
// at a human pace: the agent answers (the customer's stream must receive it), the customer writes (the agent's stream
// must receive it), ten times each. Latency: from just before the POST to the SSE event's arrival, so it includes
// the HTTP call, the database write, Redis pub/sub and the stream. Target: p99 ≤ 100 ms. Before that, one message
// each way per conversation sent one at a time: the delivery path's own cost, without queueing (its p50 shows a
// round trip added or removed even when the machine is loaded and the concurrent p99 is mostly scheduling noise).
import { createRequire } from 'node:module';
import { TextDecoder } from 'node:util';
import { customerToken } from './customer-token.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const TARGET_P99 = 100;
/** With the one-at-a-time message, 11 per side: below the chat's 12 messages per minute per conversation and side. */
const ROUNDS = 10;

async function call(apiBase, method, path, token, body) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code} ${envelope.message}`);
  return envelope.body;
}

/** Opens an SSE stream and calls onMessage(data) for each `message` event; resolves once `ready` arrived. */
async function openStream(url, onMessage, controller) {
  const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('No event stream');
  let ready;
  const readyPromise = new Promise((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') ready();
          else if (event === 'message' && data) onMessage(JSON.parse(data));
        }
      }
    } catch {
      // Aborted at the end of the bench.
    }
  })();
  await readyPromise;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export async function benchSupportChat({ apiBase, databaseUrl, jwtSecret, supportPassword, conversations = 50 }) {
  console.log(`Support chat: ${conversations} concurrent conversations, ${ROUNDS} rounds each way ...`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let memberIds;
  try {
    const tag = Date.now().toString(36);
    memberIds = (
      await client.query(
        `INSERT INTO member (phone, account, nick_name)
         SELECT '139' || lpad(n::text, 8, '0'), 'chat-bench-' || $1 || '-' || n, '压测客户' || n
           FROM generate_series(1, $2) AS n RETURNING id`,
        [tag, conversations],
      )
    ).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  const staff = await call(apiBase, 'POST', '/api/admin/auth/login', undefined, {
    username: 'support',
    password: supportPassword,
  });
  const controller = new AbortController();
  const pending = new Map();
  const arrived = (text) => {
    const started = pending.get(text);
    if (started === undefined) return;
    pending.delete(text);
    started.resolve(performance.now() - started.at);
  };
  const expect = (text) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" not delivered within 10 s`)), 10_000);
      pending.set(text, {
        at: performance.now(),
        resolve: (ms) => {
          clearTimeout(timer);
          resolve(ms);
        },
      });
    });
  try {
    const deskTicket = await call(apiBase, 'POST', '/api/admin/support/events-ticket', staff.token);
    await openStream(
      `${apiBase}${deskTicket.url}`,
      (data) => {
        if (data.message.kind === 'customer') arrived(data.message.text);
      },
      controller,
    );
    const customers = [];
    for (const memberId of memberIds) {
      const token = customerToken(jwtSecret, memberId);
      const started = await call(apiBase, 'POST', '/api/NewService/StartConversation', token, { context: 'general' });
      const ticket = await call(apiBase, 'POST', '/api/NewService/SupportEventsTicket', token);
      await openStream(
        `${apiBase}${ticket.url}`,
        (data) => {
          if (data.message.kind === 'staff') arrived(data.message.text);
        },
        controller,
      );
      customers.push({ token, conversationId: started.conversation.id });
    }
    // First one message at a time (each way, one per conversation): no queueing behind other messages, so this is
    // the cost of the delivery path itself (HTTP call, database writes, Redis pub/sub, stream); the p50 of these
    // moves when a round trip is added to or taken from the path, even on a busy machine.
    const serial = [];
    for (const customer of customers) {
      const reply = `单条回复 ${customer.conversationId}`;
      const replied = expect(reply);
      await call(apiBase, 'POST', '/api/admin/support/messages', staff.token, {
        conversationId: customer.conversationId,
        text: reply,
      });
      serial.push(await replied);
      const question = `单条提问 ${customer.conversationId}`;
      const asked = expect(question);
      await call(apiBase, 'POST', '/api/NewService/SendMessage', customer.token, {
        conversationId: customer.conversationId,
        text: question,
      });
      serial.push(await asked);
    }
    // Each conversation chats at its own pace (a message every 0.5-1.5 s, alternating agent and customer), all 50
    // at the same time: what 50 live conversations look like, rather than 50 messages fired in one instant.
    const toCustomer = [];
    const toAgent = [];
    const pause = () => new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1000));
    await Promise.all(
      customers.map(async (customer) => {
        for (let round = 0; round < ROUNDS; round += 1) {
          await pause();
          const reply = `回复 ${round}-${customer.conversationId}`;
          const replied = expect(reply);
          await call(apiBase, 'POST', '/api/admin/support/messages', staff.token, {
            conversationId: customer.conversationId,
            text: reply,
          });
          toCustomer.push(await replied);
          await pause();
          const question = `提问 ${round}-${customer.conversationId}`;
          const asked = expect(question);
          await call(apiBase, 'POST', '/api/NewService/SendMessage', customer.token, {
            conversationId: customer.conversationId,
            text: question,
          });
          toAgent.push(await asked);
        }
      }),
    );
    const report = (label, samples) => {
      const sorted = [...samples].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      console.log(
        `${label.padEnd(26)} n=${sorted.length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  max ${sorted.at(-1).toFixed(1)} ms  ${p99 <= TARGET_P99 ? 'OK' : `ABOVE TARGET ${TARGET_P99} ms`}`,
      );
    };
    report('one at a time (both ways)', serial);
    report('agent → customer stream', toCustomer);
    report('customer → agent stream', toAgent);
    report('all deliveries', [...toCustomer, ...toAgent]);
  } finally {
    controller.abort();
  }
}
