import type { DataSource } from 'typeorm';
import { seedCatalogue } from './catalogue.seed.js';
import { seedWaitingCertification } from './certification.seed.js';
import { seedContent } from './content.seed.js';
import { seedCustomers } from './customers.seed.js';
import { seedDemoHistory, type HistorySeedResult } from './history.seed.js';
import { seedOrders } from './orders.seed.js';
import { seedStaff, type SeededStaff, type StaffSeedOptions } from './staff.seed.js';
import { seedDemoStatements } from './statements.seed.js';

export interface SeedOptions extends StaffSeedOptions {
  /**
   * 13800000001's 12-month history (seeds/history.seed.ts). The CLI (`pnpm db:seed`, `pnpm start`) loads it;
   * domain tests leave it out, since they build their own orders for the demo customers and count them.
   */
  history?: boolean;
  /** The history's anchor instant; the moment of the first run by default. */
  historyAnchor?: Date;
}

export interface SeedReport {
  staff: SeededStaff[];
  history: HistorySeedResult | null;
}

/** Loads every seed in dependency order; each seed is idempotent, so a second run changes nothing. */
export async function runSeeds(dataSource: DataSource, options: SeedOptions): Promise<SeedReport> {
  const staff = await seedStaff(dataSource, options);
  await seedCustomers(dataSource);
  await seedWaitingCertification(dataSource);
  await seedCatalogue(dataSource);
  await seedOrders(dataSource);
  await seedContent(dataSource);
  const history = options.history ? await seedDemoHistory(dataSource, options.historyAnchor) : null;
  // The monthly statements of that history, as the statements job would have made them.
  if (options.history) await seedDemoStatements(dataSource);
  // Later seeds (catalogue, contracts, orders ...) are added here, after the customers they refer to.
  return { staff, history };
}
