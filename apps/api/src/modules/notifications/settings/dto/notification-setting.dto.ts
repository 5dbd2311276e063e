import { ApiProperty } from '@nestjs/swagger';
import type { NotificationSetting, SaveNotificationSettingRequest } from '@seqportal/contract';
import { IsBoolean } from 'class-validator';

export class NotificationSettingDto implements NotificationSetting {
  @ApiProperty({ example: true, description: '样本进度短信通知' })
  progressSms: boolean;

  @ApiProperty({ example: true, description: '样本进度邮件通知（需已绑定邮箱）' })
  progressEmail: boolean;

  @ApiProperty({
    example: 'lab@example.cn',
    nullable: true,
    type: String,
    description: '接收邮件的地址；未绑定时为 null',
  })
  email: string | null;
}

export class SaveNotificationSettingDto implements SaveNotificationSettingRequest {
  @ApiProperty({ example: true })
  @IsBoolean({ message: '请选择是否接收短信通知' })
  progressSms: boolean;

  @ApiProperty({ example: false })
  @IsBoolean({ message: '请选择是否接收邮件通知' })
  progressEmail: boolean;
}
