import { bearer } from '../support/bearer.js';
import { staffToken } from '../support/staff-session.js';
import type { TestApp } from '../support/test-app.js';
import { billingTestApp, signCustomer } from './billing-fixtures.js';

/*
 * AdminCreditNotes: the staff list of issued credit notes, newest first, paged by 20. Two organisations with
 * interleaved notes: 22 notes of 1.00 … 22.00 on 甲's order and 乙's order in turn, issued by support and admin.
 */
describe('AdminCreditNotes', () => {
  let t: TestApp;
  let support: string;
  let admin: string;
  let customer: string;
  let orderA: string;
  let orderB: string;

  const list = (token: string | null, query: Record<string, unknown> = {}) => {
    const request = t.http.get('/api/admin/statements/credit-notes').query(query);
    return token ? request.set(bearer(token)) : request;
  };

  beforeAll(async () => {
    const kit = await billingTestApp({ now: new Date('2026-05-12T04:00:00Z'), staff: true });
    t = kit.t;
    const { fx } = kit;
    const sku = kit.skus[0].id;
    const orgA = await fx.organisation('甲减免列表有限公司');
    const orgB = await fx.organisation('乙减免列表有限公司');
    const memberA = await fx.member('甲管理员', orgA, true);
    const memberB = await fx.member('乙管理员', orgB, true);
    const contractA = await fx.contract('HT-L-A', orgA);
    const contractB = await fx.contract('HT-L-B', orgB);
    customer = await signCustomer(t, memberA, orgA);
    support = await staffToken(t, 'support');
    admin = await staffToken(t, 'admin');
    const make = async (memberId: number, contractId: number) => {
      const order = await fx.order({
        memberId,
        status: 3,
        placedAt: '2026-04-01T02:00:00Z',
        history: [{ toStatus: 3, at: '2026-04-03T02:00:00Z' }],
      });
      await fx.line(order.id, sku, '5000.00', 1, contractId);
      return order.orderNo;
    };
    orderA = await make(memberA, contractA);
    orderB = await make(memberB, contractB);
  });

  afterAll(() => t.close());

  it('answers an empty page before any note is issued', async () => {
    expect((await list(support)).body).toMatchObject({
      code: 0,
      body: { list: [], page: 1, pageSize: 20, totalCount: 0 },
    });
  });

  it('lists the notes newest first, paged by 20, with owner, staff and exact amounts', async () => {
    for (let index = 1; index <= 22; index += 1) {
      const response = await t.http
        .post('/api/admin/statements/credit-notes')
        .set(bearer(index % 2 ? support : admin))
        .send({ orderNo: index % 2 ? orderA : orderB, amount: `${index}.00`, reason: `减免${index}` });
      expect(response.body.code, JSON.stringify(response.body)).toBe(0);
    }
    const names = await t.dataSource.query<Array<{ username: string; display_name: string }>>(
      `SELECT username, display_name FROM staff_account WHERE username IN ('support', 'admin')`,
    );
    const nameOf = (username: string) => names.find((row) => row.username === username)!.display_name;

    const first = await list(support);
    expect(first.body).toMatchObject({ code: 0, body: { page: 1, pageSize: 20, totalCount: 22 } });
    const rows = first.body.body.list as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(20);
    expect(rows.map((row) => row.reason)).toEqual(Array.from({ length: 20 }, (_, i) => `减免${22 - i}`));
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      creditNoteNo: expect.stringMatching(/^JM20260512\d{6}$/),
      orderNo: orderB,
      contractNo: 'HT-L-B',
      ownerName: '乙减免列表有限公司',
      amount: '22.00',
      reason: '减免22',
      issuedOn: '2026-05-12',
      staffName: nameOf('admin'),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(rows[1]).toMatchObject({
      orderNo: orderA,
      contractNo: 'HT-L-A',
      ownerName: '甲减免列表有限公司',
      amount: '21.00',
      staffName: nameOf('support'),
    });

    const second = await list(admin, { page: 2 });
    expect(second.body).toMatchObject({ code: 0, body: { page: 2, pageSize: 20, totalCount: 22 } });
    expect((second.body.body.list as Array<{ reason: string }>).map((row) => row.reason)).toEqual(['减免2', '减免1']);

    const small = await list(support, { page: 3, pageSize: 5 });
    expect((small.body.body.list as Array<{ amount: string }>).map((row) => row.amount)).toEqual([
      '12.00',
      '11.00',
      '10.00',
      '9.00',
      '8.00',
    ]);
  });

  it('orders by the day issued first: a note recorded later for an earlier day comes after later days', async () => {
    // As the seeds record notes of past months: issued on an earlier day, recorded now.
    await t.dataSource.query(
      `INSERT INTO credit_note (credit_note_no, order_id, contract_id, amount, reason, issued_on, staff_id)
       SELECT 'JM20260420999999', order_id, contract_id, 3.30, '补录减免', '2026-04-20', NULL
       FROM credit_note ORDER BY id LIMIT 1`,
    );
    const first = await list(support);
    expect(first.body.body.list[0]).toMatchObject({ reason: '减免22' });
    const last = await list(support, { page: 2 });
    expect(last.body.body).toMatchObject({ totalCount: 23 });
    expect(last.body.body.list.map((row: { reason: string }) => row.reason)).toEqual(['减免2', '减免1', '补录减免']);
    expect(last.body.body.list[2]).toMatchObject({ amount: '3.30', issuedOn: '2026-04-20', staffName: null });
  });

  it('refuses bad paging with a clear message, and every caller who is not support staff', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ page: 0 }, '页码必须是正整数'],
      [{ page: 'x' }, '页码必须是正整数'],
      [{ pageSize: 0 }, '每页条数必须是正整数'],
      [{ pageSize: 101 }, '每页条数不能超过100'],
    ];
    for (const [query, message] of cases)
      expect((await list(support, query)).body, JSON.stringify(query)).toMatchObject({ code: 400, message });
    expect((await list(null)).body.code).toBe(100);
    expect((await list(await staffToken(t, 'lab'))).body.code).toBe(403);
    // A customer's token on a staff route answers 403, as every /api/admin route does.
    expect((await list(customer)).body.code).toBe(403);
  });
});
