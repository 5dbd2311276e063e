import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const VALID = {
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  street: '',
  address: '科技园南区高新南七道 18 号 3 栋 501',
  name: '张晓明',
  phone: '13800000001',
  postalCode: '518057',
};

describe('pickup addresses', () => {
  let t: TestApp;
  let owner: TestCustomer;
  let other: TestCustomer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedCustomers(t.dataSource);
    owner = await customerToken(t, '13800000002');
    other = await customerToken(t, '13800000003', 'wangwei_personal');
  });
  afterAll(() => t.close());

  const as = (who: TestCustomer) => ({
    get: (path: string) => t.http.get(path).set(bearer(who.token)),
    post: (path: string, body: object) => t.http.post(path).set(bearer(who.token)).send(body),
  });
  const list = async (who: TestCustomer) => (await as(who).get('/api/NewPersonalCenter/GetAddressList')).body.body;

  it('adds an address, makes the first one the default and lists it', async () => {
    const added = await as(owner).post('/api/NewPersonalCenter/AddAddress', VALID);
    expect(added.body).toMatchObject({ code: 0, message: '新增成功', body: { ...VALID, isDefault: true } });
    expect(await list(owner)).toEqual([added.body.body]);
  });

  it('keeps exactly one default when another address becomes the default', async () => {
    const second = await as(owner).post('/api/NewPersonalCenter/AddAddress', {
      ...VALID,
      address: '二号楼',
      isDefault: true,
    });
    expect(second.body.body.isDefault).toBe(true);
    const addresses = await list(owner);
    expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(addresses[0].id).toBe(second.body.body.id);
  });

  it.each([
    [{ province: '' }, '城市信息为空，请补全城市信息！'],
    [{ district: undefined }, '城市信息为空，请补全城市信息！'],
    [{ address: '   ' }, '收货地址为空，请补全收货地址信息！'],
    [{ name: '' }, '联系人为空，请补全联系人信息！'],
    [{ phone: '' }, '手机号为空，请补全手机号！'],
    [{ phone: '1234567' }, '请正确填写手机号！'],
    [{ phone: '138000000011' }, '请正确填写手机号！'],
    [{ district: '朝阳区' }, '城市信息不正确，请重新选择省市区'],
  ])('rejects %o with its message and saves nothing', async (change, message) => {
    const before = (await list(owner)).length;
    const response = await as(owner).post('/api/NewPersonalCenter/AddAddress', { ...VALID, ...change });
    expect(response.body).toMatchObject({ code: 400, message });
    expect((await list(owner)).length).toBe(before);
  });

  it('reports the region before the contact when both are missing', async () => {
    const response = await as(owner).post('/api/NewPersonalCenter/AddAddress', { ...VALID, city: '', name: '' });
    expect(response.body.message).toBe('城市信息为空，请补全城市信息！');
  });

  it('updates an address of its owner', async () => {
    const [first] = await list(owner);
    const response = await as(owner).post('/api/NewPersonalCenter/UpdateAddress', {
      ...VALID,
      id: first.id,
      province: '上海市',
      city: '上海市',
      district: '浦东新区',
      address: '张江高科技园区',
    });
    expect(response.body).toMatchObject({ code: 0, message: '修改成功', body: { id: first.id, district: '浦东新区' } });
  });

  it("answers 404 for another customer's address on update and delete, and changes nothing", async () => {
    const [mine] = await list(owner);
    const update = await as(other).post('/api/NewPersonalCenter/UpdateAddress', {
      ...VALID,
      id: mine.id,
      name: '黑客',
    });
    expect(update.body).toMatchObject({ code: 404, message: '地址不存在' });
    const remove = await as(other).post('/api/NewPersonalCenter/DeleteAddress', { id: mine.id });
    expect(remove.body).toMatchObject({ code: 404 });
    expect((await list(owner)).find((a: { id: number }) => a.id === mine.id).name).not.toBe('黑客');
    expect(await list(other)).toEqual([]);
  });

  it('deletes the default address and promotes the oldest remaining one', async () => {
    const [defaultAddress] = await list(owner);
    const response = await as(owner).post('/api/NewPersonalCenter/DeleteAddress', { id: defaultAddress.id });
    expect(response.body).toMatchObject({ code: 0, message: '删除成功' });
    const remaining = await list(owner);
    expect(remaining.some((a: { id: number }) => a.id === defaultAddress.id)).toBe(false);
    expect(remaining[0].isDefault).toBe(true);
  });

  it('never leaves two defaults under concurrent requests', async () => {
    await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        as(other).post('/api/NewPersonalCenter/AddAddress', { ...VALID, address: `并发 ${i}`, isDefault: true }),
      ),
    );
    const addresses = await list(other);
    expect(addresses).toHaveLength(8);
    expect(addresses.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('answers 100 without a token', async () => {
    expect((await t.http.get('/api/NewPersonalCenter/GetAddressList')).body.code).toBe(100);
  });

  it('serves the province, city and district tree to anyone', async () => {
    const response = await t.http.get('/api/NewPersonalCenter/GetRegionTree');
    expect(response.body.code).toBe(0);
    expect(response.body.body).toHaveLength(31);
    expect(response.headers['cache-control']).toContain('max-age');
  });
});
