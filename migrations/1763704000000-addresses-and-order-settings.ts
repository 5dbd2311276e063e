import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Members' pickup addresses and ordering defaults (personal centre). */
export class AddressesAndOrderSettings1763704000000 implements MigrationInterface {
  name = 'AddressesAndOrderSettings1763704000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_address (
        id SERIAL PRIMARY KEY,
        member_id INTEGER NOT NULL,
        name VARCHAR(50) NOT NULL,
        phone VARCHAR(11) NOT NULL,
        province VARCHAR(30) NOT NULL,
        city VARCHAR(30) NOT NULL,
        district VARCHAR(30) NOT NULL,
        district_code VARCHAR(6) NOT NULL,
        street VARCHAR(100) NOT NULL DEFAULT '',
        address VARCHAR(200) NOT NULL,
        postal_code VARCHAR(10) NOT NULL DEFAULT '',
        is_default BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_member_address_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_member_address_member ON member_address (member_id)`);
    await queryRunner.query(`
      CREATE TABLE order_setting (
        member_id INTEGER PRIMARY KEY,
        me_name VARCHAR(50) NOT NULL,
        me_moblie VARCHAR(11) NOT NULL,
        me_email VARCHAR(1000) NOT NULL,
        access_key_id VARCHAR(128) NOT NULL DEFAULT '',
        access_key_secret_encrypted TEXT NOT NULL DEFAULT '',
        oss_path VARCHAR(500) NOT NULL DEFAULT '',
        bucket VARCHAR(100) NOT NULL DEFAULT '',
        end_point VARCHAR(200) NOT NULL DEFAULT '',
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_order_setting_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_setting`);
    await queryRunner.query(`DROP TABLE member_address`);
  }
}
