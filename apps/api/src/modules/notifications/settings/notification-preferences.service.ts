import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NotificationSetting, SaveNotificationSettingRequest } from '@seqportal/contract';
import { DataSource } from 'typeorm';
import { Member } from '../../accounts/entities/member.entity.js';
import { NotificationPreference } from './notification-preference.entity.js';

/** Whether a member wants progress notifications, by SMS and by e-mail. */
@Injectable()
export class NotificationPreferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async get(memberId: number): Promise<NotificationSetting> {
    const [member, preference] = await Promise.all([
      this.dataSource.getRepository(Member).findOne({ where: { id: memberId }, select: { id: true, email: true } }),
      this.dataSource.getRepository(NotificationPreference).findOne({ where: { memberId } }),
    ]);
    return {
      progressSms: preference?.progressSms ?? true,
      progressEmail: preference?.progressEmail ?? true,
      email: member?.email || null,
    };
  }

  async save(memberId: number, request: SaveNotificationSettingRequest): Promise<NotificationSetting> {
    await this.dataSource
      .getRepository(NotificationPreference)
      .upsert({ memberId, progressSms: request.progressSms, progressEmail: request.progressEmail }, ['memberId']);
    return this.get(memberId);
  }
}
