import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Captcha } from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { UserInputError } from '../../common/errors/domain-errors.js';
import { lazyLibrary } from '../../common/lazy/lazy-library.js';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';
import { contentConfig, type ContentConfig } from './content.config.js';
import { ContentKeys } from './helpers/content-keys.js';
import { CAPTCHA_MESSAGES } from './helpers/content-messages.js';

/** Characters people confuse (0/o/O, 1/l/I/i) are left out of the answer. */
const IGNORED_CHARACTERS = '0oO1lIi';

/**
 * svg-captcha (with its font, parsed by opentype.js) and resvg, loaded by the first captcha rather than at
 * start-up: they serve this one call.
 */
const drawing = lazyLibrary('svg-captcha and resvg', async () => {
  const [{ default: svgCaptcha }, { Resvg }] = await Promise.all([import('svg-captcha'), import('@resvg/resvg-js')]);
  return { svgCaptcha, Resvg };
});

/**
 * Graphic captchas: svg-captcha draws the distorted text as paths (its own font, so no system fonts are needed)
 * and resvg rasterises that to PNG, which is what the page and older clients expect. The answer lives in Redis
 * under a random key until it expires or is checked once, right or wrong: a captcha can never be tried twice.
 */
@Injectable()
export class CaptchaService {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(contentConfig.KEY) private readonly config: ContentConfig,
  ) {}

  async issue(): Promise<Captcha> {
    const { svgCaptcha, Resvg } = await drawing.load();
    const { text, data } = svgCaptcha.create({
      size: 4,
      noise: 3,
      color: true,
      background: '#f3f6fb',
      ignoreChars: IGNORED_CHARACTERS,
      width: 120,
      height: 40,
    });
    const png = new Resvg(data, { fitTo: { mode: 'original' } }).render().asPng();
    const key = randomUUID();
    await this.redis.set(ContentKeys.captcha(key), text.toLowerCase(), 'EX', this.config.captchaTtlSeconds);
    return { key, img: png.toString('base64') };
  }

  /** Spends the captcha and throws unless `code` was its answer (case does not matter). */
  async consume(key: string, code: string): Promise<void> {
    const answer = await this.redis.getdel(ContentKeys.captcha(key));
    if (answer === null) throw new UserInputError(CAPTCHA_MESSAGES.expired);
    if (answer !== code.trim().toLowerCase()) throw new UserInputError(CAPTCHA_MESSAGES.wrong);
  }
}
