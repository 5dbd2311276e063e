import { runSeeds } from '../../../../seeds/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('seeds', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const options = { adminPassword: 'admin123456', labPassword: 'lab123456' };
  const count = async (table: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`))[0].count as number;

  it('load the staff and the three demo customers, and change nothing when run again', async () => {
    const first = await runSeeds(t.dataSource, options);
    expect(first.staff.map((staff) => [staff.username, staff.created])).toEqual([
      ['admin', true],
      ['lab', true],
      ['support', true],
    ]);
    const counts = {
      staff: await count('staff_account'),
      members: await count('member'),
      orgs: await count('organisation'),
    };
    expect(counts).toEqual({ staff: 3, members: 4, orgs: 2 });

    const second = await runSeeds(t.dataSource, options);
    expect(second.staff.every((staff) => !staff.created)).toBe(true);
    expect({
      staff: await count('staff_account'),
      members: await count('member'),
      orgs: await count('organisation'),
    }).toEqual(counts);
  });

  it('give 13800000003 two identities and 13800000002 a personal account', async () => {
    await runSeeds(t.dataSource, options);
    const rows: Array<{ phone: string; organisation_id: number | null }> = await t.dataSource.query(
      'SELECT phone, organisation_id FROM member ORDER BY id',
    );
    expect(rows.filter((row) => row.phone === '13800000003')).toHaveLength(2);
    expect(rows.find((row) => row.phone === '13800000002')?.organisation_id).toBeNull();
  });
});
