import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customer companies and member accounts (several members may share one mobile number). */
export class CustomerAccounts1763701000000 implements MigrationInterface {
  name = 'CustomerAccounts1763701000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE organisation (
        id SERIAL PRIMARY KEY,
        name VARCHAR(100) NOT NULL,
        audit_type SMALLINT NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_organisation_name UNIQUE (name)
      )`);
    await queryRunner.query(`
      CREATE TABLE member (
        id SERIAL PRIMARY KEY,
        phone VARCHAR(20) NOT NULL,
        account VARCHAR(50) NOT NULL,
        nick_name VARCHAR(50) NOT NULL,
        email VARCHAR(254),
        organisation_id INTEGER,
        position_key SMALLINT NOT NULL DEFAULT 3,
        is_main BOOLEAN NOT NULL DEFAULT FALSE,
        active BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_member_account UNIQUE (account),
        CONSTRAINT fk_member_organisation FOREIGN KEY (organisation_id) REFERENCES organisation (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_member_phone ON member (phone)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member`);
    await queryRunner.query(`DROP TABLE organisation`);
  }
}
