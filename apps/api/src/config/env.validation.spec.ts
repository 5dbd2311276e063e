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

describe('validateEnvironment in production', () => {
  const realSecrets = {
    NODE_ENV: 'production',
    JWT_SECRET: 'f3c1b0a9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3',
    FIELD_ENCRYPTION_KEY: '0a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3',
    ALTCHA_HMAC_KEY: '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c',
    SEED_ADMIN_PASSWORD: 'Wq8-admin-rKp2vX',
    SEED_LAB_PASSWORD: 'Tz4-lab-mN7qLs9',
    SEED_SUPPORT_PASSWORD: 'Hy6-support-Pd3w',
    S3_ACCESS_KEY: 'seqportal-app',
    S3_SECRET_KEY: 'b7e2c9d4f1a8e3b6c0d5',
    SMS_PROVIDER: 'webhook',
    SMS_WEBHOOK_URL: 'https://sms-gateway.internal/send',
    SMS_WEBHOOK_TOKEN: 'a8d3f6b1c4e7a0d2f5b8',
    MAIL_PROVIDER: 'webhook',
    MAIL_WEBHOOK_URL: 'https://mail-gateway.internal/send',
    MAIL_WEBHOOK_TOKEN: 'c2f7a9e4b1d6c3a8f0e5',
  };

  const refusal = (raw: Record<string, string>) => {
    try {
      validateEnvironment(raw);
    } catch (error) {
      return (error as Error).message;
    }
    return null;
  };

  it('starts with real secrets and webhook providers', () => {
    expect(refusal(realSecrets)).toBeNull();
  });

  it('refuses the development defaults in one line that names every offending variable', () => {
    const message = refusal({ NODE_ENV: 'production' })!;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/^Refusing to start with NODE_ENV=production: /);
    for (const name of [
      'JWT_SECRET',
      'FIELD_ENCRYPTION_KEY',
      'ALTCHA_HMAC_KEY',
      'SEED_ADMIN_PASSWORD',
      'SEED_LAB_PASSWORD',
      'SEED_SUPPORT_PASSWORD',
      'S3_ACCESS_KEY',
      'S3_SECRET_KEY',
      'SMS_PROVIDER',
      'MAIL_PROVIDER',
    ]) {
      expect(message).toContain(name);
    }
  });

  it('refuses a value copied from .env.example or docker-compose.yml', () => {
    expect(refusal({ ...realSecrets, JWT_SECRET: 'dev-only-secret-change-me-0123456789abcdef' })).toContain(
      'JWT_SECRET is a published development default',
    );
    expect(refusal({ ...realSecrets, S3_SECRET_KEY: 'minioadmin' })).toContain(
      'S3_SECRET_KEY is a published development default',
    );
    expect(refusal({ ...realSecrets, SEED_SUPPORT_PASSWORD: 'support123456' })).toContain('SEED_SUPPORT_PASSWORD');
  });

  it('refuses secrets shorter than their minimum', () => {
    expect(refusal({ ...realSecrets, ALTCHA_HMAC_KEY: 'short-but-16-chars' })).toContain(
      'ALTCHA_HMAC_KEY is shorter than 32 characters',
    );
    expect(refusal({ ...realSecrets, SEED_ADMIN_PASSWORD: 'abc12345' })).toContain(
      'SEED_ADMIN_PASSWORD is shorter than 12 characters',
    );
  });

  it('checks the delivery STS keys only when they are set', () => {
    expect(refusal({ ...realSecrets, DELIVERY_STS_SECRET_KEY: 'minioadmin' })).toContain(
      'DELIVERY_STS_SECRET_KEY is a published development default',
    );
    expect(
      refusal({ ...realSecrets, DELIVERY_STS_ACCESS_KEY: 'sts-user', DELIVERY_STS_SECRET_KEY: 'e1d4a7c0b3f6e9d2' }),
    ).toBeNull();
  });

  it('refuses the outbox providers, which deliver nothing', () => {
    expect(refusal({ ...realSecrets, SMS_PROVIDER: 'outbox' })).toContain('SMS_PROVIDER=outbox');
    expect(refusal({ ...realSecrets, MAIL_PROVIDER: '' })).toContain('MAIL_PROVIDER=outbox');
  });

  it('needs the gateway URL and token of a webhook provider, in every environment', () => {
    expect(() => validateEnvironment({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL must be an http\(s\) URL/);
    expect(() => validateEnvironment({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/sms' })).toThrow(
      /SMS_WEBHOOK_TOKEN must be at least 16 characters/,
    );
  });
});
