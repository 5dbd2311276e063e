import { validateEnvironment } from './env.validation.js';

describe('validateEnvironment', () => {
  it('fills every development default when nothing is set', () => {
    const env = validateEnvironment({});
    expect(env.PORT).toBe(3000);
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.WORKER_IN_PROCESS).toBe(true);
    expect(env.BUSINESS_TIMEZONE).toBe('Asia/Shanghai');
  });

  it('converts numbers and booleans from their string form', () => {
    const env = validateEnvironment({ PORT: '8080', WORKER_IN_PROCESS: 'false', THROTTLE_LIMIT: '5' });
    expect(env).toMatchObject({ PORT: 8080, WORKER_IN_PROCESS: false, THROTTLE_LIMIT: 5 });
  });

  it('treats an empty value as unset', () => {
    expect(validateEnvironment({ PORT: '', WEB_DIST_DIR: '' }).PORT).toBe(3000);
  });

  it('refuses to start with a list of every problem', () => {
    const attempt = () => validateEnvironment({ PORT: 'eighty', JWT_SECRET: 'short', NODE_ENV: 'staging' });
    expect(attempt).toThrow(/^Invalid configuration:/);
    expect(attempt).toThrow(/PORT must be an integer/);
    expect(attempt).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(attempt).toThrow(/NODE_ENV must be one of/);
  });
});
