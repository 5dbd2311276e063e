import { ErrorCode } from '@seqportal/contract';
import { DomainError, NotFoundError } from '../../src/common/errors/domain-errors.js';
import { ContractScopeService } from '../../src/modules/contracts/contract-scope.service.js';
import { PricingService } from '../../src/modules/contracts/pricing/pricing.service.js';
import { authHeaderOf } from './catalogue-fixtures.js';
import { contractIdOf, createDemoApp, type DemoApp, skuIdOf } from '../support/demo-app.js';

describe('contract scope', () => {
  let t: DemoApp;
  let scope: ContractScopeService;
  let pricing: PricingService;
  const principal = (customer: DemoApp['shanghai']) => ({
    memberId: customer.memberId,
    organisationId: customer.organisationId,
    sessionId: 'test',
  });

  beforeAll(async () => {
    t = await createDemoApp();
    scope = t.app.get(ContractScopeService);
    pricing = t.app.get(PricingService);
  });
  afterAll(() => t.close());

  it('lets a contract customer order SKUs its contracts cover', async () => {
    const skus = [await skuIdOf(t, 'WGS-HU-30X'), await skuIdOf(t, 'SC-10X-3P')];
    await expect(pricing.assertInContract(principal(t.shanghai), skus)).resolves.toBeUndefined();
    await expect(
      pricing.assertInContract(principal(t.shanghai), [skus[0]!], await contractIdOf(t, 'HT-2026-SH-001')),
    ).resolves.toBeUndefined();
  });

  it('lets the demo company order library (文库) and sample products under its first contract', async () => {
    const library = await t.dataSource.query<Array<{ id: number; sku_code: string }>>(
      `SELECT s.id, s.sku_code FROM sku s JOIN contract_price p ON p.sku_id = s.id JOIN contract k ON k.id = p.contract_id
       WHERE k.contract_no = 'HT-2026-SH-001' AND s.template_type = 'LIBRARY' ORDER BY s.sku_code`,
    );
    expect(library.map((row) => row.sku_code)).toEqual(['LIB-DNB-10G', 'LIB-DNB-LANE', 'LIB-DNB-PE100']);
    const sample = await skuIdOf(t, 'EXT-DNA-TISSUE');
    await expect(
      pricing.assertInContract(
        principal(t.shanghai),
        [...library.map((row) => row.id), sample],
        await contractIdOf(t, 'HT-2026-SH-001'),
      ),
    ).resolves.toBeUndefined();
    const { skus } = await scope.scope(principal(t.shanghai), [await skuIdOf(t, 'LIB-DNB-10G')]);
    expect(skus).toEqual([{ skuId: expect.any(Number), covered: true, unitPrice: '127.50' }]);
  });

  it('answers 184 for a SKU outside the contract scope, with the catalogue saying isorder false', async () => {
    const outside = await skuIdOf(t, 'METH-WGBS-30X');
    const error = await pricing
      .assertInContract(principal(t.shanghai), [await skuIdOf(t, 'WGS-HU-30X'), outside])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: ErrorCode.OutOfContract, message: '该商品不在合同范围内，请联系客服' });
    expect(ErrorCode.OutOfContract).toBe(184);
    const detail = await t.http
      .get('/api/NewGoodsContoller/GetGoodsDeatil')
      .query({ skuId: outside })
      .set(...authHeaderOf(t.shanghai));
    expect(detail.body.body.pro.isorder).toBe(false);
  });

  it("answers 184 for a SKU of the caller's other contract when a contract is named", async () => {
    const contractId = await contractIdOf(t, 'HT-2026-SH-001');
    await expect(
      pricing.assertInContract(principal(t.shanghai), [await skuIdOf(t, 'SC-10X-3P')], contractId),
    ).rejects.toMatchObject({ code: 184 });
  });

  it('lets a customer without contracts order anything at the sale price, but not under a contract', async () => {
    await expect(
      pricing.assertInContract(principal(t.personal), [await skuIdOf(t, 'METH-WGBS-30X')]),
    ).resolves.toBeUndefined();
    const foreign = await contractIdOf(t, 'HT-2026-SH-001');
    await expect(
      pricing.assertInContract(principal(t.personal), [await skuIdOf(t, 'WGS-HU-30X')], foreign),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it('ignores contracts that are inactive or out of date', async () => {
    const contractId = await contractIdOf(t, 'HT-2026-BJ-001');
    const sku = await skuIdOf(t, 'LIB-NOVA-10G');
    await expect(pricing.assertInContract(principal(t.beijing), [sku])).resolves.toBeUndefined();
    await t.dataSource.query(`UPDATE contract SET ends_on = CURRENT_DATE - 1 WHERE id = $1`, [contractId]);
    try {
      const { skus, hasContracts } = await scope.scope(principal(t.beijing), [sku]);
      expect(hasContracts).toBe(false);
      expect(skus[0]).toMatchObject({ covered: false, unitPrice: null });
    } finally {
      await t.dataSource.query(`UPDATE contract SET ends_on = DATE '2027-12-31' WHERE id = $1`, [contractId]);
    }
  });

  it('reports the applicable contract price per SKU', async () => {
    const sku = await skuIdOf(t, 'LIB-NOVA-10G');
    const { skus } = await scope.scope(principal(t.beijing), [sku, sku]);
    expect(skus).toEqual([{ skuId: sku, covered: true, unitPrice: '144.00' }]);
  });

  it("GetContractProductList answers the caller's contracts with their products at contract prices", async () => {
    const { body } = await t.http
      .get('/api/NewOrder/GetContractProductList')
      .set(...authHeaderOf(t.shanghai))
      .expect(200);
    expect(body.code).toBe(0);
    expect(body.body.map((c: { contractID__c: string; select: boolean }) => [c.contractID__c, c.select])).toEqual([
      ['HT-2026-SH-001', true],
      ['HT-2026-SH-002', false],
    ]);
    const product = body.body[0].productList.find((p: { skuId: number }) => p.skuId !== undefined);
    expect(product).toMatchObject({
      name: expect.any(String),
      title: expect.any(String),
      unitPrice: expect.stringMatching(/^\d+\.\d{2}$/),
      select: false,
      count: 1,
    });
    expect(product.goodsImg).toMatch(/^\/api\/File\/public\?key=goods\//);
    expect(body.body[0].items).toHaveLength(body.body[0].productList.length);
  });

  it('GetContractProductList answers an empty list without contracts and 100 without a token', async () => {
    expect(
      (await t.http.get('/api/NewOrder/GetContractProductList').set(...authHeaderOf(t.personal))).body,
    ).toMatchObject({
      code: 0,
      body: [],
    });
    expect((await t.http.get('/api/NewOrder/GetContractProductList')).body.code).toBe(100);
  });
});
