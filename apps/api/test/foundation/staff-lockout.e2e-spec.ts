import { createTestApp, type TestApp } from '../support/test-app.js';
import { seedStaff } from '../support/staff-session.js';

describe('staff login lockout', () => {
  let t: TestApp;
  const login = (username: string, password: string) =>
    t.http.post('/api/admin/auth/login').send({ username, password });

  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_LOGIN_MAX_FAILURES: '3', STAFF_LOGIN_LOCK_MINUTES: '15' } });
    await seedStaff(t);
  });
  afterAll(() => t.close());

  it('locks an account after repeated wrong passwords, even against the right one, and audits the lock', async () => {
    expect((await login('lab', 'wrong-1')).body).toMatchObject({ code: 400, message: '账号或密码错误' });
    expect((await login('lab', 'wrong-2')).body).toMatchObject({ code: 400, message: '账号或密码错误' });
    const locking = await login('lab', 'wrong-3');
    expect(locking.body).toEqual({ code: 429, message: '密码错误次数过多，账号已锁定，请15分钟后再试', body: null });
    expect((await login('lab', 'lab123456')).body).toMatchObject({ code: 429 });

    const [entry] = await t.dataSource.query(
      `SELECT staff_name, action, target_type, target_id, after FROM audit_log WHERE action = 'staff.login-locked'`,
    );
    expect(entry).toMatchObject({
      staff_name: 'lab',
      action: 'staff.login-locked',
      target_type: 'staff-account',
      target_id: 'lab',
      after: { reason: 'repeated failed logins', lockedUntil: expect.any(String) },
    });
  });

  it('leaves other accounts open while one is locked', async () => {
    expect((await login('admin', 'admin123456')).body.code).toBe(0);
  });

  it('forgets earlier failures after a successful login', async () => {
    expect((await login('support', 'wrong-1')).body.code).toBe(400);
    expect((await login('support', 'wrong-2')).body.code).toBe(400);
    expect((await login('support', 'support123456')).body.code).toBe(0);
    expect((await login('support', 'wrong-3')).body.code).toBe(400);
    expect((await login('support', 'support123456')).body.code).toBe(0);
  });
});

describe('staff login lockout of an unknown username', () => {
  let t: TestApp;
  const login = (username: string, password: string) =>
    t.http.post('/api/admin/auth/login').send({ username, password });

  // An instance of its own: the ten logins above already spent the per-client limit of the staff login (10 a
  // minute), which would answer 429 for reasons other than the lockout under test.
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_LOGIN_MAX_FAILURES: '3', STAFF_LOGIN_LOCK_MINUTES: '15' } });
    await seedStaff(t);
  });
  afterAll(() => t.close());

  it('locks an unknown username the same way, so that answers do not reveal which accounts exist', async () => {
    const codes = [];
    for (const attempt of [1, 2, 3, 4]) codes.push((await login('nobody', `guess-${attempt}`)).body.code);
    expect(codes).toEqual([400, 400, 429, 429]);
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM audit_log WHERE target_id = 'nobody'`,
    );
    expect(count).toBe(0);
  });
});
