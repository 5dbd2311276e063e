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
    corsOrigins: e.CORS_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    webDistDir: e.WEB_DIST_DIR,
    logLevel: e.LOG_LEVEL,
    logFile: e.LOG_FILE,
    businessTimeZone: e.BUSINESS_TIMEZONE,
    workerInProcess: e.WORKER_IN_PROCESS,
    throttle: { limit: e.THROTTLE_LIMIT, ttlSeconds: e.THROTTLE_TTL_SECONDS },
  };
});

export const databaseConfig = registerAs('database', () => ({ url: env().DATABASE_URL }));

export const redisConfig = registerAs('redis', () => {
  const e = env();
  return { url: e.REDIS_URL, prefix: e.REDIS_PREFIX };
});

export const storageConfig = registerAs('storage', () => {
  const e = env();
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKey: e.S3_ACCESS_KEY,
    secretKey: e.S3_SECRET_KEY,
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
  return { jwtSecret: e.JWT_SECRET, accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS, altchaHmacKey: e.ALTCHA_HMAC_KEY, fieldEncryptionKey: e.FIELD_ENCRYPTION_KEY };
});

export const smsConfig = registerAs('sms', () => ({ provider: env().SMS_PROVIDER }));

export const seedConfig = registerAs('seed', () => {
  const e = env();
  return { adminPassword: e.SEED_ADMIN_PASSWORD, labPassword: e.SEED_LAB_PASSWORD };
});

export const allConfigs = [
  appConfig,
  databaseConfig,
  redisConfig,
  storageConfig,
  authConfig,
  smsConfig,
  seedConfig,
];

export type AppConfig = ConfigType<typeof appConfig>;
export type DatabaseConfig = ConfigType<typeof databaseConfig>;
export type RedisConfig = ConfigType<typeof redisConfig>;
export type StorageConfig = ConfigType<typeof storageConfig>;
export type AuthConfig = ConfigType<typeof authConfig>;
export type SmsConfig = ConfigType<typeof smsConfig>;
export type SeedConfig = ConfigType<typeof seedConfig>;
