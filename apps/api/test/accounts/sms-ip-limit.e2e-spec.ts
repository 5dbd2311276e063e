import { createTestApp, type TestApp } from '../support/test-app.js';
import { sendCode } from './accounts-test-kit.js';

// In a file of its own: every request of the tests comes from one IP, so this window fills for the whole file.
describe('per-IP SMS send limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 to the 31st send from one IP within an hour, whatever the phone', async () => {
    for (let i = 0; i < 30; i += 1) {
      const phone = `139222${String(i).padStart(5, '0')}`;
      expect((await sendCode(t, phone, 2)).body.code).toBe(0);
    }
    const response = await sendCode(t, '13922299999', 2);
    expect(response.body).toEqual({ code: 429, message: '操作过于频繁，请稍后再试', body: null });
  });
});
