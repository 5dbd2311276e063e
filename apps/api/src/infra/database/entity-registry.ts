import { Member } from '../../modules/accounts/entities/member.entity.js';
import { Organisation } from '../../modules/accounts/entities/organisation.entity.js';
import { StaffAccount } from '../../modules/accounts/entities/staff-account.entity.js';
import { SmsOutboxMessage } from '../sms/sms-outbox-message.entity.js';

/**
 * Every entity of the application. The migration CLI and the schema-drift test read this list,
 * so a new entity is registered here as well as in its module's TypeOrmModule.forFeature.
 */
export const ENTITIES = [
  StaffAccount,
  SmsOutboxMessage,
  Organisation,
  Member,
];
