import { registerAs } from '@nestjs/config';
import type { ConfigType } from '@nestjs/config';
import { validateEnvironment } from './env.validation.js';

const env = () => validateEnvironment(process.env);

export const appConfig = registerAs('app', () => {
  const e = env();
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE,
    businessTimeZone: e.BUSINESS_TIMEZONE,
    workerInProcess: e.WORKER_IN_PROCESS,
    reportExport: {
      maxChildren: e.EXPORT_MAX_CHILDREN,
      queueWaitMs: e.EXPORT_QUEUE_WAIT_MS,
      timeoutMs: e.EXPORT_TIMEOUT_MS,
      maxOldSpaceMb: e.EXPORT_MAX_OLD_SPACE_MB,
    },
    throttle: {
      limit: e.THROTTLE_LIMIT,
      ttlSeconds: e.THROTTLE_TTL_SECONDS,
      catalogueLimit: e.THROTTLE_CATALOGUE_LIMIT,
    },
  };
});

export const databaseConfig = registerAs('database', () => {
  const e = env();
  return {
    url: e.DATABASE_URL,
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    poolAcquireTimeoutMs: e.DATABASE_POOL_ACQUIRE_TIMEOUT_MS,
    poolMax: e.DATABASE_POOL_MAX,
  };
});

export const redisConfig = registerAs('redis', () => {
  const e = env();
  return { url: e.REDIS_URL, prefix: e.REDIS_PREFIX, commandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS };
});

export const storageConfig = registerAs('storage', () => {
  const e = env();
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
    requestTimeoutMs: e.S3_REQUEST_TIMEOUT_MS,
    buckets: {
      uploads: e.S3_BUCKET_UPLOADS,
      delivery: e.S3_BUCKET_DELIVERY,
      reports: e.S3_BUCKET_REPORTS,
      public: e.S3_BUCKET_PUBLIC,
    },
  };
});

export const authConfig = registerAs('auth', () => {
  const e = env();
  return {
    jwtSecret: e.JWT_SECRET,
    accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS,
    altchaHmacKey: e.ALTCHA_HMAC_KEY,
    fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    staffLogin: { maxFailures: e.STAFF_LOGIN_MAX_FAILURES, lockSeconds: e.STAFF_LOGIN_LOCK_MINUTES * 60 },
  };
});

export const smsConfig = registerAs('sms', () => {
  const e = env();
  return {
    provider: e.SMS_PROVIDER,
    webhook: {
      url: e.SMS_WEBHOOK_URL ?? '',
      token: e.SMS_WEBHOOK_TOKEN ?? '',
      timeoutMs: e.NOTIFICATION_WEBHOOK_TIMEOUT_MS,
    },
  };
});

export const mailConfig = registerAs('mail', () => {
  const e = env();
  return {
    provider: e.MAIL_PROVIDER,
    webhook: {
      url: e.MAIL_WEBHOOK_URL ?? '',
      token: e.MAIL_WEBHOOK_TOKEN ?? '',
      timeoutMs: e.NOTIFICATION_WEBHOOK_TIMEOUT_MS,
    },
    smtp: {
      host: e.SMTP_HOST ?? '',
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      user: e.SMTP_USER ?? '',
      password: e.SMTP_PASSWORD ?? '',
      from: e.SMTP_FROM,
      timeoutMs: e.NOTIFICATION_WEBHOOK_TIMEOUT_MS,
    },
  };
});

export const seedConfig = registerAs('seed', () => {
  const e = env();
  return {
    adminPassword: e.SEED_ADMIN_PASSWORD,
    labPassword: e.SEED_LAB_PASSWORD,
    supportPassword: e.SEED_SUPPORT_PASSWORD,
  };
});

export const allConfigs = [
  appConfig,
  databaseConfig,
  redisConfig,
  storageConfig,
  authConfig,
  smsConfig,
  mailConfig,
  seedConfig,
];

export type AppConfig = ConfigType<typeof appConfig>;
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
export type RedisConfig = ConfigType<typeof redisConfig>;
export type StorageConfig = ConfigType<typeof storageConfig>;
export type AuthConfig = ConfigType<typeof authConfig>;
export type SmsConfig = ConfigType<typeof smsConfig>;
export type MailConfig = ConfigType<typeof mailConfig>;
export type SeedConfig = ConfigType<typeof seedConfig>;
