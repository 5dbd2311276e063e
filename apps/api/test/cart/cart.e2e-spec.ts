import { as } from '../orders/orders-test-kit.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

const ADD = '/api/NewShoppingCart/AddShoppingCart';
const LIST = '/api/NewShoppingCart/ShoppingCartList';
const COUNT = '/api/NewShoppingCart/GetShoppingCartCount';
const QTY = '/api/NewShoppingCart/ModifyGoodsQty';
const DEL = '/api/NewShoppingCart/DelShoppingCart';
const STATUS = '/api/ShoppingCart/ModifyGoodsStatus';
const BUY_LIST = '/api/NewShoppingCart/ShoppingCartBuyList';

interface CartItemBody {
  id: number;
  skuid: number;
  newPrice: string;
  qty: number;
  newSumSales: string;
  isChecked: boolean;
  isorder: boolean;
}

describe('sample box (cart)', () => {
  let t: DemoApp;
  let wgs: number;
  let wgs50: number;
  let singleCell: number;
  let library: number;
  let analysis: number;

  beforeAll(async () => {
    t = await createDemoApp();
    wgs = await skuIdOf(t, 'WGS-HU-30X');
    wgs50 = await skuIdOf(t, 'WGS-HU-50X');
    singleCell = await skuIdOf(t, 'SC-10X-3P');
    library = await skuIdOf(t, 'LIB-NOVA-10G');
    analysis = await skuIdOf(t, 'BIO-WGS-STD');
  });
  afterAll(() => t.close());

  const list = async (who = t.shanghai) =>
    (await as(t, who).get(LIST)).body.body.cart as {
      newShowList: Array<{ contractName: string; contractId?: number; isChecked: boolean; cart: CartItemBody[] }>;
      listPro: CartItemBody[];
    };
  const add = (body: object, who = t.shanghai) =>
    as(t, who).post(ADD, { cartType: 1, propertyType: 0, qty: 1, ...body });

  it('adds an item, raises its quantity when added again and counts lines', async () => {
    const first = await add({ skuId: wgs, qty: 2 });
    expect(first.body).toEqual({ code: 0, message: '加入成功', body: { postOk: true } });
    await add({ skuId: wgs, qty: 3 });
    const cart = await list();
    expect(cart.listPro).toHaveLength(1);
    expect(cart.listPro[0]).toMatchObject({
      skuid: wgs,
      qty: 5,
      newPrice: '2380.00',
      newSumSales: '11900.00',
      isChecked: true,
      isorder: true,
    });
    expect((await as(t, t.shanghai).get(COUNT)).body).toEqual({ code: 0, message: '成功', body: { count: 1 } });
  });

  it('groups items by the contract whose price applies, with the contract names and totals', async () => {
    await add({ skuId: singleCell });
    await add({ skuId: wgs50 });
    const cart = await list();
    const sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    const sh2 = await contractIdOf(t, 'HT-2026-SH-002');
    expect(
      cart.newShowList.map((group) => [group.contractId, group.contractName, group.cart.map((item) => item.skuid)]),
    ).toEqual([
      [sh1, '2026年度测序服务框架合同', [wgs50, wgs]],
      [sh2, '单细胞与三代测序专项合同', [singleCell]],
    ]);
    expect(cart.listPro.map((item) => item.skuid)).toEqual([wgs50, wgs, singleCell]);
    expect(cart.newShowList[1]!.cart[0]).toMatchObject({
      newPrice: '8820.00',
      proname: expect.any(String),
      skuname: expect.any(String),
    });
    expect((await as(t, t.shanghai).get(COUNT)).body.body.count).toBe(3);
  });

  it('puts the items of a customer without contracts in one group at the sale price', async () => {
    await add({ skuId: library, qty: 3 }, t.personal);
    const cart = await list(t.personal);
    expect(cart.newShowList).toEqual([
      expect.objectContaining({
        contractName: '非合同商品',
        isChecked: true,
        cart: [expect.objectContaining({ newPrice: '180.00', newSumSales: '540.00' })],
      }),
    ]);
    expect(cart.newShowList[0]).not.toHaveProperty('contractId');
  });

  it.each([
    [{ qty: 0 }, '数量必须是正整数'],
    [{ qty: 1.5 }, '数量必须是正整数'],
    [{ qty: 'abc' }, '数量必须是正整数'],
    [{ qty: 10000 }, '数量不能超过9999'],
    [{ cartType: 3 }, '购买方式不正确'],
    [{ skuId: 0 }, '请选择商品'],
    [{ propertyType: 7 }, '商品属性不正确'],
  ])('refuses to add %o with its message', async (change, message) => {
    const response = await add({ skuId: wgs, ...change });
    expect(response.body).toMatchObject({ code: 400, message });
  });

  it('reads an empty quantity as 1 and a digit string as a number', async () => {
    await add({ skuId: library, qty: '' }, t.wangwei);
    await add({ skuId: library, qty: '4' }, t.wangwei);
    expect((await list(t.wangwei)).listPro[0]!.qty).toBe(5);
  });

  it('refuses a SKU outside the contract scope (184), an analysis product, and an unknown SKU', async () => {
    expect((await add({ skuId: library })).body).toMatchObject({
      code: 184,
      message: '该商品不在合同范围内，请联系客服',
    });
    expect((await add({ skuId: analysis })).body).toMatchObject({ code: 400, message: '分析类商品请在数据中心下单' });
    expect((await add({ skuId: 999999 })).body).toMatchObject({ code: 404, message: '商品不存在' });
  });

  it('refuses an SKU that is off sale', async () => {
    await t.dataSource.query('UPDATE sku SET on_sale = FALSE WHERE id = $1', [wgs50]);
    try {
      expect((await add({ skuId: wgs50 }, t.beijing)).body).toMatchObject({ code: 400, message: '该商品已下架' });
    } finally {
      await t.dataSource.query('UPDATE sku SET on_sale = TRUE WHERE id = $1', [wgs50]);
    }
  });

  it('refuses to pass the quantity limit when adding again', async () => {
    await add({ skuId: library, qty: 9999 }, t.beijing);
    expect((await add({ skuId: library, qty: 1 }, t.beijing)).body).toMatchObject({
      code: 400,
      message: '数量不能超过9999',
    });
  });

  it('sets a quantity, and answers 404 for a SKU that is not in the box', async () => {
    const response = await as(t, t.shanghai).post(QTY, { goodsCount: 7, skuId: wgs, goodsId: 1 });
    expect(response.body).toEqual({ code: 0, message: '修改成功', body: { postOk: true } });
    expect((await list()).listPro.find((item) => item.skuid === wgs)).toMatchObject({
      qty: 7,
      newSumSales: '16660.00',
    });
    expect((await as(t, t.shanghai).post(QTY, { goodsCount: 0, skuId: wgs })).body).toMatchObject({
      code: 400,
      message: '数量必须是正整数',
    });
    expect((await as(t, t.shanghai).post(QTY, { goodsCount: 2, skuId: library })).body).toMatchObject({
      code: 404,
      message: '样本箱中没有该商品',
    });
  });

  it('ticks and unticks items; a group is ticked only when all its items are', async () => {
    const off = await as(t, t.shanghai).post(STATUS, { skuIds: `${wgs}`, status: 0 });
    expect(off.body).toEqual({ code: 0, message: '成功', body: { postOk: true } });
    let cart = await list();
    expect(cart.listPro.find((item) => item.skuid === wgs)!.isChecked).toBe(false);
    expect(cart.newShowList[0]!.isChecked).toBe(false);
    expect(cart.newShowList[1]!.isChecked).toBe(true);
    await as(t, t.shanghai).post(STATUS, { skuIds: `${wgs},${wgs50},${singleCell}`, status: 1 });
    cart = await list();
    expect(cart.newShowList.every((group) => group.isChecked)).toBe(true);
    expect((await as(t, t.shanghai).post(STATUS, { skuIds: '', status: 1 })).body).toMatchObject({
      code: 400,
      message: '请选择商品',
    });
    expect((await as(t, t.shanghai).post(STATUS, { skuIds: `${wgs}`, status: 2 })).body).toMatchObject({
      code: 400,
      message: '勾选状态不正确',
    });
  });

  it('lists the ticked items for checkout with their total, or only the named SKUs', async () => {
    await as(t, t.shanghai).post(STATUS, { skuIds: `${singleCell}`, status: 0 });
    const response = await as(t, t.shanghai).get(BUY_LIST, { buyType: 1, propertyType: 0 });
    const body = response.body.body as { list: Array<{ cart: CartItemBody[] }>; totalPrice: string };
    expect(body.list.flatMap((group) => group.cart.map((item) => item.skuid))).toEqual([wgs50, wgs]);
    // 2 x 3570.00 (50X at 85%) is not added: the 50X line has qty 1; 7 x 2380.00 for the 30X.
    expect(body.totalPrice).toBe('20230.00');
    const only = await as(t, t.shanghai).get(BUY_LIST, { buyType: 1, skuIds: `${wgs}` });
    expect(only.body.body.totalPrice).toBe('16660.00');
    expect((await as(t, t.shanghai).get(BUY_LIST, { buyType: 9 })).body).toMatchObject({
      code: 400,
      message: '购买方式不正确',
    });
  });

  it('keeps a single buy-now item, replaced by the next buy now, apart from the box', async () => {
    await add({ skuId: wgs, cartType: 2, qty: 2 });
    const second = await add({ skuId: singleCell, cartType: 2, qty: 1 });
    expect(second.body).toEqual({ code: 0, message: '成功', body: { postOk: true } });
    const buyNow = await as(t, t.shanghai).get(BUY_LIST, { buyType: 2 });
    expect(
      buyNow.body.body.list.flatMap((group: { cart: CartItemBody[] }) =>
        group.cart.map((item) => [item.skuid, item.qty]),
      ),
    ).toEqual([[singleCell, 1]]);
    expect(buyNow.body.body.totalPrice).toBe('8820.00');
    // The box is untouched by buy now.
    expect((await list()).listPro.find((item) => item.skuid === wgs)!.qty).toBe(7);
    expect((await as(t, t.shanghai).get(COUNT)).body.body.count).toBe(3);
  });

  it('keeps a single buy-now line when two buy-now clicks arrive at once', async () => {
    const library30 = await skuIdOf(t, 'LIB-NOVA-30G');
    const answers = await Promise.all([
      add({ skuId: library, cartType: 2 }, t.beijing),
      add({ skuId: library30, cartType: 2 }, t.beijing),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
    const rows = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM cart_item WHERE member_id = $1 AND cart_type = 2',
      [t.beijing.memberId],
    );
    expect(rows[0].count).toBe(1);
  });

  it('deletes by line id or by SKU, never the lines of another customer', async () => {
    const cart = await list();
    const line = cart.listPro.find((item) => item.skuid === wgs50)!;
    expect(
      (await as(t, t.personal).post(DEL, { ids: `${line.id}`, isPlus: false, actID: 0, chooseSkuID: '' })).body,
    ).toMatchObject({
      code: 404,
      message: '样本箱中没有该商品',
    });
    const response = await as(t, t.shanghai).post(DEL, { ids: `${line.id}`, isPlus: false, actID: 0, chooseSkuID: '' });
    expect(response.body).toEqual({ code: 0, message: '删除成功', body: { postOk: true } });
    await as(t, t.shanghai).post(DEL, { ids: '', chooseSkuID: `${singleCell}` });
    expect((await list()).listPro.map((item) => item.skuid)).toEqual([wgs]);
    expect((await as(t, t.shanghai).post(DEL, { ids: '', chooseSkuID: '' })).body).toMatchObject({
      code: 400,
      message: '请选择要删除的商品',
    });
    expect((await as(t, t.shanghai).post(DEL, { ids: '1,x' })).body).toMatchObject({
      code: 400,
      message: '请选择要删除的商品',
    });
  });

  it('marks an item that left the contract scope as not orderable', async () => {
    const sh1 = await contractIdOf(t, 'HT-2026-SH-001');
    await t.dataSource.query('UPDATE contract SET active = FALSE WHERE id = $1', [sh1]);
    try {
      const cart = await list();
      expect(cart.newShowList).toEqual([
        expect.objectContaining({
          contractName: '非合同商品',
          cart: [expect.objectContaining({ skuid: wgs, newPrice: '2800.00', isorder: false })],
        }),
      ]);
    } finally {
      await t.dataSource.query('UPDATE contract SET active = TRUE WHERE id = $1', [sh1]);
    }
  });

  it('answers 100 without a token', async () => {
    for (const request of [
      as(t, null).get(LIST),
      as(t, null).get(COUNT),
      as(t, null).post(ADD, { skuId: wgs, cartType: 1, qty: 1 }),
    ]) {
      expect((await request).body).toMatchObject({ code: 100 });
    }
  });
});
