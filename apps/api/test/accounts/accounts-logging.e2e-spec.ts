import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedStaff } from '../support/staff-session.js';
import { createTestApp } from '../support/test-app.js';
import { bearer, sendAndReadCode } from './accounts-test-kit.js';

// In a file of its own: the pino logger is configured once per module graph.
describe('accounts logs', () => {
  it('carry no full phone number, SMS code, ticket, registration key or token', async () => {
    const logFile = join(mkdtempSync(join(tmpdir(), 'seqportal-accounts-log-')), 'api.log');
    const t = await createTestApp({ env: { LOG_LEVEL: 'info', LOG_FILE: logFile } });
    const secrets: string[] = ['13800000001', '13911150001'];
    try {
      await seedStaff(t);
      const loginCode = await sendAndReadCode(t, '13800000001', 2);
      const login = await t.http
        .post('/api/NewLogin/Login')
        .send({ phone: '13800000001', messageCode: loginCode, avoidLogin: true });
      const { ticket, memberInfo } = login.body.body;
      const tokens = (
        await t.http.get('/api/NewLogin/GetToken').query({ id: memberInfo[0].id, avoidLogin: true, ticket })
      ).body.body;
      const rotated = (await t.http.post('/api/UserCurr/RefreshToken').send({ refreshToken: tokens.refreshToken })).body
        .body;
      // A reused refresh token is the noisiest path (revocation of a family).
      await t.http.post('/api/UserCurr/RefreshToken').send({ refreshToken: tokens.refreshToken });
      await t.http.get('/api/NewPersonalCenter/GetMemberInfo').set(bearer(rotated.token));

      const registerCode = await sendAndReadCode(t, '13911150001', 1);
      const key = (
        await t.http.get('/api/NewLogin/CheckMsgCode').query({ phone: '13911150001', code: registerCode, type: 1 })
      ).body.body.key;
      const registered = (
        await t.http
          .post('/api/NewLogin/Register')
          .send({ phone: '13911150001', account: 'log_probe', companyName: '', position: 3, key })
      ).body.body;
      await t.http
        .post('/api/NewLogin/Logout')
        .set(bearer(registered.token))
        .send({ refreshToken: registered.refreshToken });
      secrets.push(ticket, key, tokens.token, tokens.refreshToken, rotated.token, rotated.refreshToken);
      secrets.push(registered.token, registered.refreshToken);

      await new Promise((resolve) => setTimeout(resolve, 500));
      const logs = readFileSync(logFile, 'utf8');
      expect(logs).toContain('"path":"/api/NewLogin/Login"');
      expect(logs).toContain('138****0001');
      expect(logs).toContain('139****0001');
      for (const secret of secrets) expect({ secret, found: logs.includes(secret) }).toEqual({ secret, found: false });
      // A code as a number of its own: six digits may occur by chance inside timestamps and durations.
      for (const code of [loginCode, registerCode]) {
        expect({ code, found: new RegExp(`(?<!\\d)${code}(?!\\d)`).test(logs) }).toEqual({ code, found: false });
      }
    } finally {
      await t.close();
    }
  });
});
