import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';

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

  @IsString()
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsString()
  REDIS_PREFIX = 'seqportal';

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

  @Transform(toBoolean)
  @IsBoolean()
  WORKER_IN_PROCESS = true;

  @IsIn(['outbox'])
  SMS_PROVIDER = 'outbox';

  @IsString()
  SEED_ADMIN_PASSWORD = 'admin123456';

  @IsString()
  SEED_LAB_PASSWORD = 'lab123456';
}

export function validateEnvironment(raw: Record<string, unknown>): EnvironmentVariables {
  // Empty strings mean "use the default", as in .env.example where optional values are left blank.
  const present = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const env = plainToInstance(EnvironmentVariables, present, { exposeDefaultValues: true });
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) {
    const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  }
  return env;
}
