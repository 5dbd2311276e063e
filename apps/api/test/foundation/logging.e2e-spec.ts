import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SmsService } from '../../src/infra/sms/sms.service.js';
import { bearer } from '../support/bearer.js';
import { createTestApp } from '../support/test-app.js';
import { seedStaff, staffToken } from '../support/staff-session.js';

// In a file of its own: the pino logger is configured once per module graph.
describe('logs', () => {
  it('carry no phone number, code, password or token', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'seqportal-log-')), 'api.log');
    const t = await createTestApp({ env: { LOG_LEVEL: 'info', LOG_FILE: logFile } });
    try {
      await seedStaff(t);
      const token = await staffToken(t, 'admin');
      await t.app.get(SmsService).send({ phone: '13800000001', content: '您的验证码是 654321', purpose: 'login' });
      await t.http.get('/api/admin/sms-outbox?phone=13800000001').set(bearer(token));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const logs = readFileSync(logFile, 'utf8');
      expect(logs).toContain('"path":"/api/admin/sms-outbox"');
      expect(logs).toContain('138****0001');
      for (const secret of ['13800000001', '654321', 'admin123456', token]) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
