import SwaggerParser from '@apidevtools/swagger-parser';
import { routeList } from '@seqportal/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app.js';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The routes the foundation itself serves; each later domain adds to what the API serves. */
const FOUNDATION_ROUTES = ['Health', 'AdminLogin', 'AdminSmsOutbox'] as const;

describe('OpenAPI document and the contract route table', () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, OperationObject>> };

  interface OperationObject {
    summary?: string;
    responses?: Record<string, unknown>;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.http.get('/api/docs-json').expect(200);
    document = response.body;
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    // The validator dereferences in place, so it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await t.http.get('/api/docs');
    expect(response.status).toBe(200);
    expect(response.text).toContain('swagger-ui');
  });

  it('serves every foundation route of the contract', () => {
    const fastify = t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    const all = routeList();
    for (const key of FOUNDATION_ROUTES) {
      const route = all.find((candidate) => candidate.key === key);
      expect(route).toBeDefined();
      expect(fastify.hasRoute({ method: route!.method, url: route!.path })).toBe(true);
    }
  });

  it('documents every contract route that the API serves, with a summary and a 200 answer', () => {
    const fastify = t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    const served = routeList().filter((route) => fastify.hasRoute({ method: route.method, url: route.path }));
    expect(served.length).toBeGreaterThanOrEqual(FOUNDATION_ROUTES.length);
    for (const route of served) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      expect({ route: route.key, documented: Boolean(operation) }).toEqual({ route: route.key, documented: true });
      expect(operation!.summary).toBeTruthy();
      expect(operation!.responses?.['200']).toBeDefined();
    }
  });

  it('documents nothing that is missing from the contract route table', () => {
    const contract = new Set(routeList().map((route) => `${route.method} ${route.path}`));
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase() as HttpMethod} ${path}`),
    );
    expect(documented.filter((operation) => !contract.has(operation))).toEqual([]);
  });
});
