import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxMessage } from '../mail/mail-outbox-message.entity.js';
import { SmsOutboxMessage } from '../sms/sms-outbox-message.entity.js';
import { MailOutboxController } from './mail-outbox.controller.js';
import { SmsOutboxController } from './sms-outbox.controller.js';

/**
 * The staff pages of the development providers' outboxes. A route exists only while its provider is the outbox:
 * with a real gateway there is nothing to read, and the route answers like any unknown path.
 */
@Module({})
export class OutboxModule {
  static forProviders(providers: { sms: string; mail: string }): DynamicModule {
    const controllers: Type[] = [];
    if (providers.sms === 'outbox') controllers.push(SmsOutboxController);
    if (providers.mail === 'outbox') controllers.push(MailOutboxController);
    return {
      module: OutboxModule,
      imports: [TypeOrmModule.forFeature([SmsOutboxMessage, MailOutboxMessage])],
      controllers,
    };
  }
}
