import type { DataSource } from 'typeorm';
import { seedCatalogue } from './catalogue.seed.js';
import { seedContent } from './content.seed.js';
import { seedCustomers } from './customers.seed.js';
import { seedOrders } from './orders.seed.js';
import { seedStaff, type SeededStaff, type StaffSeedOptions } from './staff.seed.js';

export interface SeedReport {
  staff: SeededStaff[];
}

/** Loads every seed in dependency order; each seed is idempotent, so a second run changes nothing. */
export async function runSeeds(dataSource: DataSource, options: StaffSeedOptions): Promise<SeedReport> {
  const staff = await seedStaff(dataSource, options);
  await seedCustomers(dataSource);
  await seedCatalogue(dataSource);
  await seedOrders(dataSource);
  await seedContent(dataSource);
  // Later seeds (catalogue, contracts, orders ...) are added here, after the customers they refer to.
  return { staff };
}
