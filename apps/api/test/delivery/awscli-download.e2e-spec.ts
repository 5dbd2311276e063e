import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OrderStatus } from '@seqportal/contract';
import { seedCustomers } from '../../../../seeds/customers.seed.js';
import { CREDENTIAL_SHARED_DEVELOPMENT } from '../../src/modules/delivery/delivery-credential.service.js';
import { decodeCredential } from '../../src/modules/delivery/helpers/credential-payload.js';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { awsEnvironment } from '../support/aws-cli.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createOrder, type OrderFixture } from './order-fixtures.js';

const run = promisify(execFile);

/**
 * Debian's awscli (the absolute path: a pyenv shim named `aws` may come first on PATH), a client nobody here wrote,
 * downloads an order's delivery with the credentials GetDeliveryCredential issued, and coreutils' md5sum checks
 * every file against the manifest the lab wrote.
 *
 * s3rver cannot issue temporary credentials, so this instance runs with DELIVERY_CREDENTIALS=shared-development:
 * the credential is the development storage's own key pair, NOT limited to the order, and its desc says so. With
 * MinIO the same endpoint issues read-only STS keys limited to the order's prefix (not exercisable here: there is
 * no MinIO on this machine).
 */
const AWS = '/usr/bin/aws';

describe('download with awscli using the issued credentials', () => {
  let t: TestApp;
  let lab: string;
  let company: TestCustomer;
  let order: OrderFixture;
  let workdir: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { DELIVERY_CREDENTIALS: 'shared-development' } });
    await seedStaff(t);
    await seedCustomers(t.dataSource);
    lab = await staffToken(t, 'lab');
    company = await customerToken(t, '13800000001');
    order = await createOrder(t, company.memberId, OrderStatus.SamplesReceived);
    workdir = await mkdtemp(join(tmpdir(), 'seqportal-awscli-'));
  });
  afterAll(async () => {
    await rm(workdir, { recursive: true, force: true });
    await t.close();
  });

  const deliver = async (category: string, name: string, content: Buffer) => {
    const response = await t.http
      .post(`/api/admin/lab/delivery-files?orderNo=${order.orderNo}&category=${category}`)
      .set(bearer(lab))
      .attach('file', content, name);
    expect(response.body.code).toBe(0);
  };

  it('is installed where the test expects it', () => {
    expect(existsSync(AWS)).toBe(true);
  });

  it("copies the order's prefix with the issued keys and every file matches the manifest's MD5", async () => {
    const reads = Buffer.from(Array.from({ length: 2000 }, (_, i) => `@r${i}\nACGTTGCA\n+\nFFFFFFFF\n`).join(''));
    await deliver('DATA', 'S1_R1.fq', reads);
    await deliver('DATA_QC', '数据质检报告.html', Buffer.from('<html>QC 合格</html>'));

    const issued = await t.http
      .get(`/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`)
      .set(bearer(company.token));
    expect(issued.body.message).toBe(CREDENTIAL_SHARED_DEVELOPMENT);
    const credential = decodeCredential(issued.body.body);
    expect(credential).toMatchObject({ mode: 'shared-development', privilege: 'readOnly', expiration: null });
    expect(credential.desc).toContain('未限定到本订单目录');

    const env = awsEnvironment(credential, workdir);
    const target = join(workdir, 'delivery');
    const copied = await run(
      AWS,
      ['s3', 'cp', credential.osspath, target, '--recursive', '--endpoint-url', credential.eptpl, '--no-progress'],
      {
        env,
        timeout: 60_000,
      },
    );
    expect(copied.stdout).toContain('download:');

    const manifest = await t.http
      .get(`/api/NewDataCenter/GetDeliveryManifest?orderNo=${order.orderNo}`)
      .set(bearer(company.token));
    for (const file of manifest.body.body.files as Array<{ path: string; md5: string }>) {
      const bytes = await readFile(join(target, file.path));
      expect({ path: file.path, md5: createHash('md5').update(bytes).digest('hex') }).toEqual({
        path: file.path,
        md5: file.md5,
      });
    }
    expect(
      createHash('md5')
        .update(await readFile(join(target, 'data/S1_R1.fq')))
        .digest('hex'),
    ).toBe(createHash('md5').update(reads).digest('hex'));

    const checked = await run('md5sum', ['-c', 'md5sum.txt'], { cwd: target, env });
    expect(checked.stdout.trim().split('\n').sort()).toEqual(['data/S1_R1.fq: OK', 'qc/data/数据质检报告.html: OK']);
  });

  it('fetches a single object with s3api get-object', async () => {
    const issued = await t.http
      .get(`/api/NewDataCenter/GetDeliveryCredential?orderNo=${order.orderNo}`)
      .set(bearer(company.token));
    const keys = decodeCredential(issued.body.body);
    const [bucket, ...prefix] = keys.osspath.replace(/^s3:\/\//, '').split('/');
    const out = join(workdir, 'single.fq');
    const result = await run(
      AWS,
      [
        's3api',
        'get-object',
        '--bucket',
        bucket!,
        '--key',
        `${prefix.join('/')}data/S1_R1.fq`,
        out,
        '--endpoint-url',
        keys.eptpl,
        '--output',
        'json',
      ],
      { env: awsEnvironment(keys, workdir), timeout: 60_000 },
    );
    const answer = JSON.parse(result.stdout) as { ETag: string; ContentLength: number };
    const bytes = await readFile(out);
    expect(answer.ContentLength).toBe(bytes.length);
    expect(answer.ETag.replace(/"/g, '')).toBe(createHash('md5').update(bytes).digest('hex'));
  });
});
