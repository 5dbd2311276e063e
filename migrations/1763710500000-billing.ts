import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Billing: when finance recorded an order's payment (null while unpaid; overdue days and the late penalty run
 * until then), and the indexes the billing centre reads by: a customer's placed orders by placing time, so that
 * a report page walks the newest orders first instead of sorting all of the customer's lines.
 */
export class Billing1763710500000 implements MigrationInterface {
  name = 'Billing1763710500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE customer_order ADD COLUMN settled_at TIMESTAMPTZ`);
    await queryRunner.query(
      `CREATE INDEX idx_customer_order_organisation_placed ON customer_order (organisation_id, placed_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_customer_order_member_placed ON customer_order (member_id, placed_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX idx_customer_order_member_placed`);
    await queryRunner.query(`DROP INDEX idx_customer_order_organisation_placed`);
    await queryRunner.query(`ALTER TABLE customer_order DROP COLUMN settled_at`);
  }
}
