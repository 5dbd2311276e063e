import { randomUUID } from 'node:crypto';
import { seedCatalogue } from '../../../../seeds/catalogue.seed.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { newSubAccount } from '../certification/certification-kit.js';
import { giveOrderSettings } from '../orders/orders-test-kit.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { analysisSku, createDeliveredOrder, type DeliveredOrder } from './data-fixtures.js';

const NO_DOWNLOAD = '您没有下载数据的权限，请联系主账号开通';

/**
 * The data centre belongs to the organisation: its main account and the sub-accounts holding the download
 * permission see every member's delivered data and analyses; a sub-account without it is refused (403) on the
 * lists and downloads; another organisation sees none of it (absent from lists, 404 by id or order).
 */
describe('data centre scope: the organisation, and the download permission of sub-accounts', () => {
  let t: TestApp;
  let main: TestCustomer;
  let allowed: TestCustomer;
  let refused: TestCustomer;
  let pending: TestCustomer;
  let other: TestCustomer;
  let mainOrder: DeliveredOrder;
  let subOrder: DeliveredOrder;
  let otherOrder: DeliveredOrder;

  const get = (who: TestCustomer, path: string) => t.http.get(path).set(bearer(who.token));
  const names = async (who: TestCustomer, dataType = 1) => {
    const response = await get(who, `/api/NewDataCenter/GetDataList?dataType=${dataType}&pageSize=50`);
    expect(response.body.code).toBe(0);
    return (response.body.body.list as Array<{ libraryName: string }>).map((row) => row.libraryName).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedCustomers(t.dataSource);
    await seedCatalogue(t.dataSource);
    main = await customerToken(t, '13800000001');
    other = await customerToken(t, '13800000003', 'bjfuture');
    allowed = await newSubAccount(t, main.organisationId!);
    refused = await newSubAccount(t, main.organisationId!);
    pending = await newSubAccount(t, main.organisationId!, 'pending');
    await t.dataSource.query('UPDATE member SET can_download = (id = $1) WHERE id = ANY($2::int[])', [
      allowed.memberId,
      [allowed.memberId, refused.memberId, pending.memberId],
    ]);
    await t.dataSource.query('UPDATE member SET can_download = true WHERE id = $1', [pending.memberId]);
    mainOrder = await createDeliveredOrder(t, main.memberId, [{ name: 'MAIN1', species: '人', dataSize: '2' }]);
    subOrder = await createDeliveredOrder(t, allowed.memberId, [{ name: 'SUB1', species: '小鼠', dataSize: '3' }]);
    otherOrder = await createDeliveredOrder(t, other.memberId, [{ name: 'BJ1', species: '人', dataSize: '1' }]);
  });
  afterAll(() => t.close());

  it("lists the organisation's delivered libraries for the main account and a permitted sub-account", async () => {
    expect(await names(main)).toEqual(['MAIN1', 'SUB1']);
    expect(await names(allowed)).toEqual(['MAIN1', 'SUB1']);
    expect(await names(other)).toEqual(['BJ1']);
  });

  it("opens a colleague's library, its files and its order's manifest within the organisation", async () => {
    const detail = await get(allowed, `/api/NewDataCenter/GetReportDetail?id=${mainOrder.libraries.get('MAIN1')}`);
    expect(detail.body.code).toBe(0);
    expect(detail.body.body.files.map((file: { fileName: string }) => file.fileName)).toEqual(
      expect.arrayContaining(['MAIN1_R1.fq.gz', 'MAIN1_R2.fq.gz']),
    );
    const files = await get(allowed, `/api/NewDataCenter/GetDownloadList?orderNo=${mainOrder.orderNo}&type=1`);
    expect(files.body.code).toBe(0);
    expect(files.body.body).toHaveLength(2);
    // The link issued to the sub-account resolves for it: a redirect to the storage.
    const link = await t.http.get(files.body.body[0].filePath);
    expect(link.status).toBe(302);
    const manifest = await get(main, `/api/NewDataCenter/GetDeliveryManifest?orderNo=${subOrder.orderNo}`);
    expect(manifest.body).toMatchObject({ code: 0, body: { orderNo: subOrder.orderNo } });
  });

  it('refuses a sub-account without the download permission, and one still pending, with 403 on lists and downloads', async () => {
    const calls = [
      '/api/NewDataCenter/GetDataList?dataType=1',
      '/api/NewDataCenter/GetDataList?dataType=2',
      `/api/NewDataCenter/GetReportDetail?id=${mainOrder.libraries.get('MAIN1')}`,
      `/api/NewDataCenter/GetDownloadList?orderNo=${mainOrder.orderNo}&type=1`,
      `/api/NewDataCenter/GetDeliveryManifest?orderNo=${mainOrder.orderNo}`,
      `/api/NewDataCenter/GetDeliveryCredential?orderNo=${mainOrder.orderNo}`,
    ];
    for (const who of [refused, pending]) {
      for (const path of calls) {
        const response = await get(who, path);
        expect({ path, body: response.body }).toEqual({ path, body: { code: 403, message: NO_DOWNLOAD, body: null } });
      }
    }
  });

  it("answers another organisation 404 for this organisation's library and orders", async () => {
    const detail = await get(other, `/api/NewDataCenter/GetReportDetail?id=${subOrder.libraries.get('SUB1')}`);
    expect(detail.body.code).toBe(404);
    for (const path of [
      `/api/NewDataCenter/GetDownloadList?orderNo=${mainOrder.orderNo}&type=1`,
      `/api/NewDataCenter/GetDeliveryManifest?orderNo=${subOrder.orderNo}`,
      `/api/NewDataCenter/GetDeliveryCredential?orderNo=${mainOrder.orderNo}`,
    ]) {
      expect((await get(other, path)).body).toMatchObject({ code: 404, message: '订单不存在' });
    }
    expect(
      (await get(main, `/api/NewDataCenter/GetReportDetail?id=${otherOrder.libraries.get('BJ1')}`)).body.code,
    ).toBe(404);
  });

  it("orders an analysis on a colleague's library; the record is the organisation's, not another's", async () => {
    await t.dataSource.query(
      `INSERT INTO customer_credit (organisation_id, credit_limit) VALUES ($1, 50000)
       ON CONFLICT (organisation_id) DO UPDATE SET credit_limit = 50000, unpaid_total = 0`,
      [main.organisationId],
    );
    await giveOrderSettings(t, main);
    const wgs = await analysisSku(t, 'BIO-WGS-STD');
    const submitted = await t.http
      .post('/api/NewAnalysis/SubmitAnalysis')
      .set(bearer(main.token))
      .set('idempotency-key', randomUUID())
      .send({
        genome: 'GRCm39',
        outFileType: ['BAM'],
        goodsList: [{ goodsId: wgs.goodsId, skuId: wgs.skuId }],
        libraryList: [
          {
            orderId: subOrder.orderId,
            libraryId: subOrder.libraries.get('SUB1')!,
            childId: 0,
            childName: 'SUB1-A',
            species: '小鼠',
            yields: 3,
          },
        ],
      });
    expect(submitted.body.code).toBe(0);
    expect(await names(allowed, 2)).toEqual(['SUB1']);
    expect(await names(other, 2)).toEqual([]);
    const [analysis] = await t.dataSource.query<Array<{ id: number }>>(
      'SELECT id FROM analysis_order WHERE member_id = $1',
      [main.memberId],
    );
    expect((await get(allowed, `/api/NewAnalysis/GetAnalysisRecord?id=${analysis!.id}`)).body.code).toBe(0);
    expect((await get(other, `/api/NewAnalysis/GetAnalysisRecord?id=${analysis!.id}`)).body.code).toBe(404);
  });

  it("refuses another organisation's library as analysis input like a missing one", async () => {
    const wgs = await analysisSku(t, 'BIO-WGS-STD');
    const response = await t.http
      .post('/api/NewAnalysis/SubmitAnalysis')
      .set(bearer(other.token))
      .set('idempotency-key', randomUUID())
      .send({
        genome: 'GRCh38',
        outFileType: ['BAM'],
        goodsList: [{ goodsId: wgs.goodsId, skuId: wgs.skuId }],
        libraryList: [
          {
            orderId: mainOrder.orderId,
            libraryId: mainOrder.libraries.get('MAIN1')!,
            childId: 0,
            childName: 'MAIN1-A',
            species: '人',
            yields: 2,
          },
        ],
      });
    expect(response.body.code).toBe(404);
  });
});
