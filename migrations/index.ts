import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { CustomerAccounts1763701000000 } from './1763701000000-customer-accounts.js';

/** Every migration in order. A new migration file is added here as well. */
export const MIGRATIONS = [
  Foundation1763700000000,
  CustomerAccounts1763701000000,
];
