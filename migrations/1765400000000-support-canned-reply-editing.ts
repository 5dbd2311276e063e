import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Canned replies become editable by staff: who changed one last and when, and one reply per title (agents pick
 * them by title, two alike would be indistinguishable in the menu).
 */
export class SupportCannedReplyEditing1765400000000 implements MigrationInterface {
  name = 'SupportCannedReplyEditing1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE support_canned_reply
        ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        ADD COLUMN updated_by INTEGER NULL,
        ADD CONSTRAINT fk_support_canned_reply_updated_by FOREIGN KEY (updated_by)
          REFERENCES staff_account (id) ON DELETE SET NULL`);
    await queryRunner.query(`CREATE INDEX idx_support_canned_reply_updated_by ON support_canned_reply (updated_by)`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_support_canned_reply_title ON support_canned_reply (title)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX uq_support_canned_reply_title`);
    await queryRunner.query(`DROP INDEX idx_support_canned_reply_updated_by`);
    await queryRunner.query(`
      ALTER TABLE support_canned_reply
        DROP CONSTRAINT fk_support_canned_reply_updated_by,
        DROP COLUMN updated_by,
        DROP COLUMN updated_at`);
  }
}
