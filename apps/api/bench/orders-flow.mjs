// Issue 5: the ordering flow under load. Many customers at once, each in a loop: AddShoppingCart, SubmitOrder
// (checkout from the box, with an Idempotency-Key) and PayOrder (pickup tomorrow at 10:00, on credit, with an
// Idempotency-Key). Reports orders/s and the latency percentiles of the three calls against the target, and the SQL
// statements each call sends to PostgreSQL (issue 22), counted on the wire by a proxy in front of a second API
// process, after the timed run, so that the counting costs the measured API nothing.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import { customerToken } from './customer-token.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');

const SKU_CODE = 'LIB-NOVA-10G';
const LAB_NAME = '上海实验室';
const BUSINESS_TIME_ZONE = 'Asia/Shanghai';
/** Orders placed one call at a time to count each call's SQL statements. */
const COUNTED_ORDERS = 5;

/** Tomorrow at 10:00 in the business time zone: a valid pickup time whatever the hour the bench runs at. */
function tomorrowAtTen() {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const tomorrow = new Date(`${today}T00:00:00Z`);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  return `${tomorrow.toISOString().slice(0, 10)} 10:00`;
}

/** Personal customers with order settings, a pickup address and ample credit, straight into the database. */
async function createCustomers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const customers = [];
    for (let i = 0; i < count; i += 1) {
      const phone = `139${String(90000000 + i).padStart(8, '0')}`;
      const { rows } = await client.query(
        `INSERT INTO member (phone, account, nick_name) VALUES ($1, $2, $3) RETURNING id`,
        [phone, `bench_${process.pid}_${i}`, `压测客户${i}`],
      );
      const memberId = rows[0].id;
      await client.query(
        `INSERT INTO order_setting (member_id, me_name, me_moblie, me_email) VALUES ($1, '压测', $2, 'bench@example.cn;')`,
        [memberId, phone],
      );
      await client.query(`INSERT INTO customer_credit (member_id, credit_limit) VALUES ($1, 900000.00)`, [memberId]);
      const address = await client.query(
        `INSERT INTO member_address (member_id, name, phone, province, city, district, district_code, address, is_default)
         VALUES ($1, '压测', $2, '上海市', '上海市', '浦东新区', '310115', '张江高科技园区', TRUE) RETURNING id`,
        [memberId, phone],
      );
      customers.push({ memberId, addressId: address.rows[0].id });
    }
    const sku = await client.query('SELECT id FROM sku WHERE sku_code = $1', [SKU_CODE]);
    return { customers, skuId: sku.rows[0].id };
  } finally {
    await client.end();
  }
}

/**
 * A TCP proxy in front of PostgreSQL that counts the statements its clients send: a simple-protocol Query ('Q', what
 * START TRANSACTION and COMMIT are) or an extended-protocol Execute ('E', every statement with parameters). It
 * reads only the client's side of the protocol; the server's answers pass untouched. Answers the URL to connect to
 * (the same database, user and password) and the running count.
 */
