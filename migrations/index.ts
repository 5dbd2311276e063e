import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { CustomerAccounts1763701000000 } from './1763701000000-customer-accounts.js';
import { CustomerSessions1763702000000 } from './1763702000000-customer-sessions.js';
import { Catalogue1763703000000 } from './1763703000000-catalogue.js';
import { AddressesAndOrderSettings1763704000000 } from './1763704000000-addresses-and-order-settings.js';
import { CatalogueSearchTuning1763704500000 } from './1763704500000-catalogue-search-tuning.js';
import { CartAndOrders1763705000000 } from './1763705000000-cart-and-orders.js';
import { Samples1763706000000 } from './1763706000000-samples.js';
import { LabAndDelivery1763707000000 } from './1763707000000-lab-and-delivery.js';
import { OutboxMessageIds1763709900000 } from './1763709900000-outbox-message-ids.js';
import { DeliveryLabRecipients1763710150000 } from './1763710150000-delivery-lab-recipients.js';
import { OrderHistoryDetail1763710160000 } from './1763710160000-order-history-detail.js';
import { Content1763710200000 } from './1763710200000-content.js';
import { Billing1763710500000 } from './1763710500000-billing.js';
import { GoodsTurnaround1763720000000 } from './1763720000000-goods-turnaround.js';
import { SupportChat1764400000000 } from './1764400000000-support-chat.js';
import { Analysis1764300000000 } from './1764300000000-analysis.js';
import { Statements1764600000000 } from './1764600000000-statements.js';
import { ContractOrdering1764100000000 } from './1764100000000-contract-ordering.js';
import { CertificationAndUploads1764200000000 } from './1764200000000-certification-and-uploads.js';
import { SupportCannedReplyEditing1765400000000 } from './1765400000000-support-canned-reply-editing.js';
import { BillingReportSummary1765700000000 } from './1765700000000-billing-report-summary.js';
import { CreditNotes1765710000000 } from './1765710000000-credit-notes.js';

/** Every migration in order. A new migration file is added here as well. */
export const MIGRATIONS = [
  Foundation1763700000000,
  CustomerAccounts1763701000000,
  CustomerSessions1763702000000,
  Catalogue1763703000000,
  AddressesAndOrderSettings1763704000000,
  CatalogueSearchTuning1763704500000,
  CartAndOrders1763705000000,
  Samples1763706000000,
  LabAndDelivery1763707000000,
  OutboxMessageIds1763709900000,
  DeliveryLabRecipients1763710150000,
  OrderHistoryDetail1763710160000,
  Content1763710200000,
  Billing1763710500000,
  GoodsTurnaround1763720000000,
  SupportChat1764400000000,
  Analysis1764300000000,
  Statements1764600000000,
  ContractOrdering1764100000000,
  CertificationAndUploads1764200000000,
  SupportCannedReplyEditing1765400000000,
  BillingReportSummary1765700000000,
  CreditNotes1765710000000,
];
