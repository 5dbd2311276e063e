import { registerAs, type ConfigType } from '@nestjs/config';
import { plainToInstance, Transform } from 'class-transformer';
import { IsInt, Max, Min, validateSync } from 'class-validator';

const toInt = ({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value) : value);

class ContentEnvironment {
  /** How long a captcha can be answered; the contact page asks for a new one after that. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  @Max(3600)
  CAPTCHA_TTL_SECONDS = 300;

  /**
   * Contact messages per client address in CONTACT_RATE_WINDOW_SECONDS. Each needs a fresh captcha already; the
   * cap stops a person answering captchas by hand from filling the support queue.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  CONTACT_RATE_LIMIT = 5;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(7 * 24 * 3600)
  CONTACT_RATE_WINDOW_SECONDS = 3600;
}

export const contentConfig = registerAs('content', () => {
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const env = plainToInstance(ContentEnvironment, present, { exposeDefaultValues: true });
  const problems = validateSync(env).flatMap((error) => Object.values(error.constraints ?? {}));
  if (problems.length > 0) throw new Error(`Invalid configuration:\n- ${problems.join('\n- ')}`);
  return {
    captchaTtlSeconds: env.CAPTCHA_TTL_SECONDS,
    contactRateLimit: env.CONTACT_RATE_LIMIT,
    contactRateWindowSeconds: env.CONTACT_RATE_WINDOW_SECONDS,
  };
});

export type ContentConfig = ConfigType<typeof contentConfig>;
