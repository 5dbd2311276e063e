import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Staff accounts (lab, support, admin) and the development SMS outbox. */
export class Foundation1763700000000 implements MigrationInterface {
  name = 'Foundation1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE staff_account (
        id SERIAL PRIMARY KEY,
        username VARCHAR(50) NOT NULL,
        password_hash VARCHAR(255) NOT NULL,
        display_name VARCHAR(50) NOT NULL,
        roles TEXT[] NOT NULL DEFAULT '{}',
        active BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_staff_account_username UNIQUE (username)
      )`);
    await queryRunner.query(`
      CREATE TABLE sms_outbox_message (
        id SERIAL PRIMARY KEY,
        phone VARCHAR(20) NOT NULL,
        content VARCHAR(500) NOT NULL,
        purpose VARCHAR(30) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_sms_outbox_message_phone_created ON sms_outbox_message (phone, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sms_outbox_message`);
    await queryRunner.query(`DROP TABLE staff_account`);
  }
}
