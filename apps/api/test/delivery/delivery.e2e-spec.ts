import { createHash } from 'node:crypto';
import { OrderStatus } from '@seqportal/contract';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { StorageService } from '../../src/infra/storage/storage.service.js';
import { decodeCredential } from '../../src/modules/delivery/helpers/credential-payload.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, type OrderFixture } from './order-fixtures.js';

const CLIENT_DOWNLOAD_UNAVAILABLE = '本订单暂不支持客户端下载，请使用下方文件列表中的下载链接逐个下载文件';

const md5 = (content: string | Buffer) => createHash('md5').update(content).digest('hex');

describe('data delivery', () => {
  let t: TestApp;
  let storage: StorageService;
  let lab: string;
  let admin: string;
  let company: TestCustomer;
  let personal: TestCustomer;
  let order: OrderFixture;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(StorageService);
    await seedStaff(t);
    await seedCustomers(t.dataSource);
    lab = await staffToken(t, 'lab');
    admin = await staffToken(t, 'admin');
    company = await customerToken(t, '13800000001');
    personal = await customerToken(t, '13800000002');
    order = await createOrder(t, company.memberId, OrderStatus.SamplesReceived);
  });
  afterAll(() => t.close());

  const upload = (token: string, orderNo: string, category: string, name: string, content: string | Buffer) =>
    t.http
      .post(`/api/admin/lab/delivery-files?orderNo=${orderNo}&category=${category}`)
      .set(bearer(token))
      .attach('file', Buffer.from(content), name);
  const customerGet = (who: TestCustomer, path: string) => t.http.get(path).set(bearer(who.token));
  const readObject = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get('delivery', key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  describe('staff upload', () => {
    it("stores the file under the order's prefix, records its MD5 and writes the manifest", async () => {
      const content = '@read1\nACGTACGT\n+\nFFFFFFFF\n';
      const response = await upload(lab, order.orderNo, 'DATA', 'S1_R1.fq', content);
      expect(response.body).toMatchObject({
        code: 0,
        message: '上传成功',
        body: {
          fileName: 'S1_R1.fq',
          path: 'data/S1_R1.fq',
          category: 'DATA',
          categoryLabel: '测序数据',
          size: content.length,
          md5: md5(content),
        },
      });
      expect(await readObject(`orders/${order.orderNo}/data/S1_R1.fq`)).toBe(content);
      expect(await readObject(`orders/${order.orderNo}/md5sum.txt`)).toBe(`${md5(content)}  data/S1_R1.fq\n`);
    });

    it('replaces a file uploaded again under the same name and audits before and after', async () => {
      await upload(lab, order.orderNo, 'DATA', 'replace.txt', 'first');
      const second = await upload(lab, order.orderNo, 'DATA', 'replace.txt', 'second version');
      expect(second.body.body.md5).toBe(md5('second version'));
      const [row] = await t.dataSource.query(
        `SELECT staff_name, before, after FROM audit_log WHERE action = 'delivery.replace' AND target_id = $1`,
        [`${order.orderNo}/data/replace.txt`],
      );
      expect(row).toMatchObject({
        staff_name: 'lab',
        before: { md5: md5('first'), size: 5 },
        after: { md5: md5('second version'), size: 14 },
      });
      const manifest = await readObject(`orders/${order.orderNo}/md5sum.txt`);
      expect(manifest).toContain(`${md5('second version')}  data/replace.txt\n`);
      expect(manifest).not.toContain(md5('first'));
    });

    it('refuses an order whose samples are not received yet', async () => {
      const waiting = await createOrder(t, company.memberId, OrderStatus.AwaitingSamples);
      const response = await upload(lab, waiting.orderNo, 'DATA', 'x.txt', 'x');
      expect(response.body).toMatchObject({ code: 422, message: '订单收样后才能上传交付文件' });
    });

    it.each([
      ['', 'DATA', '请输入订单号'],
      ['%20%20', 'DATA', '请输入订单号'],
      ['ORDER', 'RAW', '文件类型不正确'],
    ])('answers a validation message for orderNo %j and category %j', async (orderNo, category, message) => {
      const response = await upload(lab, orderNo, category, 'x.txt', 'x');
      expect(response.body).toMatchObject({ code: 400, message });
    });

    it('answers 404 for an unknown order and 11002 for a request that is not multipart', async () => {
      expect((await upload(lab, '999999', 'DATA', 'x.txt', 'x')).body).toMatchObject({
        code: 404,
        message: '订单不存在',
      });
      const plain = await t.http
        .post(`/api/admin/lab/delivery-files?orderNo=${order.orderNo}&category=DATA`)
        .set(bearer(lab))
        .send({ file: 'x' });
      expect(plain.body.code).toBe(11002);
    });

    it('refuses customers and lets only administrators delete', async () => {
      expect((await upload(company.token, order.orderNo, 'DATA', 'x.txt', 'x')).body.code).toBe(403);
      const entry = (await upload(lab, order.orderNo, 'DATA', 'doomed.txt', 'doomed')).body.body;
      const byLab = await t.http.delete(`/api/admin/lab/delivery-files?id=${entry.id}`).set(bearer(lab));
      expect(byLab.body.code).toBe(403);
      const byAdmin = await t.http.delete(`/api/admin/lab/delivery-files?id=${entry.id}`).set(bearer(admin));
      expect(byAdmin.body).toMatchObject({ code: 0, message: '删除成功' });
      expect(await storage.stat('delivery', `orders/${order.orderNo}/data/doomed.txt`)).toBeNull();
      expect(await readObject(`orders/${order.orderNo}/md5sum.txt`)).not.toContain('doomed.txt');
      const [audit] = await t.dataSource.query(
        `SELECT staff_name, before, after FROM audit_log WHERE action = 'delivery.delete' AND target_id = $1`,
        [`${order.orderNo}/data/doomed.txt`],
      );
      expect(audit).toMatchObject({ staff_name: 'admin', before: { md5: md5('doomed') }, after: null });
    });

    it('records a large file uploaded straight to the storage with a presigned link', async () => {
      const created = await t.http
        .post('/api/admin/lab/delivery-uploads')
        .set(bearer(lab))
        .send({ orderNo: order.orderNo, category: 'DATA', fileName: 'big.bam' });
      expect(created.body.code).toBe(0);
      const content = Buffer.alloc(256 * 1024, 7);
      expect((await fetch(created.body.body.url, { method: 'PUT', body: content })).status).toBe(200);
      const completed = await t.http
        .post('/api/admin/lab/delivery-uploads/complete')
        .set(bearer(lab))
        .send({ uploadId: created.body.body.uploadId });
      expect(completed.body.body).toMatchObject({ path: 'data/big.bam', size: content.length, md5: md5(content) });
      const again = await t.http
        .post('/api/admin/lab/delivery-uploads/complete')
        .set(bearer(lab))
        .send({ uploadId: created.body.body.uploadId });
      expect(again.body).toMatchObject({ code: 404, message: '上传任务不存在或已过期' });
    });

    it('refuses a presigned upload whose file name is a path', async () => {
      const created = await t.http
        .post('/api/admin/lab/delivery-uploads')
        .set(bearer(lab))
        .send({ orderNo: order.orderNo, category: 'DATA', fileName: '../escape.txt' });
      expect(created.body.code).toBe(400);
      expect(created.body.message).toMatch(/^文件名不合法/);
    });
  });

  describe('customer downloads', () => {
    it('lists the data files with signed links that download the exact bytes, and logs the download', async () => {
      const content = 'final reads\n';
      await upload(lab, order.orderNo, 'DATA', 'final.fq', content);
      const list = await customerGet(company, `/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=1`);
      const item = list.body.body.find((entry: { fileName: string }) => entry.fileName === 'final.fq');
      expect(item).toMatchObject({ md5: md5(content), size: content.length });
      expect(item.filePath).toMatch(/^\/api\/NewDataCenter\/DownloadFile\?ticket=/);
      const redirect = await t.http.get(item.filePath);
      expect(redirect.status).toBe(302);
      const stored = await fetch(redirect.headers.location!);
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-disposition')).toContain(`filename*=UTF-8''final.fq`);
      expect(md5(Buffer.from(await stored.arrayBuffer()))).toBe(md5(content));
      const [log] = await t.dataSource.query(
        `SELECT member_id, kind, detail FROM delivery_download WHERE detail = 'data/final.fq'`,
      );
      expect(log).toEqual({ member_id: company.memberId, kind: 'file', detail: 'data/final.fq' });
    });

    it('answers 暂无可用报告 with an empty quality-file list, then lists the reports once delivered', async () => {
      const fresh = await createOrder(t, company.memberId, OrderStatus.SamplesReceived);
      const empty = await customerGet(company, `/api/NewDataCenter/GetDownloadList?orderNo=${fresh.orderNo}&type=2`);
      expect(empty.body).toEqual({ code: 0, message: '暂无可用报告', body: [] });
      await upload(lab, fresh.orderNo, 'SAMPLE_QC', '样本质检报告.pdf', '%PDF-1.4 report');
      await upload(lab, fresh.orderNo, 'DATA', 'reads.fq', 'reads');
      const reports = await customerGet(company, `/api/NewDataCenter/GetDownloadList?orderNo=${fresh.orderNo}&type=2`);
      expect(reports.body.body.map((entry: { fileName: string }) => entry.fileName)).toEqual(['样本质检报告.pdf']);
    });

    it('lists the manifest and the data delivery panel', async () => {
      const manifest = await customerGet(company, `/api/NewDataCenter/GetDeliveryManifest?orderNo=${order.orderNo}`);
      expect(manifest.body.body).toMatchObject({
        orderNo: order.orderNo,
        osspath: `s3://seqportal-delivery/orders/${order.orderNo}/`,
        manifestFile: 'md5sum.txt',
      });
      expect(manifest.body.body.files.map((file: { path: string }) => file.path)).toContain('data/S1_R1.fq');
      const panel = await customerGet(company, `/api/NewOrder/GetDatadelivery?orderNo=${order.orderNo}`);
      expect(panel.body.body.orderNo).toBe(order.orderNo);
      expect(panel.body.body.files.length).toBeGreaterThan(0);
    });

    it("keeps one customer's delivery invisible to another (404)", async () => {
      for (const path of [
        `/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=1`,
        `/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=2`,
        `/api/NewDataCenter/GetDeliveryManifest?orderNo=${order.orderNo}`,
        `/api/NewOrder/GetDatadelivery?orderNo=${order.orderNo}`,
        `/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`,
      ]) {
        expect({ path, body: (await customerGet(personal, path)).body }).toEqual({
          path,
          body: { code: 404, message: '订单不存在', body: null },
        });
      }
    });

    it('refuses a forged download link', async () => {
      const forged = await t.http.get('/api/NewDataCenter/DownloadFile?ticket=eyJhbGciOiJIUzI1NiJ9.e30.forged');
      expect(forged.body).toMatchObject({ code: 403, message: '下载链接无效' });
    });

    it('answers the download list type and order number validation messages', async () => {
      const noOrder = await customerGet(company, '/api/NewDataCenter/GetDownloadList?type=1');
      expect(noOrder.body).toMatchObject({ code: 400, message: '请输入订单号' });
      const badType = await customerGet(company, `/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=3`);
      expect(badType.body).toMatchObject({ code: 400, message: '下载类型不正确' });
      expect((await t.http.get(`/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=1`)).body.code).toBe(
        100,
      );
    });
  });

  describe('credentials', () => {
    it('says plainly that client download is not available (s3rver issues no scoped keys), and carries no keys', async () => {
      const response = await customerGet(company, `/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`);
      expect(response.body).toMatchObject({ code: 0, message: CLIENT_DOWNLOAD_UNAVAILABLE });
      expect(response.body.message).not.toMatch(/STS|凭证/);
      expect(decodeCredential(response.body.body)).toMatchObject({
        mode: 'unavailable',
        id: '',
        secret: '',
        osspath: `s3://seqportal-delivery/orders/${order.orderNo}/`,
        region: 'us-east-1',
        desc: CLIENT_DOWNLOAD_UNAVAILABLE,
        privilege: 'readOnly',
      });
      const [log] = await t.dataSource.query(`SELECT kind, detail FROM delivery_download WHERE kind = 'credential'`);
      expect(log).toEqual({ kind: 'credential', detail: 'unavailable' });
      const panel = await customerGet(company, `/api/NewOrder/GetDatadelivery?orderNo=${order.orderNo}`);
      expect(panel.body.body.credentialAvailable).toBe(false);
    });

    it('answers the same plain sentence with links-only (what `pnpm start` configures for its s3rver)', async () => {
      const linksOnly = await createTestApp({ shareWith: t, env: { DELIVERY_CREDENTIALS: 'links-only' } });
      try {
        const response = await linksOnly.http
          .get(`/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`)
          .set(bearer(company.token));
        expect(response.body).toMatchObject({ code: 0, message: CLIENT_DOWNLOAD_UNAVAILABLE });
        expect(decodeCredential(response.body.body)).toMatchObject({ mode: 'unavailable', id: '', secret: '' });
      } finally {
        await linksOnly.close();
        delete process.env.DELIVERY_CREDENTIALS;
      }
    });
  });

  it('signs storage links for the public endpoint when the API reaches the storage under another name', async () => {
    const internal = new URL(process.env.S3_ENDPOINT!);
    const publicEndpoint = `http://localhost:${internal.port}`;
    const proxied = await createTestApp({ shareWith: t, env: { DELIVERY_PUBLIC_ENDPOINT: publicEndpoint } });
    try {
      const list = await proxied.http
        .get(`/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=1`)
        .set(bearer(company.token));
      const redirect = await proxied.http.get(list.body.body[0].filePath);
      expect(
        redirect.headers.location!.startsWith(`${publicEndpoint}/seqportal-delivery/orders/${order.orderNo}/`),
      ).toBe(true);
      expect((await fetch(redirect.headers.location!)).status).toBe(200);
      const credential = await proxied.http
        .get(`/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`)
        .set(bearer(company.token));
      expect(decodeCredential(credential.body.body).eptpl).toBe(publicEndpoint);
    } finally {
      await proxied.close();
      // createTestApp writes its env into process.env; later instances of this file must not inherit it.
      delete process.env.DELIVERY_PUBLIC_ENDPOINT;
    }
  });

  describe('expiry and limits (a second instance configured with short lifetimes and a small upload cap)', () => {
    let short: TestApp;

    beforeAll(async () => {
      short = await createTestApp({
        shareWith: t,
        // The link lives a little longer than the storage URL it redirects to, so that a busy machine still follows
        // it in time; the storage URL's second then runs out first.
        env: { DELIVERY_PRESIGN_TTL_SECONDS: '1', DELIVERY_LINK_TTL_SECONDS: '4', DELIVERY_UPLOAD_MAX_BYTES: '1024' },
      });
    });
    afterAll(async () => {
      await short.close();
      for (const name of ['DELIVERY_PRESIGN_TTL_SECONDS', 'DELIVERY_LINK_TTL_SECONDS', 'DELIVERY_UPLOAD_MAX_BYTES'])
        delete process.env[name];
    });

    it('hands out links that the storage itself refuses (403) once they have expired', async () => {
      const list = await short.http
        .get(`/api/NewDataCenter/GetDownloadList?orderNo=${order.orderNo}&type=1`)
        .set(bearer(company.token));
      const listedAt = Date.now();
      const item = list.body.body.find((entry: { fileName: string }) => entry.fileName === 'S1_R1.fq');
      const redirect = await short.http.get(item.filePath);
      expect(redirect.status).toBe(302);
      await new Promise((resolve) => setTimeout(resolve, 2200));
      const expired = await fetch(redirect.headers.location!);
      expect(expired.status).toBe(403);
      const text = await expired.text();
      expect(text).toContain('<Code>AccessDenied</Code>');
      expect(text).toContain('Request has expired');
      // Our own link has run out by now too.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, listedAt + 5000 - Date.now())));
      const link = await short.http.get(item.filePath);
      expect(link.body).toMatchObject({ code: 403, message: '下载链接已过期，请刷新文件列表后重新下载' });
    });

    it('refuses a multipart upload over the cap with 11001 and keeps the file it would have replaced', async () => {
      await upload(lab, order.orderNo, 'DATA', 'capped.txt', 'small and good');
      const response = await short.http
        .post(`/api/admin/lab/delivery-files?orderNo=${order.orderNo}&category=DATA`)
        .set(bearer(lab))
        .attach('file', Buffer.alloc(4096, 1), 'capped.txt');
      expect(response.body).toMatchObject({ code: 11001, message: '您上传的文件超出1KB，请重新上传' });
      expect(await readObject(`orders/${order.orderNo}/data/capped.txt`)).toBe('small and good');
    });
  });
});
