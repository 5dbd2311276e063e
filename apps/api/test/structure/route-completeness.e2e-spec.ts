import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../support/source-files.js';
import { PENDING_ROUTES, type RouteDomain, isPendingRoute, routeList } from '@seqportal/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/** The folder a domain's code lives in, where it is not `modules/<domain>`. */
const DOMAIN_FOLDERS: Partial<Record<RouteDomain, string>> = {
  // Health, readiness and the development providers' outboxes are infrastructure, not a feature module.
  system: 'infra',
};

/** Route key → the folder whose controller declares it: `modules/<name>` gives `<name>`, `infra/...` gives `infra`. */
function declaringFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    const segments = relative(SRC, file).split(sep);
    const folder = segments[0] === 'modules' ? segments[1]! : segments[0]!;
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/@(?:Get|Post|Put|Patch|Delete|Sse|All)\(\s*routePath\(\s*'(\w+)'\s*\)/g)) {
      folders.set(match[1]!, folder);
    }
  }
  return folders;
}

describe('Route completeness: every route of the contract is served or pending', () => {
  let t: TestApp;
  let served: Set<string>;
  let documented: Set<string>;

  beforeAll(async () => {
    t = await createTestApp();
    const fastify = t.app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
    served = new Set(
      routeList()
        .filter((route) => fastify.hasRoute({ method: route.method, url: route.path }))
        .map((route) => route.key),
    );
    const document = (await t.http.get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
  });
  afterAll(() => t.close());

  it('serves and documents every route that is not pending', () => {
    const missing = routeList()
      .filter((route) => !isPendingRoute(route.key))
      .filter((route) => !served.has(route.key) || !documented.has(`${route.method} ${route.path}`))
      .map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('lists no served route as pending, so the list only shrinks', () => {
    expect(Object.keys(PENDING_ROUTES).filter((key) => served.has(key))).toEqual([]);
  });

  it('lists only keys of the route table, each with the number of the issue that will serve it', () => {
    const keys = new Set<string>(routeList().map((route) => route.key));
    for (const [key, issue] of Object.entries<number>(PENDING_ROUTES)) {
      expect({ key, known: keys.has(key) }).toEqual({ key, known: true });
      expect(Number.isInteger(issue) && issue > 0).toBe(true);
    }
  });

  it('finds the declaring controller of every served route', () => {
    const folders = declaringFolders();
    expect([...served].filter((key) => !folders.has(key))).toEqual([]);
  });

  it('serves each route from the folder of its contract domain', () => {
    const folders = declaringFolders();
    const mismatches: Record<string, string> = {};
    for (const route of routeList()) {
      if (!served.has(route.key)) continue;
      const folder = folders.get(route.key)!;
      if (folder !== (DOMAIN_FOLDERS[route.domain] ?? route.domain)) mismatches[route.key] = folder;
    }
    expect(mismatches).toEqual({});
  });
});
