import { routeList } from '@seqportal/contract';
import { bearer } from '../support/bearer.js';
import { customerToken, type TestCustomer } from '../support/customer-session.js';
import { seedStaff, staffToken } from '../support/staff-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/**
 * Who may call what under /api/admin. Reading the audit log, deleting delivered files and reading the development
 * SMS and mail outboxes (which hold login codes) are for administrators only; every other staff route is open to
 * the lab role (administrators hold every role).
 */
const ADMIN_ONLY = ['AdminAuditLog', 'AdminDeleteDeliveryFile', 'AdminSmsOutbox', 'AdminMailOutbox'];
/** Customer-service routes: roles support and admin, not lab. */
const SUPPORT_ONLY = [
  'AdminLegalTexts',
  'AdminLegalTextVersions',
  'AdminSaveLegalText',
  'AdminContactMessages',
  // The support chat's desk.
  ...routeList()
    .filter((route) => route.key.startsWith('AdminSupport') && route.auth === 'staff')
    .map((route) => route.key),
  // Monthly statements: disputes, generation on demand and credit notes.
  'AdminStatementDisputes',
  'AdminResolveStatementDispute',
  'AdminRecordCreditNote',
  'AdminCreditNotes',
  'AdminGenerateStatements',
  // Certification review.
  'AdminCertificationQueue',
  'AdminCertificationDetail',
  'AdminReviewCertification',
];

describe('access to /api/admin', () => {
  let t: TestApp;
  let lab: string;
  let admin: string;
  let company: TestCustomer;
  const staffRoutes = routeList().filter((route) => route.path.startsWith('/api/admin/') && route.auth === 'staff');

  beforeAll(async () => {
    t = await createTestApp();
    await seedStaff(t);
    lab = await staffToken(t, 'lab');
    admin = await staffToken(t, 'admin');
    company = await customerToken(t, '13800000001');
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string) => {
    const request = t.http[method.toLowerCase() as 'get' | 'post' | 'delete'](path).set(bearer(token));
    return method === 'GET' ? request : request.send({});
  };

  it('covers the lab routes (the table is not empty by accident)', () => {
    expect(staffRoutes.map((route) => route.key)).toEqual(
      expect.arrayContaining(['AdminLabLookup', 'AdminRecordProgress', ...ADMIN_ONLY]),
    );
  });

  it('refuses a customer token on every /api/admin route with code 403', async () => {
    for (const route of staffRoutes) {
      const response = await call(route.method, route.path, company.token);
      expect({ route: route.key, status: response.status, code: response.body.code }).toEqual({
        route: route.key,
        status: 200,
        code: 403,
      });
    }
  });

  it('answers 100 on every /api/admin route without a token', async () => {
    for (const route of staffRoutes) {
      expect({ route: route.key, code: (await call(route.method, route.path)).body.code }).toEqual({
        route: route.key,
        code: 100,
      });
    }
  });

  it('refuses a lab user on the administrator-only routes and lets an administrator in', async () => {
    for (const key of ADMIN_ONLY) {
      const route = staffRoutes.find((candidate) => candidate.key === key)!;
      expect({ key, code: (await call(route.method, route.path, lab)).body.code }).toEqual({ key, code: 403 });
      expect({ key, code: (await call(route.method, route.path, admin)).body.code }).not.toEqual({ key, code: 403 });
    }
  });

  it('lets a lab user through every other staff route (it fails on the missing input, not on the role)', async () => {
    const labRoutes = staffRoutes.filter(
      (candidate) => !ADMIN_ONLY.includes(candidate.key) && !SUPPORT_ONLY.includes(candidate.key),
    );
    for (const route of labRoutes) {
      expect({ route: route.key, refused: (await call(route.method, route.path, lab)).body.code === 403 }).toEqual({
        route: route.key,
        refused: false,
      });
    }
  });

  it('refuses a lab user on the customer-service routes and lets support in', async () => {
    const support = await staffToken(t, 'support');
    for (const key of SUPPORT_ONLY) {
      const route = staffRoutes.find((candidate) => candidate.key === key)!;
      expect({ key, code: (await call(route.method, route.path, lab)).body.code }).toEqual({ key, code: 403 });
      expect({ key, code: (await call(route.method, route.path, support)).body.code }).not.toEqual({ key, code: 403 });
    }
  });
});
