import { refreshLifetimeSeconds, revokedMarkSeconds } from './session-lifetimes.js';

describe('session lifetimes', () => {
  it('keeps the refresh token 15 days with 15天免登录 and one day without', () => {
    expect(refreshLifetimeSeconds(true)).toBe(15 * 86400);
    expect(refreshLifetimeSeconds(false)).toBe(86400);
  });

  it('remembers a revoked session as long as any of its tokens could live', () => {
    expect(revokedMarkSeconds(900)).toBe(15 * 86400);
    expect(revokedMarkSeconds(30 * 86400)).toBe(30 * 86400);
  });
});
