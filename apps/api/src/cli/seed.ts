import { loadDotEnv } from '../config/project-paths.js';
import { validateEnvironmentOrExit } from '../config/env.validation.js';
import { createDataSource } from '../infra/database/data-source.js';
import { runSeeds } from '../../../../seeds/index.js';

/** `pnpm db:seed`: idempotent demo data; prints the staff accounts it ensured. */
loadDotEnv();
const env = validateEnvironmentOrExit();
const dataSource = createDataSource(env.DATABASE_URL);
await dataSource.initialize();
try {
  const report = await runSeeds(dataSource, {
    adminPassword: env.SEED_ADMIN_PASSWORD,
    labPassword: env.SEED_LAB_PASSWORD,
    supportPassword: env.SEED_SUPPORT_PASSWORD,
    history: true,
  });
  if (report.history?.created) console.log(`Demo history of 13800000001: ${report.history.orders} orders.`);
  console.log('Seeds loaded. Staff accounts (sign in at /lab):');
  for (const staff of report.staff) {
    // Development passwords are printed on purpose (DESIGN.md section 4); never in production.
    const password = env.NODE_ENV === 'production' ? '(from SEED_*_PASSWORD)' : staff.password;
    console.log(
      `  ${staff.username} / ${password}  roles: ${staff.roles.join(', ')}${staff.created ? '' : ' (existing)'}`,
    );
  }
} finally {
  await dataSource.destroy();
}
