import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SERVICE_PROVIDER,
  type ContactMessage,
  type ContactMessageEntry,
  type ContactMessageQuery,
  type ListResponse,
} from '@seqportal/contract';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../../common/errors/domain-errors.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { REDIS_CLIENT } from '../../infra/redis/redis.constants.js';
import { CaptchaService } from './captcha.service.js';
import { contentConfig, type ContentConfig } from './content.config.js';
import { ContactMessageRow } from './entities/contact-message.entity.js';
import { ContentKeys } from './helpers/content-keys.js';

/*
 * A sliding window per client address (a sorted set of attempt times), checked and counted in one step so that
 * concurrent posts cannot all pass before any is counted. Returns 1 when the attempt may go on.
 */
const ACQUIRE_SCRIPT = `
local since = tonumber(ARGV[1]) - tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', since)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const DEFAULT_PAGE_SIZE = 20;

export interface ContactSubmission extends ContactMessage {
  key: string;
  code: string;
}

/** The contact page's messages: rate-limited, captcha-checked, stored for support and acknowledged by e-mail. */
@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    @Inject(contentConfig.KEY) private readonly config: ContentConfig,
    private readonly captcha: CaptchaService,
    private readonly mail: MailService,
  ) {}

  async post(submission: ContactSubmission, ip: string, memberId: number | null): Promise<void> {
    // Counted before the captcha, so that wrong answers count too.
    if (!(await this.tryAcquire(ip))) throw new TooManyRequestsError();
    await this.captcha.consume(submission.key, submission.code);
    const { key: _key, code: _code, ...message } = submission;
    const row = await this.dataSource.getRepository(ContactMessageRow).save({ ...message, memberId });
    try {
      await this.mail.send({
        to: message.email,
        subject: '我们已收到您的留言',
        content: `${message.objName}，您好：\n\n我们已收到您的留言「${message.title}」（编号 ${row.id}），客服将在 1 个工作日内与您联系。\n如需尽快处理，请致电客服热线 ${SERVICE_PROVIDER.hotline}。\n\n${SERVICE_PROVIDER.brand}`,
        purpose: 'contact-ack',
      });
    } catch (error) {
      // The message is stored and support sees it; a lost acknowledgement must not make the customer send it again.
      this.logger.warn(`Acknowledgement of contact message ${row.id} not enqueued: ${(error as Error).message}`);
    }
  }

  async list(query: ContactMessageQuery): Promise<ListResponse<ContactMessageEntry>> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const [rows, totalCount] = await this.dataSource.getRepository(ContactMessageRow).findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
    return {
      list: rows.map((row) => ({
        id: row.id,
        memberId: row.memberId,
        objName: row.objName,
        email: row.email,
        phone: row.phone,
        companyName: row.companyName,
        position: row.position,
        address: row.address,
        title: row.title,
        opinion: row.opinion,
        createdAt: row.createdAt.toISOString(),
      })),
      page,
      pageSize,
      totalCount,
    };
  }

  private async tryAcquire(ip: string): Promise<boolean> {
    const result = await this.redis.eval(
      ACQUIRE_SCRIPT,
      1,
      ContentKeys.contactWindow(ip),
      Date.now(),
      this.config.contactRateWindowSeconds * 1000,
      this.config.contactRateLimit,
      randomUUID(),
    );
    return result === 1;
  }
}
