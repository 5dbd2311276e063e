import { createDataSource } from '../../src/infra/database/data-source.js';
import { createTestDatabase, dropTestDatabase } from '../support/test-database.js';

describe('migrations', () => {
  it('build exactly the schema the entities describe (no drift)', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });

  it('revert cleanly and apply again', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    try {
      const applied = dataSource.migrations.length;
      for (let i = 0; i < applied; i += 1) await dataSource.undoLastMigration({ transaction: 'each' });
      const [{ count }] = await dataSource.query(
        "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'",
      );
      expect(count).toBe(0);
      const reapplied = await dataSource.runMigrations({ transaction: 'each' });
      expect(reapplied).toHaveLength(applied);
    } finally {
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });

  it('use snake_case column names', async () => {
    const database = await createTestDatabase();
    const dataSource = createDataSource(database.url);
    await dataSource.initialize();
    try {
      const columns: Array<{ column_name: string }> = await dataSource.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'staff_account' ORDER BY column_name",
      );
      expect(columns.map((column) => column.column_name)).toContain('password_hash');
      expect(columns.map((column) => column.column_name)).not.toContain('passwordHash');
    } finally {
      await dataSource.destroy();
      await dropTestDatabase(database.name);
    }
  });
});
