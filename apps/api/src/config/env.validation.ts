import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';
import { productionRefusalMessage, productionRefusals } from './production-secrets.js';

const toInteger = ({ value }: { value: unknown }) => Number(value);

const toBoolean = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()) : value;

/**
 * Every environment variable the API reads, with its development default.
 * The API refuses to start with a clear list of problems instead of failing later at first use.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(0)
  @Max(65535)
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  /** Behind a reverse proxy: trust X-Forwarded-For so that per-IP limits see the client, not the proxy. */
  @Transform(toBoolean)
  @IsBoolean()
  TRUST_PROXY = false;

  @IsString()
  CORS_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Write logs to this file instead of standard output. */
  @IsOptional()
  @IsString()
  LOG_FILE?: string;

  @IsString()
  BUSINESS_TIMEZONE = 'Asia/Shanghai';

  @IsString()
  DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/seqportal';

  /**
   * The longest one SQL statement may run. PostgreSQL stops it (statement_timeout), and the client gives up on
   * its answer shortly after, so that a server that no longer answers at all fails the request instead of hanging it.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(600_000)
  DATABASE_STATEMENT_TIMEOUT_MS = 5000;

  /** How long a request waits for a pooled connection (including opening one) before it fails. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(120_000)
  DATABASE_POOL_ACQUIRE_TIMEOUT_MS = 3000;

  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(1000)
  DATABASE_POOL_MAX = 20;

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsString()
  REDIS_PREFIX = 'seqportal';

  /** A Redis command without an answer after this fails (codes, rate limits, sessions); BullMQ's blocking reads excepted. */
  @Transform(toInteger)
  @IsInt()
  @Min(50)
  @Max(60_000)
  REDIS_COMMAND_TIMEOUT_MS = 2000;

  /**
   * How long a queue worker holds a job without renewing its lock, and how often workers look for jobs whose
   * worker died (SIGKILL, out of memory): such a job runs again on a live worker within about twice this.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1000)
  @Max(600_000)
  QUEUE_LOCK_DURATION_MS = 30_000;

  /**
   * GetReportExport runs in forked child processes with a small heap (modules/billing/export): at most this many
   * at once per API process; further requests wait their turn up to EXPORT_QUEUE_WAIT_MS, then answer 系统繁忙.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(16)
  EXPORT_MAX_CHILDREN = 2;

  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(600_000)
  EXPORT_QUEUE_WAIT_MS = 30_000;

  /** An export child that has not answered after this is killed and the request answers that the export timed out. */
  @Transform(toInteger)
  @IsInt()
  @Min(1000)
  @Max(3_600_000)
  EXPORT_TIMEOUT_MS = 120_000;

  /** The export child's V8 old-generation limit (node --max-old-space-size), in MB. */
  @Transform(toInteger)
  @IsInt()
  @Min(32)
  @Max(4096)
  EXPORT_MAX_OLD_SPACE_MB = 96;

  @IsString()
  S3_ENDPOINT = 'http://127.0.0.1:9000';

  @IsString()
  S3_REGION = 'us-east-1';

  @IsString()
  S3_ACCESS_KEY = 'minioadmin';

  @IsString()
  S3_SECRET_KEY = 'minioadmin';

  @IsString()
  S3_BUCKET_UPLOADS = 'seqportal-uploads';

  @IsString()
  S3_BUCKET_DELIVERY = 'seqportal-delivery';

  @IsString()
  S3_BUCKET_REPORTS = 'seqportal-reports';

  @IsString()
  S3_BUCKET_PUBLIC = 'seqportal-public';

  /** A storage request whose answer stalls this long (no bytes) fails instead of hanging the call that made it. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(600_000)
  S3_REQUEST_TIMEOUT_MS = 10_000;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = 'dev-only-secret-change-me-0123456789abcdef';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(60)
  JWT_ACCESS_TTL_SECONDS = 900;

  /** Encrypts secrets customers hand us (their cloud-storage keys) at rest. */
  @IsString()
  @MinLength(32, { message: 'FIELD_ENCRYPTION_KEY must be at least 32 characters' })
  FIELD_ENCRYPTION_KEY = 'dev-only-field-key-change-me-0123456789abcdef';

  /** Signs the bot-check (ALTCHA) challenges, so that a proof is only accepted for a challenge we issued. */
  @IsString()
  @MinLength(16, { message: 'ALTCHA_HMAC_KEY must be at least 16 characters' })
  ALTCHA_HMAC_KEY = 'dev-only-altcha-key-change-me-0123456789';

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  THROTTLE_LIMIT = 300;

  @Transform(({ value }) => Number(value))
  @IsInt()
  @Min(1)
  THROTTLE_TTL_SECONDS = 60;

  /** The public catalogue's limit per route and client in the same window: generous, because pages call it a lot. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  THROTTLE_CATALOGUE_LIMIT = 3000;

  /** Failed staff logins of one account in a row that lock it, and for how long. */
  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(100)
  STAFF_LOGIN_MAX_FAILURES = 5;

  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  STAFF_LOGIN_LOCK_MINUTES = 15;

  /**
   * For this long after a refresh token was exchanged, presenting it again answers the same new pair (two tabs
   * refreshing at once); after it, a replay revokes the session.
   */
  @Transform(toInteger)
  @IsInt()
  @Min(0)
  @Max(300)
  REFRESH_GRACE_SECONDS = 30;

  @Transform(toBoolean)
  @IsBoolean()
  WORKER_IN_PROCESS = true;

  /** `outbox` (development and tests: a table staff read) or `webhook` (an HTTPS gateway that delivers them). */
  @IsIn(['outbox', 'webhook'])
  SMS_PROVIDER: 'outbox' | 'webhook' = 'outbox';

  @ValidateIf((env: EnvironmentVariables) => env.SMS_PROVIDER === 'webhook')
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'SMS_WEBHOOK_URL must be an http(s) URL' })
  SMS_WEBHOOK_URL?: string;

  @ValidateIf((env: EnvironmentVariables) => env.SMS_PROVIDER === 'webhook')
  @IsString()
  @MinLength(16, { message: 'SMS_WEBHOOK_TOKEN must be at least 16 characters' })
  SMS_WEBHOOK_TOKEN?: string;

  @IsIn(['outbox', 'webhook', 'smtp'])
  MAIL_PROVIDER: 'outbox' | 'webhook' | 'smtp' = 'outbox';

  /** MAIL_PROVIDER=smtp: the relay nodemailer hands e-mail to. */
  @ValidateIf((env: EnvironmentVariables) => env.MAIL_PROVIDER === 'smtp')
  @IsString({ message: 'SMTP_HOST is required when MAIL_PROVIDER=smtp' })
  @MinLength(1, { message: 'SMTP_HOST is required when MAIL_PROVIDER=smtp' })
  SMTP_HOST?: string;

  @Transform(toInteger)
  @IsInt()
  @Min(1)
  @Max(65_535)
  SMTP_PORT = 587;

  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  @Transform(toBoolean)
  @IsBoolean()
  SMTP_SECURE = false;

  @IsOptional()
  @IsString()
  SMTP_USER?: string;

  @IsOptional()
  @IsString()
  SMTP_PASSWORD?: string;

  @IsString()
  SMTP_FROM = 'SeqPortal <no-reply@seqportal.local>';

  @ValidateIf((env: EnvironmentVariables) => env.MAIL_PROVIDER === 'webhook')
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'MAIL_WEBHOOK_URL must be an http(s) URL' })
  MAIL_WEBHOOK_URL?: string;

  @ValidateIf((env: EnvironmentVariables) => env.MAIL_PROVIDER === 'webhook')
  @IsString()
  @MinLength(16, { message: 'MAIL_WEBHOOK_TOKEN must be at least 16 characters' })
  MAIL_WEBHOOK_TOKEN?: string;

  /** How long the API waits for the SMS or mail gateway before the job fails and is retried. */
  @Transform(toInteger)
  @IsInt()
  @Min(100)
  @Max(120_000)
  NOTIFICATION_WEBHOOK_TIMEOUT_MS = 10_000;

  @IsString()
  SEED_ADMIN_PASSWORD = 'admin123456';

  @IsString()
  SEED_LAB_PASSWORD = 'lab123456';

  @IsString()
  SEED_SUPPORT_PASSWORD = 'support123456';
}

/** The configuration cannot run; `message` is what the process prints before it exits. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  // Empty strings mean "use the default", as in .env.example where optional values are left blank.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new ConfigurationError(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  if (env.NODE_ENV === 'production') {
    const refusals = productionRefusals(raw);
    if (refusals.length > 0) throw new ConfigurationError(productionRefusalMessage(refusals));
  }
  return env;
}

/**
 * For the entry points (API, worker, migration and seed commands): a configuration that cannot run ends the
 * process with its one message on standard error and exit code 1, rather than a stack trace.
 */
export function validateEnvironmentOrExit(raw: Record<string, unknown> = process.env): EnvironmentVariables {
  try {
    return validateEnvironment(raw);
  } catch (error) {
    if (!(error instanceof ConfigurationError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
