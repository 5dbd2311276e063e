import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../support/test-app.js';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before the server closes', async () => {
    let release: () => void = () => undefined;
    const t = await createTestApp({
      beforeInit: (app) => {
        const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
        fastify.get('/slow', async () => {
          await new Promise<void>((resolve) => (release = resolve));
          return { done: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = t.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
  });
});
