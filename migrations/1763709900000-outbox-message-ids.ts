import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each outbox message carries the id of the job that sent it, unique: a worker that dies after writing a message
 * and before the queue marked the job done runs it again on restart, and the second write must change nothing.
 * Rows written before this migration have none.
 */
export class OutboxMessageIds1763709900000 implements MigrationInterface {
  name = 'OutboxMessageIds1763709900000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE sms_outbox_message ADD COLUMN message_id VARCHAR(64)`);
    await queryRunner.query(
      `ALTER TABLE sms_outbox_message ADD CONSTRAINT uq_sms_outbox_message_message_id UNIQUE (message_id)`,
    );
    await queryRunner.query(`ALTER TABLE mail_outbox_message ADD COLUMN message_id VARCHAR(64)`);
    await queryRunner.query(
      `ALTER TABLE mail_outbox_message ADD CONSTRAINT uq_mail_outbox_message_message_id UNIQUE (message_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE mail_outbox_message DROP COLUMN message_id`);
    await queryRunner.query(`ALTER TABLE sms_outbox_message DROP COLUMN message_id`);
  }
}
