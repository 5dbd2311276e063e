import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { vi } from 'vitest';
import { seedCatalogue } from '../../../../seeds/catalogue.seed.js';
import type { CustomerTokenClaims } from '../../src/common/auth/customer-principal.js';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import { Clock } from '../../src/modules/orders/clock.js';
import { bearer } from '../support/bearer.js';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/test-app.js';

/**
 * Billing data written straight to the tables (the ordering flow that makes orders is tested in test/orders):
 * organisations, members, contracts, placed orders with their lines, samples with QC results and status history.
 */
export class BillingFixtures {
  private serial = 0;
  constructor(private readonly t: TestApp) {}

  private unique(prefix: string): string {
    this.serial += 1;
    return `${prefix}${Date.now().toString().slice(-8)}${String(this.serial).padStart(4, '0')}`;
  }

  async organisation(name: string): Promise<number> {
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO organisation (name, audit_type) VALUES ($1, 3) RETURNING id`,
      [name],
    );
    return row!.id;
  }

  async member(nickName: string, organisationId: number | null, isMain = false): Promise<number> {
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO member (phone, account, nick_name, organisation_id, is_main) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        this.unique('acct'),
        nickName,
        organisationId,
        isMain,
      ],
    );
    return row!.id;
  }

  async contract(contractNo: string, organisationId: number): Promise<number> {
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO contract (contract_no, name, organisation_id) VALUES ($1, $2, $3) RETURNING id`,
      [contractNo, `${contractNo} 框架合同`, organisationId],
    );
    return row!.id;
  }

  async credit(organisationId: number, creditLimit: string, unpaidTotal: string): Promise<void> {
    await this.t.dataSource.query(
      `INSERT INTO customer_credit (organisation_id, credit_limit, unpaid_total) VALUES ($1, $2, $3)`,
      [organisationId, creditLimit, unpaidTotal],
    );
  }

  /** An order; placedAt is an ISO instant (null: never placed). History rows move it to `history` statuses. */
  async order(options: {
    memberId: number;
    status: number;
    placedAt: string | null;
    settledAt?: string;
    history?: Array<{ toStatus: number; at: string }>;
  }): Promise<{ id: number; orderNo: string }> {
    const orderNo = this.unique('9');
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO customer_order (order_no, member_id, organisation_id, status, type, property_type, total_price,
         order_amount, placed_at, settled_at)
       SELECT $1, id, organisation_id, $3, 2, 0, 0, 0, $4, $5 FROM member WHERE id = $2 RETURNING id`,
      [orderNo, options.memberId, options.status, options.placedAt, options.settledAt ?? null],
    );
    for (const step of options.history ?? []) {
      await this.t.dataSource.query(
        `INSERT INTO order_history (order_id, event, from_status, to_status, actor_type, created_at)
         VALUES ($1, 'test', NULL, $2, 'system', $3)`,
        [row!.id, step.toStatus, step.at],
      );
    }
    return { id: row!.id, orderNo };
  }

  /** A line of the SKU at `skuPrice` × `count` under `contractId`. */
  async line(
    orderId: number,
    skuId: number,
    skuPrice: string,
    count: number,
    contractId: number | null,
  ): Promise<number> {
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, contract_id,
         sku_price, goods_count, actual_price)
       SELECT $1, s.id, g.id, g.name, s.spec_name, s.sku_code, g.template_type, $3, $4::numeric, $5::int, $4::numeric * $5::int
       FROM sku s JOIN goods g ON g.id = s.goods_id WHERE s.id = $2 RETURNING id`,
      [orderId, skuId, contractId, skuPrice, count],
    );
    return row!.id;
  }

  /** A sample of the line, with a QC result when grades are given. */
  async sample(
    orderId: number,
    lineId: number,
    dataSize: string | null,
    grades?: { total: string; quality: string },
  ): Promise<{ sendTempCode: string; codeNo: string }> {
    const sendTempCode = this.unique('ST');
    const codeNo = this.unique('S');
    const [row] = await this.t.dataSource.query<Array<{ id: number }>>(
      `INSERT INTO sample (order_id, order_goods_id, kind, code_no, send_temp_code, name, type, species, num, sku_code,
         data_size)
       SELECT $1, og.id, 'wk', $3, $4, 'lib', 'DNA', '人', 1, og.sku_code, $5 FROM order_goods og WHERE og.id = $2
       RETURNING id`,
      [orderId, lineId, codeNo, sendTempCode, dataSize],
    );
    if (grades) {
      await this.t.dataSource.query(
        `INSERT INTO sample_qc_result (sample_id, total_grade, quality_grade, tester, recorded_by_name)
         VALUES ($1, $2, $3, 'tester', 'lab')`,
        [row!.id, grades.total, grades.quality],
      );
    }
    return { sendTempCode, codeNo };
  }

  /** `count` one-line orders of the member, one minute apart, for paging. */
  async manyLines(memberId: number, skuId: number, count: number): Promise<void> {
    await this.t.dataSource.query(
      `WITH o AS (
         INSERT INTO customer_order (order_no, member_id, organisation_id, status, type, property_type, total_price,
           order_amount, placed_at)
         SELECT $4 || lpad(i::text, 6, '0'), m.id, m.organisation_id, 2, 2, 0, 10, 10,
           timestamptz '2026-02-01 00:00+08' + i * interval '1 minute'
         FROM member m, generate_series(1, $3) i WHERE m.id = $1
         RETURNING id)
       INSERT INTO order_goods (order_id, sku_id, goods_id, goods_name, sku_name, sku_code, template_type, sku_price,
         goods_count, actual_price)
       SELECT o.id, s.id, g.id, g.name, s.spec_name, s.sku_code, g.template_type, 10, 1, 10
       FROM o, sku s JOIN goods g ON g.id = s.goods_id WHERE s.id = $2`,
      [memberId, skuId, count, `8${randomUUID().replace(/\D/g, '').slice(0, 8)}`],
    );
  }
}

