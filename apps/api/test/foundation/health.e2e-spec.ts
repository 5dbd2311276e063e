import { createTestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  it('reports PostgreSQL, Redis and S3 up with code 0', async () => {
    const t = await createTestApp();
    try {
      const response = await t.http.get('/api/health');
      expect(response.status).toBe(200);
      expect(response.body.code).toBe(0);
      expect(response.body.body.status).toBe('ok');
      expect(Object.keys(response.body.body.info).sort()).toEqual(['database', 'redis', 'storage']);
    } finally {
      await t.close();
    }
  });

  it('reports Redis down with HTTP 503 when Redis is unreachable', async () => {
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    const t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', WORKER_IN_PROCESS: 'false' } });
    try {
      const response = await t.http.get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body.code).toBe(500);
      expect(response.body.message).toContain('redis');
      expect(response.body.body.error.redis.status).toBe('down');
      expect(response.body.body.info.database.status).toBe('up');
      expect(response.body.body.info.storage.status).toBe('up');
    } finally {
      await t.close();
    }
  });

  it('reports storage down when the S3 server is unreachable', async () => {
    const t = await createTestApp({ env: { S3_ENDPOINT: 'http://127.0.0.1:1' } });
    try {
      const response = await t.http.get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body.body.error.storage.status).toBe('down');
      expect(response.body.body.info.redis.status).toBe('up');
    } finally {
      await t.close();
    }
  });
});