export async function startStatementCounter(databaseUrl) {
  const target = new URL(databaseUrl);
  let statements = 0;
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let buffered = Buffer.alloc(0);
    // The startup packet (and an SSL or GSS request before it) has no type byte; every later message has one.
    let startup = true;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      for (;;) {
        const header = startup ? 4 : 5;
        if (buffered.length < header) break;
        const length = startup ? buffered.readInt32BE(0) : buffered.readInt32BE(1) + 1;
        if (buffered.length < length) break;
        if (startup) {
          const code = buffered.readInt32BE(4);
          // SSLRequest / GSSENCRequest are followed by another untyped startup packet.
          if (code !== 80877103 && code !== 80877104) startup = false;
        } else if (buffered[0] === 0x51 || buffered[0] === 0x45) {
          statements += 1;
        }
        buffered = buffered.subarray(length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(server.address().port);
  return {
    url: url.toString(),
    count: () => statements,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Statements per counted call: the median, with the range when the flows differed. */
function statementsOf(values) {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  return sorted[0] === sorted.at(-1) ? String(median) : `${median} (${sorted[0]}-${sorted.at(-1)})`;
}

/**
 * Runs `customers` concurrent customer loops against the API for `seconds` (after a 2 s warm-up) and prints
 * orders/s and the p50/p99 of each call. Business failures (a non-zero envelope code) count as errors.
 *
 * `counted` ({ apiBase, counter }: a second API process whose database connection goes through
 * startStatementCounter) adds the SQL statements of each call: after the timed run, one customer places
 * COUNTED_ORDERS orders there one call at a time, and the statements PostgreSQL received during each call (and the
 * 100 ms after it, so that nothing the call left running escapes) are its count.
 */
export async function benchOrders({
  apiBase,
  databaseUrl,
  jwtSecret,
  customers = 20,
  seconds = 10,
  targetP99 = 150,
  targetStatements = 15,
  counted,
}) {
  const { customers: accounts, skuId } = await createCustomers(databaseUrl, customers);
  const datatime = tomorrowAtTen();
  const latencies = { AddShoppingCart: [], SubmitOrder: [], PayOrder: [] };
  const statements = { AddShoppingCart: [], SubmitOrder: [], PayOrder: [] };
  let orders = 0;
  let errors = 0;
  let recording = false;
  const firstErrors = [];

  async function call(base, name, token, method, path, body, headers = {}) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = await response.json();
    if (recording) latencies[name].push(performance.now() - started);
    if (envelope.code !== 0) {
      errors += 1;
      if (firstErrors.length < 3) firstErrors.push(`${name}: ${envelope.code} ${envelope.message}`);
      return null;
    }
    return envelope.body;
  }

  /** One order: add-to-cart, SubmitOrder, PayOrder; `around` wraps each call (the statement count). */
  async function placeOrder(base, token, addressId, around = (_name, run) => run()) {
    await around('AddShoppingCart', () =>
      call(base, 'AddShoppingCart', token, 'POST', '/api/NewShoppingCart/AddShoppingCart', {
        skuId,
        cartType: 1,
        propertyType: 0,
        qty: 1,
      }),
    );
    const created = await around('SubmitOrder', () =>
      call(
        base,
        'SubmitOrder',
        token,
        'POST',
        '/api/NewOrder/SubmitOrder',
        {
          type: 2,
          propertyType: 0,
          orderAdress: { adressType: 0, realtionId: 1, expressageNum: '666' },
          skuList: [{ skuId, count: 1 }],
        },
        { 'Idempotency-Key': randomUUID() },
      ),
    );
    if (!created) return false;
    const placed = await around('PayOrder', () =>
      call(
        base,
        'PayOrder',
        token,
        'POST',
        '/api/NewOrder/PayOrder',
        {
          orderNo: created.orderNo,
          auditType: 0,
          mode: 2,
          labName: LAB_NAME,
          agreement: true,
          addersid: addressId,
          datatime,
          speciesId: 2,
          skuIds: String(skuId),
        },
        { 'Idempotency-Key': randomUUID() },
      ),
    );
    return placed !== null;
  }

  async function customerLoop({ memberId, addressId }, deadline) {
    const token = customerToken(jwtSecret, memberId);
    while (performance.now() < deadline) {
      const placed = await placeOrder(apiBase, token, addressId);
      if (placed && recording) orders += 1;
    }
  }

  console.log(
    `Orders flow → api: ${customers} concurrent customers, ${seconds} s (+2 s warm-up) of add-to-cart + SubmitOrder + PayOrder ...`,
  );
  const warmupEnd = performance.now() + 2000;
  await Promise.all(accounts.map((account) => customerLoop(account, warmupEnd)));
  recording = true;
  const started = performance.now();
  await Promise.all(accounts.map((account) => customerLoop(account, started + seconds * 1000)));
  const elapsed = (performance.now() - started) / 1000;
  recording = false;

  if (counted) {
    const [{ memberId, addressId }] = accounts;
    const token = customerToken(jwtSecret, memberId);
    console.log(`Counting the SQL statements of each call (${COUNTED_ORDERS} orders, one call at a time) ...`);
    for (let i = 0; i < COUNTED_ORDERS; i += 1) {
      await placeOrder(counted.apiBase, token, addressId, async (name, run) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const before = counted.counter.count();
        const answer = await run();
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (answer) statements[name].push(counted.counter.count() - before);
        return answer;
      });
    }
  }

  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const header = `${'call'.padEnd(18)}${'count'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'SQL/call'.padStart(10)}`;
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  const perOrder = counted
    ? Object.values(statements).reduce(
        (sum, values) =>
          sum +
          percentile(
            [...values].sort((a, b) => a - b),
            50,
          ),
        0,
      )
    : null;
  for (const [name, values] of [...Object.entries(latencies), ['all three', all]]) {
    const sorted = [...values].sort((a, b) => a - b);
    const sql = !counted ? '-' : name === 'all three' ? String(perOrder) : statementsOf(statements[name]);
    console.log(
      `${name.padEnd(18)}${String(sorted.length).padStart(8)}${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}${sql.padStart(10)}`,
    );
  }
  const p99 = percentile(all, 99);
  console.log(
    `\nOrders placed: ${orders} in ${elapsed.toFixed(1)} s = ${(orders / elapsed).toFixed(1)} orders/s; p99 of the calls ${p99.toFixed(1)} ms ` +
      `(${p99 <= targetP99 ? `≤ ${targetP99} ms ✓` : `> ${targetP99} ms ✗`}); errors: ${errors}${firstErrors.length ? ` (${firstErrors.join('; ')})` : ''}.`,
  );
  if (counted) {
    console.log(
      `SQL statements per placed order (a personal account, keyed SubmitOrder and PayOrder, counted on the wire, ` +
        `BEGIN and COMMIT included): ${perOrder} (${perOrder <= targetStatements ? `≤ ${targetStatements} ✓` : `> ${targetStatements} ✗`}).`,
    );
  }
  return { orders, ordersPerSecond: orders / elapsed, p99, errors, statementsPerOrder: perOrder };
}
