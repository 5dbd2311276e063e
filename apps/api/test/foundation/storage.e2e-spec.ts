import { createHash } from 'node:crypto';
import { StorageService } from '../../src/infra/storage/storage.service.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('StorageService against the S3 server', () => {
  let t: TestApp;
  let storage: StorageService;

  beforeAll(async () => {
    t = await createTestApp();
    storage = t.app.get(StorageService);
  });
  afterAll(() => t.close());

  it('creates the four buckets at start', async () => {
    for (const bucket of ['uploads', 'delivery', 'reports', 'public'] as const) {
      expect(await storage.client.bucketExists(storage.bucket(bucket))).toBe(true);
    }
  });

  it('puts, stats, lists and deletes an object', async () => {
    const key = `orders/${t.databaseName}/reads.fastq`;
    await storage.put('delivery', key, Buffer.from('@r1\nACGT\n+\nFFFF\n'), { contentType: 'text/plain' });
    const stat = await storage.stat('delivery', key);
    expect(stat?.size).toBe(16);
    const listed = await storage.list('delivery', `orders/${t.databaseName}/`);
    expect(listed.map((object) => object.key)).toEqual([key]);
    await storage.delete('delivery', key);
    expect(await storage.stat('delivery', key)).toBeNull();
  });

  it('issues presigned links that a plain HTTP client can use to upload and download', async () => {
    const key = `presigned/${t.databaseName}.txt`;
    const content = 'sequencing report';
    const putUrl = await storage.presignedPut('reports', key, 60);
    const put = await fetch(putUrl, { method: 'PUT', body: content });
    expect(put.status).toBe(200);
    const getUrl = await storage.presignedGet('reports', key, 60);
    const got = await fetch(getUrl);
    expect(got.status).toBe(200);
    const body = await got.text();
    expect(createHash('md5').update(body).digest('hex')).toBe(createHash('md5').update(content).digest('hex'));
  });
});