/** The billing report tests' today: 2026-06-15, noon in Shanghai. */
export const BILLING_NOW = new Date('2026-06-15T04:00:00Z');

/** A customer token for a member written by BillingFixtures (no login flow: the billing tests are not about it). */
export function signCustomer(t: TestApp, memberId: number, organisationId: number | null): Promise<string> {
  const claims: CustomerTokenClaims = { sub: String(memberId), org: organisationId, sid: randomUUID() };
  return t.app.get(JwtService).signAsync(claims, { audience: TokenAudience.Customer });
}

export interface BillingSku {
  id: number;
  code: string;
}

export interface BillingTestAppOptions extends TestAppOptions {
  /** The instant the Clock starts at (BILLING_NOW unless given); the kit's setNow moves it during the test. */
  now?: Date;
  /** Also run the seeds (demo staff, customers, orders, content) so that staffToken can sign staff in. */
  staff?: boolean;
}

/**
 * The set-up of the billing tests: the real app (with the TestAppOptions of `options`) whose Clock reads the kit's
 * "now", the catalogue seeded for its SKUs (and the staff seeds when asked), and the fixtures; the caller closes
 * `t` and any instance it starts.
 */
export async function billingTestApp(options: BillingTestAppOptions = {}) {
  const { now: start = BILLING_NOW, staff = false, ...appOptions } = options;
  let now = start;
  const t = await createTestApp(appOptions);
  vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  await seedCatalogue(t.dataSource);
  if (staff) await seedStaff(t);
  const skus = (
    await t.dataSource.query<Array<{ id: number; sku_code: string }>>(
      'SELECT id, sku_code FROM sku ORDER BY id LIMIT 3',
    )
  ).map((row) => ({ id: row.id, code: row.sku_code }));
  if (skus.length < 3) throw new Error(`The catalogue seed has ${skus.length} SKUs; the billing tests need 3`);
  return {
    t,
    fx: new BillingFixtures(t),
    /** The seeded catalogue's first three SKUs by id. */
    skus: skus as [BillingSku, BillingSku, BillingSku],
    /** Moves the Clock of `t` and of every instance started by `instance` to `at`. */
    setNow(at: Date): void {
      now = at;
    },
    sign: (memberId: number, organisationId: number | null) => signCustomer(t, memberId, organisationId),
    /** GET `path` (e.g. '/api/NewBilling/GetReport') on `app` as the token's customer: code 0 and the envelope's body. */
    async body(token: string, path: string, query: Record<string, unknown> = {}, app = t) {
      const response = await app.http.get(path).query(query).set(bearer(token));
      expect(response.body).toMatchObject({ code: 0 });
      return response.body.body;
    },
    /** Another API instance on the same database, started with `env` (process.env restored after), on the kit's Clock. */
    async instance(env: Record<string, string> = {}): Promise<TestApp> {
      const saved = { ...process.env };
      let app: TestApp;
      try {
        app = await createTestApp({ shareWith: t, env });
      } finally {
        for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
        Object.assign(process.env, saved);
      }
      vi.spyOn(app.app.get(Clock), 'now').mockImplementation(() => now);
      return app;
    },
  };
}

export type BillingTestApp = Awaited<ReturnType<typeof billingTestApp>>;
