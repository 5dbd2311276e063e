// Issue 5: the ordering flow under load. Many customers at once, each in a loop: AddShoppingCart, SubmitOrder
// (checkout from the box, with an Idempotency-Key) and PayOrder (pickup tomorrow at 10:00, on credit, with an
// Idempotency-Key). Reports orders/s and the latency percentiles of the three calls against the target.
import { createHmac, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pg = require('pg');

const SKU_CODE = 'LIB-NOVA-10G';
const LAB_NAME = '上海实验室';
const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

const base64url = (value) => Buffer.from(value).toString('base64url');

/** An access token as the accounts module signs it (HS256, customer audience, issuer seqportal). */
function customerToken(secret, memberId) {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      sub: String(memberId),
      org: null,
      sid: randomUUID(),
      iat: now,
      exp: now + 3600,
      aud: 'seqportal:customer',
      iss: 'seqportal',
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

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

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Runs `customers` concurrent customer loops against the API for `seconds` (after a 2 s warm-up) and prints
 * orders/s and the p50/p99 of each call. Business failures (a non-zero envelope code) count as errors.
 */
export async function benchOrders({ apiBase, databaseUrl, jwtSecret, customers = 20, seconds = 10, targetP99 = 150 }) {
  const { customers: accounts, skuId } = await createCustomers(databaseUrl, customers);
  const datatime = tomorrowAtTen();
  const latencies = { AddShoppingCart: [], SubmitOrder: [], PayOrder: [] };
  let orders = 0;
  let errors = 0;
  let recording = false;
  const firstErrors = [];

  async function call(name, token, method, path, body, headers = {}) {
    const started = performance.now();
    const response = await fetch(`${apiBase}${path}`, {
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

  async function customerLoop({ memberId, addressId }, deadline) {
    const token = customerToken(jwtSecret, memberId);
    while (performance.now() < deadline) {
      await call('AddShoppingCart', token, 'POST', '/api/NewShoppingCart/AddShoppingCart', {
        skuId,
        cartType: 1,
        propertyType: 0,
        qty: 1,
      });
      const created = await call(
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
      );
      if (!created) continue;
      const placed = await call(
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
      );
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

  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const header = `${'call'.padEnd(18)}${'count'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`;
  console.log(`\n${header}\n${'-'.repeat(header.length)}`);
  for (const [name, values] of [...Object.entries(latencies), ['all three', all]]) {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(18)}${String(sorted.length).padStart(8)}${percentile(sorted, 50).toFixed(1).padStart(9)}${percentile(sorted, 99).toFixed(1).padStart(9)}`,
    );
  }
  const p99 = percentile(all, 99);
  console.log(
    `\nOrders placed: ${orders} in ${elapsed.toFixed(1)} s = ${(orders / elapsed).toFixed(1)} orders/s; p99 of the calls ${p99.toFixed(1)} ms ` +
      `(${p99 <= targetP99 ? `≤ ${targetP99} ms ✓` : `> ${targetP99} ms ✗`}); errors: ${errors}${firstErrors.length ? ` (${firstErrors.join('; ')})` : ''}.`,
  );
  return { orders, ordersPerSecond: orders / elapsed, p99, errors };
}
