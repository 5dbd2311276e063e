import { CustomerSession } from '../../modules/accounts/entities/customer-session.entity.js';
import { Member } from '../../modules/accounts/entities/member.entity.js';
import { Organisation } from '../../modules/accounts/entities/organisation.entity.js';
import { RefreshToken } from '../../modules/accounts/entities/refresh-token.entity.js';
import { StaffAccount } from '../../modules/accounts/entities/staff-account.entity.js';
import { CERTIFICATION_ENTITIES } from '../../modules/accounts/certification/entities/index.js';
import { MemberAddress } from '../../modules/accounts/personal-centre/entities/member-address.entity.js';
import { OrderSetting } from '../../modules/accounts/personal-centre/entities/order-setting.entity.js';
import { CATALOGUE_ENTITIES } from '../../modules/catalogue/entities/index.js';
import { CONTRACT_ENTITIES } from '../../modules/contracts/entities/index.js';
import { SmsOutboxMessage } from '../sms/sms-outbox-message.entity.js';
import { CartItem } from '../../modules/cart/entities/cart-item.entity.js';
import { ORDER_ENTITIES } from '../../modules/orders/entities/index.js';
import { SAMPLE_ENTITIES } from '../../modules/samples/entities/index.js';
import { IdempotencyRecord } from '../../common/idempotency/idempotency-record.entity.js';
import { AuditLog } from '../audit/audit-log.entity.js';
import { MailOutboxMessage } from '../mail/mail-outbox-message.entity.js';
import { LAB_ENTITIES } from '../../modules/lab/entities.js';
import { NOTIFICATION_ENTITIES } from '../../modules/notifications/entities.js';
import { DELIVERY_ENTITIES } from '../../modules/delivery/entities/index.js';
import { CONTENT_ENTITIES } from '../../modules/content/entities/index.js';
import { SUPPORT_ENTITIES } from '../../modules/support/entities/index.js';

/**
 * Every entity of the application. The migration CLI and the schema-drift test read this list,
 * so a new entity is registered here as well as in its module's TypeOrmModule.forFeature.
 */
export const ENTITIES = [
  StaffAccount,
  SmsOutboxMessage,
  Organisation,
  Member,
  CustomerSession,
  RefreshToken,
  MemberAddress,
  OrderSetting,
  ...CERTIFICATION_ENTITIES,
  ...CATALOGUE_ENTITIES,
  ...CONTRACT_ENTITIES,
  CartItem,
  ...ORDER_ENTITIES,
  ...SAMPLE_ENTITIES,
  IdempotencyRecord,
  AuditLog,
  MailOutboxMessage,
  ...LAB_ENTITIES,
  ...NOTIFICATION_ENTITIES,
  ...DELIVERY_ENTITIES,
  ...CONTENT_ENTITIES,
  ...SUPPORT_ENTITIES,
];
