import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each service's turnaround in working days from the lab's receipt of the samples, so the order detail and the
 * sample centre can show an expected delivery date instead of the specification's constant 4 days.
 */
export class GoodsTurnaround1763720000000 implements MigrationInterface {
  name = 'GoodsTurnaround1763720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE goods ADD COLUMN turnaround_days SMALLINT NOT NULL DEFAULT 3
         CONSTRAINT chk_goods_turnaround_days CHECK (turnaround_days BETWEEN 1 AND 120)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE goods DROP COLUMN turnaround_days`);
  }
}
