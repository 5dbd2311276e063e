import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A history row may say what changed besides the status, e.g. a corrected courier number (before and after), so
 * that a disputed shipment can be traced to what the customer entered and when.
 */
export class OrderHistoryDetail1763710160000 implements MigrationInterface {
  name = 'OrderHistoryDetail1763710160000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_history ADD COLUMN detail JSONB`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE order_history DROP COLUMN detail`);
  }
}
