import { loadDotEnv } from '../config/project-paths.js';
import { validateEnvironmentOrExit } from '../config/env.validation.js';
import { createDataSource } from '../infra/database/data-source.js';

/** `pnpm db:migrate`: applies pending migrations, each in its own transaction. */
loadDotEnv();
const dataSource = createDataSource(validateEnvironmentOrExit().DATABASE_URL);
await dataSource.initialize();
try {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  console.log(
    applied.length === 0
      ? 'Database is up to date'
      : `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}`,
  );
} finally {
  await dataSource.destroy();
}
