import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content: legal texts kept as numbered versions (an edit adds a row, so the terms a customer accepted can always
 * be shown again), contact messages, and the purchase-terms version each placed order was accepted under.
 */
export class Content1763710200000 implements MigrationInterface {
  name = 'Content1763710200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE legal_text_version (
        id SERIAL PRIMARY KEY,
        type VARCHAR(30) NOT NULL,
        version INTEGER NOT NULL,
        title VARCHAR(100) NOT NULL,
        html TEXT NOT NULL,
        created_by_id INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_legal_text_version_type_version UNIQUE (type, version),
        CONSTRAINT ck_legal_text_version_type
          CHECK ("type" IN ('buy', 'privacy', 'service-agreement', 'service-terms', 'send-instructions')),
        CONSTRAINT ck_legal_text_version_version CHECK ("version" > 0),
        CONSTRAINT fk_legal_text_version_created_by FOREIGN KEY (created_by_id)
          REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_legal_text_version_created_by ON legal_text_version (created_by_id)`);

    await queryRunner.query(`
      CREATE TABLE contact_message (
        id SERIAL PRIMARY KEY,
        member_id INTEGER,
        obj_name VARCHAR(50) NOT NULL,
        email VARCHAR(100) NOT NULL,
        phone VARCHAR(11) NOT NULL,
        company_name VARCHAR(100) NOT NULL,
        position VARCHAR(50) NOT NULL,
        address VARCHAR(200) NOT NULL,
        title VARCHAR(100) NOT NULL,
        opinion VARCHAR(2000) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_contact_message_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_contact_message_created ON contact_message (created_at)`);
    await queryRunner.query(`CREATE INDEX idx_contact_message_member ON contact_message (member_id)`);

    await queryRunner.query(`ALTER TABLE customer_order ADD COLUMN agreement_version INTEGER`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE customer_order DROP COLUMN agreement_version`);
    await queryRunner.query(`DROP TABLE contact_message`);
    await queryRunner.query(`DROP TABLE legal_text_version`);
  }
}
