import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceFiles } from '../support/source-files.js';
import { PENDING_ROUTES, type RouteDomain, type RouteKey, isPendingRoute, routeList } from '@seqportal/contract';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../support/test-app.js';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

/**
 * Served routes whose code sits in a folder other than their contract domain: today's known mismatches, kept so
 * that new code cannot add more. Fix one (move the code, or change the route's domain) and delete its line; the
 * test fails on a line that no longer describes a mismatch.
 */
const KNOWN_DOMAIN_MISMATCHES: Partial<Record<RouteKey, string>> = {
  // lab/ serves the customer's live order stream and notification settings (domain delivery).
  OrderEventsTicket: 'lab',
  OrderEvents: 'lab',
  GetNotificationSetting: 'lab',
  SaveNotificationSetting: 'lab',
  // delivery/ serves the staff's delivery uploads (domain lab: staff calls under /api/admin).
  AdminUploadDeliveryFile: 'delivery',
  AdminDeleteDeliveryFile: 'delivery',
  AdminCreateDeliveryUpload: 'delivery',
  AdminCompleteDeliveryUpload: 'delivery',
  // samples/ serves the sample sheets: templates and parsing (domains contracts and workbench) and an order's
  // sample edit (domain orders).
  DownLoadExcel: 'samples',
  GetContractTemplate: 'samples',
  ParseSampleExcel: 'samples',
  ModifyOrderSamples: 'samples',
  // orders/print serves the sample-task and sample-sheet PDF calls (domain samples).
  SampleTask: 'orders',
  getSamplePdf: 'orders',
  // orders/ answers which labs can take the order (domain delivery).
  GetDeliveryLabs: 'orders',
  // catalogue/ serves the home page's banners (domain content) and public files (domain files).
  GetBanner: 'catalogue',
  GetPublicFile: 'catalogue',
  // accounts/admin serves the staff login (domain lab).
  AdminLogin: 'accounts',
  // infra/outbox serves the staff's view of the SMS and mail outboxes (domain lab).
  AdminSmsOutbox: 'infra',
  AdminMailOutbox: 'infra',
};

/** The folder a domain's code lives in, where it is not `modules/<domain>`. */
const DOMAIN_FOLDERS: Partial<Record<RouteDomain, string>> = {
  // Health and readiness are infrastructure, not a feature module.
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

  it('serves each route from the folder of its contract domain, apart from the known mismatches', () => {
    const folders = declaringFolders();
    const mismatches: Record<string, string> = {};
    for (const route of routeList()) {
      if (!served.has(route.key)) continue;
      const folder = folders.get(route.key)!;
      if (folder !== (DOMAIN_FOLDERS[route.domain] ?? route.domain)) mismatches[route.key] = folder;
    }
    expect(mismatches).toEqual(KNOWN_DOMAIN_MISMATCHES);
  });
});
