import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { CustomerAccounts1763701000000 } from './1763701000000-customer-accounts.js';
import { CustomerSessions1763702000000 } from './1763702000000-customer-sessions.js';
import { Catalogue1763703000000 } from './1763703000000-catalogue.js';
import { AddressesAndOrderSettings1763704000000 } from './1763704000000-addresses-and-order-settings.js';

/** Every migration in order. A new migration file is added here as well. */
export const MIGRATIONS = [
  Foundation1763700000000,
  CustomerAccounts1763701000000,
  CustomerSessions1763702000000,
  Catalogue1763703000000,
  AddressesAndOrderSettings1763704000000,
];
