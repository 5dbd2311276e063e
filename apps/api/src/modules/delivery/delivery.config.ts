import { registerAs, type ConfigType } from '@nestjs/config';
import { DeliveryCredentialMode } from '@seqportal/contract';
import { plainToInstance, Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min, validateSync } from 'class-validator';

/**
 * How GetDeliveryCredential hands out keys:
 * - `sts` (default): MinIO STS AssumeRole with a session policy limited to the order's prefix, read-only. When the
 *   storage cannot issue temporary keys (s3rver), the answer says so and carries none: the page uses per-file links.
 * - `shared-development`: development only, and refused with NODE_ENV=production: hands out the storage's own
 *   keys, because s3rver knows no other. They are NOT limited to the order and the answer says so.
 * - `links-only`: never issues keys; per-file links only.
 */
export const DELIVERY_CREDENTIAL_MODES = ['sts', DeliveryCredentialMode.SharedDevelopment, 'links-only'] as const;
export type DeliveryCredentialSetting = (typeof DELIVERY_CREDENTIAL_MODES)[number];

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value);

class DeliveryEnvironment {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV = 'development';

  @IsIn(DELIVERY_CREDENTIAL_MODES)
  DELIVERY_CREDENTIALS: DeliveryCredentialSetting = 'sts';

  /** Lifetime of STS credentials; the download layer tells customers 30 days. MinIO allows up to 365 days. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(365)
  DELIVERY_CREDENTIAL_TTL_DAYS = 30;

  /** STS endpoint; the storage endpoint when unset (MinIO serves STS on the S3 port). */
  @IsOptional()
  @IsString()
  DELIVERY_STS_ENDPOINT?: string;

  /** The MinIO user whose rights the session policy narrows; the storage keys when unset. */
  @IsOptional()
  @IsString()
  DELIVERY_STS_ACCESS_KEY?: string;

  @IsOptional()
  @IsString()
  DELIVERY_STS_SECRET_KEY?: string;

  /** The endpoint customers' clients reach the storage at, when it differs from the API's (e.g. behind a proxy). */
  @IsOptional()
  @IsString()
  DELIVERY_PUBLIC_ENDPOINT?: string;

  /**
   * How long a link of GetDownloadList works. A link is a bearer ticket (a browser navigation carries no token), so
   * it is kept to minutes: the page fetches fresh links a minute before the first expires, and a forwarded or
   * leaked link stops working soon after.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(30 * 60)
  DELIVERY_LINK_TTL_SECONDS = 600;

  /** How long the storage link that a download link redirects to works: only long enough to start the download. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 3600)
  DELIVERY_PRESIGN_TTL_SECONDS = 300;

  /** Largest file staff may upload through the API (multipart); larger files use the presigned upload. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  DELIVERY_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
}

export const deliveryConfig = registerAs('delivery', () => {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const env = plainToInstance(DeliveryEnvironment, present, {
    exposeDefaultValues: true,
    excludeExtraneousValues: false,
  });
  const errors = validateSync(env, { skipMissingProperties: false });
  const problems = errors.flatMap((error) => Object.values(error.constraints ?? {}));
  if (env.NODE_ENV === 'production' && env.DELIVERY_CREDENTIALS === DeliveryCredentialMode.SharedDevelopment) {
    problems.push(
      'DELIVERY_CREDENTIALS=shared-development hands out unscoped storage keys and is refused in production',
    );
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return {
    credentialMode: env.DELIVERY_CREDENTIALS,
    credentialTtlSeconds: env.DELIVERY_CREDENTIAL_TTL_DAYS * 24 * 3600,
    stsEndpoint: env.DELIVERY_STS_ENDPOINT ?? null,
    stsAccessKey: env.DELIVERY_STS_ACCESS_KEY ?? null,
    stsSecretKey: env.DELIVERY_STS_SECRET_KEY ?? null,
    publicEndpoint: env.DELIVERY_PUBLIC_ENDPOINT ?? null,
    linkTtlSeconds: env.DELIVERY_LINK_TTL_SECONDS,
    presignTtlSeconds: env.DELIVERY_PRESIGN_TTL_SECONDS,
    uploadMaxBytes: env.DELIVERY_UPLOAD_MAX_BYTES,
  };
});

export type DeliveryConfig = ConfigType<typeof deliveryConfig>;
