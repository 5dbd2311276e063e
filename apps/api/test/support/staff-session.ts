import type { TestApp } from './test-app.js';
import { runSeeds } from '../../../../seeds/index.js';

export const DEMO_STAFF = {
  admin: { username: 'admin', password: 'admin123456' },
  lab: { username: 'lab', password: 'lab123456' },
  support: { username: 'support', password: 'support123456' },
} as const;

export async function seedStaff(testApp: TestApp): Promise<void> {
  await runSeeds(testApp.dataSource, {
    adminPassword: DEMO_STAFF.admin.password,
    labPassword: DEMO_STAFF.lab.password,
    supportPassword: DEMO_STAFF.support.password,
  });
}

/** Signs in through the real endpoint and answers the Bearer token. */
export async function staffToken(testApp: TestApp, who: keyof typeof DEMO_STAFF): Promise<string> {
  const response = await testApp.http.post('/api/admin/auth/login').send(DEMO_STAFF[who]).expect(200);
  if (response.body.code !== 0) throw new Error(`Staff login failed: ${response.body.message}`);
  return response.body.body.token as string;
}
