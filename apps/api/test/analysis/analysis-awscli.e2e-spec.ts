import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { seedCatalogue } from '../../../../seeds/catalogue.seed.js';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { decodeCredential } from '../../src/modules/delivery/helpers/credential-payload.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { awsEnvironment } from '../support/aws-cli.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { analysisSku, createDeliveredOrder } from './data-fixtures.js';

const run = promisify(execFile);
const AWS = '/usr/bin/aws';
const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/**
 * An analysis result delivered by staff reaches the customer byte for byte: awscli (a client nobody here wrote)
 * fetches it with the credential issued for the analysis order, and its MD5 matches the manifest the upload wrote.
 * As in test/delivery, s3rver issues no temporary keys, so the instance runs with the development credentials.
 */
describe('an analysis result downloaded with awscli', () => {
  let t: TestApp;
  let lab: string;
  let company: TestCustomer;
  let workdir: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { DELIVERY_CREDENTIALS: 'shared-development' } });
    await seedStaff(t);
    await seedCustomers(t.dataSource);
    await seedCatalogue(t.dataSource);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
    await t.dataSource.query(
      `INSERT INTO customer_credit (organisation_id, credit_limit) VALUES ($1, 50000)
       ON CONFLICT (organisation_id) DO UPDATE SET credit_limit = 50000`,
      [company.organisationId],
    );
    workdir = await mkdtemp(join(tmpdir(), 'seqportal-analysis-awscli-'));
  });
  afterAll(async () => {
    await rm(workdir, { recursive: true, force: true });
    await t.close();
  });

  it('downloads the result with the issued credential and its MD5 matches the manifest', async () => {
    const order = await createDeliveredOrder(t, company.memberId, [{ name: 'AW1', species: '人', dataSize: '2' }]);
    const wgs = await analysisSku(t, 'BIO-WGS-STD');
    const submitted = await t.http
      .post('/api/NewAnalysis/SubmitAnalysis')
      .set(bearer(company.token))
      .send({
        genome: 'GRCh38',
        outFileType: ['VCF'],
        goodsList: [{ goodsId: wgs.goodsId, skuId: wgs.skuId }],
        libraryList: [
          {
            orderId: order.orderId,
            libraryId: order.libraries.get('AW1'),
            childId: 0,
            childName: '',
            species: '',
            yields: 2,
          },
        ],
      });
    expect(submitted.body.code).toBe(0);
    const orderNo = submitted.body.body.orderNo as string;
    const [{ id }] = await t.dataSource.query<Array<{ id: number }>>(
      'SELECT a.id FROM analysis_order a JOIN customer_order o ON o.id = a.order_id WHERE o.order_no = $1',
      [orderNo],
    );
    const staff = (path: string) => t.http.post(path).set(bearer(lab)).send({ id });
    expect((await staff('/api/admin/analysis/start')).body.code).toBe(0);
    const result = Buffer.from(
      Array.from({ length: 500 }, (_, i) => `chr1\t${1000 + i}\t.\tA\tG\t60\tPASS\tDP=${30 + (i % 9)}\n`).join(''),
    );
    const uploaded = await t.http
      .post(`/api/admin/lab/delivery-files?orderNo=${orderNo}&category=DATA`)
      .set(bearer(lab))
      .attach('file', result, 'AW1.vcf');
    expect(uploaded.body.code).toBe(0);
    expect((await staff('/api/admin/analysis/complete')).body.code).toBe(0);

    const issued = await t.http
      .get(`/api/NewDataCenter/GetDeliveryCredential?orderNo=${orderNo}`)
      .set(bearer(company.token));
    const credential = decodeCredential(issued.body.body);
    const target = join(workdir, 'result');
    const copied = await run(
      AWS,
      ['s3', 'cp', credential.osspath, target, '--recursive', '--endpoint-url', credential.eptpl, '--no-progress'],
      { env: awsEnvironment(credential, workdir), timeout: 60_000 },
    );
    expect(copied.stdout).toContain('download:');

    const manifest = await t.http
      .get(`/api/NewDataCenter/GetDeliveryManifest?orderNo=${orderNo}`)
      .set(bearer(company.token));
    expect(manifest.body.body.files).toEqual([expect.objectContaining({ path: 'data/AW1.vcf', md5: md5(result) })]);
    const downloaded = await readFile(join(target, 'data/AW1.vcf'));
    expect(md5(downloaded)).toBe(manifest.body.body.files[0].md5);
    const checked = await run('md5sum', ['-c', 'md5sum.txt'], { cwd: target });
    expect(checked.stdout.trim()).toBe('data/AW1.vcf: OK');
  });
});
