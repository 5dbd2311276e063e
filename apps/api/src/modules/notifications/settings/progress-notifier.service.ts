import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { SAMPLE_PROGRESS_LABELS, type SampleProgressStepValue } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../../config/configuration.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { SmsService } from '../../../infra/sms/sms.service.js';
import { Member } from '../../accounts/entities/member.entity.js';
import { businessTime } from '../../../common/time/business-time.js';
import { NotificationPreference } from './notification-preference.entity.js';

export const PROGRESS_PURPOSE = 'progress';

interface NotifiedOrder {
  orderNo: string;
  memberId: number;
}

interface Message {
  sms: string;
  subject: string;
  mail: string;
}

/**
 * Tells the customer about a step, through the queues (SMS to the member's phone, e-mail when the member has an
 * address), unless they turned that channel off. One message per order and step, however many samples moved.
 * Runs after the change is committed; a failure to enqueue is logged and never undoes the lab's action.
 */
@Injectable()
export class ProgressNotifier {
  private readonly logger = new Logger(ProgressNotifier.name);
  private readonly timeZone: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sms: SmsService,
    private readonly mail: MailService,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  async sampleStep(
    order: NotifiedOrder,
    step: SampleProgressStepValue,
    sampleCount: number,
    occurredAt: Date,
  ): Promise<void> {
    const label = SAMPLE_PROGRESS_LABELS[step];
    const when = businessTime(occurredAt, this.timeZone);
    await this.send(order, {
      sms: `【SeqPortal】您的订单${order.orderNo}有${sampleCount}个样本${label}（${when}）。`,
      subject: `订单${order.orderNo}样本进度：${label}`,
      mail: `您好，您的订单 ${order.orderNo} 有 ${sampleCount} 个样本${label}（${when}）。登录 SeqPortal 查看样本进度。`,
    });
  }

  async orderCompleted(order: NotifiedOrder, occurredAt: Date): Promise<void> {
    const when = businessTime(occurredAt, this.timeZone);
    await this.send(order, {
      sms: `【SeqPortal】您的订单${order.orderNo}数据已交付，订单已完成（${when}），请登录下载。`,
      subject: `订单${order.orderNo}数据已交付`,
      mail: `您好，您的订单 ${order.orderNo} 数据已交付，订单已完成（${when}）。登录 SeqPortal 在订单详情或数据中心下载数据。`,
    });
  }

  async analysisCompleted(order: NotifiedOrder, analysisName: string, occurredAt: Date): Promise<void> {
    const when = businessTime(occurredAt, this.timeZone);
    await this.send(order, {
      sms: `【SeqPortal】您的分析订单${order.orderNo}（${analysisName}）已完成（${when}），请登录数据中心分析记录下载结果。`,
      subject: `分析订单${order.orderNo}已完成`,
      mail: `您好，您的分析订单 ${order.orderNo}（${analysisName}）已完成（${when}）。登录 SeqPortal 在数据中心的分析记录中下载结果。`,
    });
  }

  private async send(order: NotifiedOrder, message: Message): Promise<void> {
    try {
      const [member, preference] = await Promise.all([
        this.dataSource.getRepository(Member).findOne({ where: { id: order.memberId } }),
        this.dataSource.getRepository(NotificationPreference).findOne({ where: { memberId: order.memberId } }),
      ]);
      if (!member) return;
      if (preference?.progressSms ?? true) {
        await this.sms.send({ phone: member.phone, content: message.sms, purpose: PROGRESS_PURPOSE });
      }
      if ((preference?.progressEmail ?? true) && member.email) {
        await this.mail.send({
          to: member.email,
          subject: message.subject,
          content: message.mail,
          purpose: PROGRESS_PURPOSE,
        });
      }
    } catch (error) {
      this.logger.warn(`Progress notification for an order not enqueued: ${(error as Error).message}`);
    }
  }
}
