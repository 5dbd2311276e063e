import { as, biologicalRow, libraryRow, samplesOf, submitWithSamples, UDI } from './samples-test-kit.js';
import { createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const MODIFY = '/api/NewOrder/ModifyOrderSamples';

describe('sample information of orders', () => {
  let t: DemoApp;
  let library: number;
  let wgs: number;
  let lane = 0;
  /** A lane of its own per test, so that bookings of one test never meet those of another. */
  const nextLane = () => `L20251121-${(lane += 1)}`;

  beforeAll(async () => {
    t = await createDemoApp();
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    wgs = await skuIdOf(t, 'WGS-HU-30X');
  });
  afterAll(() => t.close());

  const orderCount = async (memberId: number) =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM customer_order WHERE member_id = $1', [memberId]))[0]
      .n as number;

  it('saves libraries, sub-libraries and lane bookings with SubmitOrder, with unique barcode-safe codes', async () => {
    const lanId = nextLane();
    const answer = await submitWithSamples(t, t.personal, [{ skuId: library, count: 2 }], {
      wkList: [
        libraryRow('LIB-A', [
          ['A1', UDI[1]],
          ['A2', UDI[2]],
        ]),
        libraryRow('LIB-B', [['B1', UDI[3]]]),
      ],
      lanList: [{ lanId, wkName: 'LIB-A', num: 1, phix: 1 }],
    });
    expect(answer.code).toBe(0);
    const samples = await samplesOf(t, answer.body.orderNo as string);
    expect(samples.map((s) => [s.kind, s.wk_name])).toEqual([
      ['wk', 'LIB-A'],
      ['wk', 'LIB-B'],
    ]);
    for (const sample of samples) {
      expect(sample.code_no).toMatch(/^SC\d{12}$/);
      expect(sample.send_temp_code).toMatch(/^TW\d{12}$/);
    }
    expect(new Set(samples.map((s) => s.code_no)).size).toBe(2);
    const subs = await t.dataSource.query(
      'SELECT zwk_name, index_i7, index_i5 FROM sub_library WHERE sample_id = ANY($1::int[]) ORDER BY id',
      [samples.map((s) => s.id)],
    );
    expect(subs).toEqual([
      { zwk_name: 'A1', index_i7: 'CCGCGGTT', index_i5: 'AGCGCTAG' },
      { zwk_name: 'A2', index_i7: 'TTATAACC', index_i5: 'GATATCGA' },
      { zwk_name: 'B1', index_i7: 'GGACTTGG', index_i5: 'CGCAGACG' },
    ]);
    const lanes = await t.dataSource.query(
      'SELECT lan_id, wk_name, sample_id, phix FROM lane_booking WHERE lan_id = $1',
      [lanId],
    );
    expect(lanes).toEqual([{ lan_id: lanId, wk_name: 'LIB-A', sample_id: samples[0]?.id, phix: '1.00' }]);
  });

  it('uppercases indexes and keeps a single-indexed library without i5 and a free-text sub-library type', async () => {
    const answer = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [
        { ...libraryRow('LIB-S', []), zwkList: [{ zwkName: 'S1', type: 'Hi-C文库', indexi7: 'atcacg', indexi5: '' }] },
      ],
    });
    expect(answer.code).toBe(0);
    const [sample] = await samplesOf(t, answer.body.orderNo as string);
    expect(
      await t.dataSource.query('SELECT index_i7, index_i5, type FROM sub_library WHERE sample_id = $1', [sample?.id]),
    ).toEqual([{ index_i7: 'ATCACG', index_i5: null, type: 'Hi-C文库' }]);
  });

  it('saves biological samples under their goods', async () => {
    const answer = await submitWithSamples(t, t.personal, [{ skuId: wgs, count: 2 }], {
      ybList: [biologicalRow('血液-1'), biologicalRow('血液-2')],
    });
    expect(answer.code).toBe(0);
    const samples = await samplesOf(t, answer.body.orderNo as string);
    expect(samples.map((s) => [s.kind, s.name, s.send_temp_code.slice(0, 2)])).toEqual([
      ['yb', '血液-1', 'TY'],
      ['yb', '血液-2', 'TY'],
    ]);
  });

  const sub = (change: Record<string, unknown>) => ({
    zwkName: 'A1',
    type: '双index文库',
    indexi7: UDI[1][0],
    indexi5: UDI[1][1],
    ...change,
  });

  it.each([
    ['样本名称不能为空', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { name: '' })] }],
    ['文库名称不能为空', { wkList: [libraryRow('', [['A1', UDI[1]]])] }],
    ['物种不能为空', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { species: ' ' })] }],
    ['管数不能为空', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { num: 0 })] }],
    ['数据量(G)不能为空', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { dataSize: 0 })] }],
    ['文库浓度(ng/μL)不能为空', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { weight: '' })] }],
    ['管数格式不正确', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { num: 'abc' })] }],
    ['管数格式不正确', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { num: -2 })] }],
    ['i7 index不能为空', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi7: '' })] }] }],
    ['i7 index格式不正确', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi7: 'CCGCGGTN' })] }] }],
    ['i7 index格式不正确', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi7: 'A'.repeat(33) })] }] }],
    ['i7 index不能少于6位', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi7: 'CCGCG' })] }] }],
    ['i5 index格式不正确', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi5: 'AGCG-TAG' })] }] }],
    ['i5 index不能少于6位', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ indexi5: 'AGCG' })] }] }],
    ['子文库名称不能为空', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ zwkName: '' })] }] }],
    ['子文库类型不能为空', { wkList: [{ ...libraryRow('LIB-A', []), zwkList: [sub({ type: '' })] }] }],
    ['文库类型格式不正确', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { type: '不存在的类型' })] }],
    ['文库名称LIB-A重复', { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]]), libraryRow('LIB-A', [['A2', UDI[2]]])] }],
    [
      '子文库名称A1重复',
      {
        wkList: [
          libraryRow('LIB-A', [
            ['A1', UDI[1]],
            ['A1', UDI[2]],
          ]),
        ],
      },
    ],
    [
      'Lane编号不能为空',
      { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]])], lanList: [{ lanId: '', wkName: 'LIB-A', num: 1, phix: 1 }] },
    ],
    [
      'Lane数不能为空',
      { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]])], lanList: [{ lanId: 'L9', wkName: 'LIB-A', num: 0, phix: 1 }] },
    ],
    [
      '文库名称LIB-X不存在',
      { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]])], lanList: [{ lanId: 'L9', wkName: 'LIB-X', num: 1, phix: 1 }] },
    ],
    [
      '产品编码LIB-NOVA-30G不在订单中',
      { wkList: [libraryRow('LIB-A', [['A1', UDI[1]]], { skuCode: 'LIB-NOVA-30G' })] },
    ],
    ['产品编码LIB-NOVA-10G不是生物样本产品', { ybList: [biologicalRow('血液-1', { skuCode: 'LIB-NOVA-10G' })] }],
    ['样本类型不能为空', { ybList: [biologicalRow('血液-1', { type: '' })], wkList: [] }],
  ])('refuses the order with 「%s」 and creates nothing', async (message, lists) => {
    const before = await orderCount(t.personal.memberId);
    const answer = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], lists);
    expect(answer).toMatchObject({ code: 400, message });
    expect((answer.body.errors as Array<{ message: string }>).map((e) => e.message)).toContain(message);
    expect(await orderCount(t.personal.memberId)).toBe(before);
  });

  it('points each rule error at its list, row and field', async () => {
    const answer = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [
        libraryRow('LIB-A', [['A1', UDI[1]]]),
        { ...libraryRow('LIB-B', []), zwkList: [sub({ zwkName: 'B1' }), sub({ zwkName: 'B2', indexi7: 'TTAT' })] },
      ],
    });
    expect(answer.body.errors).toEqual([
      { list: 'zwk', row: 1, wkRow: 1, field: 'indexi7', label: 'i7 index', message: 'i7 index不能少于6位' },
    ]);
  });

  it("reports a collision between two customers' orders on one lane without the other customer's names", async () => {
    const lanId = nextLane();
    const first = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('PERSONAL-LIB', [['PERSONAL-1', UDI[4]]])],
      lanList: [{ lanId, wkName: 'PERSONAL-LIB', num: 1, phix: 1 }],
    });
    expect(first.code).toBe(0);
    const before = await orderCount(t.wangwei.memberId);
    // One base away from UDI0004's i7, same i5: pair distance 1.
    const clash = await submitWithSamples(t, t.wangwei, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('WANG-LIB', [['WANG-1', ['AAGTCCAT', UDI[4][1]]]])],
      lanList: [{ lanId, wkName: 'WANG-LIB', num: 1, phix: 1 }],
    });
    expect(clash.code).toBe(400);
    expect(clash.body.collisions).toEqual([
      {
        lanId,
        sampleName: 'WANG-LIB-样本',
        wkName: 'WANG-LIB',
        zwkName: 'WANG-1',
        otherScope: 'other-customer',
        otherSampleName: null,
        otherWkName: null,
        otherZwkName: null,
        otherOrderNo: null,
        distance: 1,
        i7Distance: 1,
        i5Distance: 0,
        basis: 'pair',
        minDistance: 3,
        message: `子文库WANG-1（文库WANG-LIB）与Lane ${lanId}上已预订的文库的index相差1个碱基，至少需要3个`,
      },
    ]);
    expect(clash.message).toContain('index冲突');
    expect(JSON.stringify(clash)).not.toContain('PERSONAL');
    expect(await orderCount(t.wangwei.memberId)).toBe(before);

    const distinct = await submitWithSamples(t, t.wangwei, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('WANG-LIB', [['WANG-1', UDI[5]]])],
      lanList: [{ lanId, wkName: 'WANG-LIB', num: 1, phix: 1 }],
    });
    expect(distinct.code).toBe(0);
  });

  it("names both libraries when the collision is with the customer's own earlier order", async () => {
    const lanId = nextLane();
    const first = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('OWN-1', [['OWN-1-A', UDI[2]]])],
      lanList: [{ lanId, wkName: 'OWN-1', num: 1, phix: 1 }],
    });
    const clash = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('OWN-2', [['OWN-2-A', UDI[2]]])],
      lanList: [{ lanId, wkName: 'OWN-2', num: 1, phix: 1 }],
    });
    expect(clash.code).toBe(400);
    expect(clash.body.collisions).toEqual([
      expect.objectContaining({
        lanId,
        zwkName: 'OWN-2-A',
        wkName: 'OWN-2',
        otherScope: 'own-order',
        otherZwkName: 'OWN-1-A',
        otherWkName: 'OWN-1',
        otherSampleName: 'OWN-1-样本',
        otherOrderNo: first.body.orderNo,
        distance: 0,
      }),
    ]);
  });

  it('reports two sub-libraries of one order with the same indexes, with both names', async () => {
    const clash = await submitWithSamples(t, t.personal, [{ skuId: library, count: 2 }], {
      wkList: [libraryRow('POOL-1', [['P1', UDI[3]]]), libraryRow('POOL-2', [['P2', UDI[3]]])],
    });
    expect(clash.body.collisions).toEqual([
      expect.objectContaining({
        lanId: null,
        zwkName: 'P1',
        otherZwkName: 'P2',
        otherWkName: 'POOL-2',
        otherScope: 'this-order',
        distance: 0,
      }),
    ]);
  });

  it('no longer counts the bookings of a cancelled order', async () => {
    const lanId = nextLane();
    const first = await submitWithSamples(t, t.personal, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('GONE', [['GONE-1', UDI[1]]])],
      lanList: [{ lanId, wkName: 'GONE', num: 1, phix: 1 }],
    });
    await t.dataSource.query('UPDATE customer_order SET status = 5 WHERE order_no = $1', [first.body.orderNo]);
    const again = await submitWithSamples(t, t.wangwei, [{ skuId: library, count: 1 }], {
      wkList: [libraryRow('NEW', [['NEW-1', UDI[1]]])],
      lanList: [{ lanId, wkName: 'NEW', num: 1, phix: 1 }],
    });
    expect(again.code).toBe(0);
  });

  describe('ModifyOrderSamples', () => {
    async function newOrder() {
      const lanId = nextLane();
      const answer = await submitWithSamples(t, t.personal, [{ skuId: library, count: 2 }], {
        wkList: [libraryRow('KEEP', [['K1', UDI[1]]]), libraryRow('DROP', [['D1', UDI[2]]])],
        lanList: [{ lanId, wkName: 'KEEP', num: 1, phix: 1 }],
      });
      expect(answer.code).toBe(0);
      return { orderNo: answer.body.orderNo as string, lanId };
    }

    it('replaces the sample information (修改成功) and keeps the codes of the libraries named again', async () => {
      const { orderNo, lanId } = await newOrder();
      const before = await samplesOf(t, orderNo);
      const response = await as(t, t.personal).post(MODIFY, {
        orderNo,
        ybList: [],
        wkList: [
          libraryRow(
            'KEEP',
            [
              ['K1', UDI[1]],
              ['K2', UDI[4]],
            ],
            { species: '小鼠' },
          ),
          libraryRow('ADDED', [['N1', UDI[5]]]),
        ],
        lanList: [{ lanId, wkName: 'KEEP', num: 1, phix: 2 }],
      });
      expect(response.body).toMatchObject({ code: 0, message: '修改成功', body: null });
      const after = await samplesOf(t, orderNo);
      expect(after.map((s) => s.wk_name)).toEqual(['KEEP', 'ADDED']);
      expect(after[0]?.code_no).toBe(before[0]?.code_no);
      expect(after[1]?.code_no).not.toBe(before[1]?.code_no);
      const subs = await t.dataSource.query('SELECT zwk_name FROM sub_library WHERE sample_id = $1 ORDER BY id', [
        after[0]?.id,
      ]);
      expect(subs.map((row: { zwk_name: string }) => row.zwk_name)).toEqual(['K1', 'K2']);
      // Its own earlier booking of the lane is replaced, not a collision with itself.
      expect(await t.dataSource.query('SELECT phix FROM lane_booking WHERE lan_id = $1', [lanId])).toEqual([
        { phix: '2.00' },
      ]);
    });

    it('checks the sample rules on an edit too', async () => {
      const { orderNo } = await newOrder();
      const response = await as(t, t.personal).post(MODIFY, {
        orderNo,
        ybList: [],
        wkList: [libraryRow('KEEP', [['K1', ['CCGCGG', '']]], { num: 0 })],
        lanList: [],
      });
      expect(response.body).toMatchObject({ code: 400, message: '管数不能为空' });
    });

    it("is refused once the order's samples are received (order status 3)", async () => {
      const { orderNo } = await newOrder();
      await t.dataSource.query('UPDATE customer_order SET status = 3 WHERE order_no = $1', [orderNo]);
      const response = await as(t, t.personal).post(MODIFY, {
        orderNo,
        ybList: [],
        wkList: [libraryRow('KEEP', [['K1', UDI[1]]])],
        lanList: [],
      });
      expect(response.body).toMatchObject({ code: 422, message: '样本已接收，不能再修改样本信息' });
      expect((await samplesOf(t, orderNo)).map((s) => s.wk_name)).toEqual(['KEEP', 'DROP']);
    });

    it('is refused once any sample is received, before the order moves', async () => {
      const { orderNo } = await newOrder();
      await t.dataSource.query(
        `UPDATE sample SET received_at = now(), progress_step = 'RECEIVED' WHERE id = (SELECT min(s.id) FROM sample s JOIN customer_order o ON o.id = s.order_id WHERE o.order_no = $1)`,
        [orderNo],
      );
      const response = await as(t, t.personal).post(MODIFY, { orderNo, ybList: [], wkList: [], lanList: [] });
      expect(response.body).toMatchObject({ code: 422, message: '样本已接收，不能再修改样本信息' });
    });

    it('is refused for a cancelled order', async () => {
      const { orderNo } = await newOrder();
      await t.dataSource.query('UPDATE customer_order SET status = 5 WHERE order_no = $1', [orderNo]);
      const response = await as(t, t.personal).post(MODIFY, { orderNo, ybList: [], wkList: [], lanList: [] });
      expect(response.body).toMatchObject({ code: 422, message: '订单已取消，不能修改样本信息' });
    });

    it("answers 404 for another customer's order and changes nothing", async () => {
      const { orderNo } = await newOrder();
      const response = await as(t, t.wangwei).post(MODIFY, { orderNo, ybList: [], wkList: [], lanList: [] });
      expect(response.body).toMatchObject({ code: 404, message: '订单不存在' });
      expect(await samplesOf(t, orderNo)).toHaveLength(2);
    });

    it('needs a customer token', async () => {
      const response = await as(t, null).post(MODIFY, { orderNo: 'x', ybList: [], wkList: [], lanList: [] });
      expect(response.body.code).toBe(100);
    });
  });
});
