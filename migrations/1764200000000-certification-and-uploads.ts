import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Organisation certification (auditType 2 → 3/4 by staff review) with its uploaded files, and the main account's
 * say over sub-accounts: an application status and three permissions (order, billing, data download).
 * Existing sub-accounts stay approved with every permission, so nothing changes for them.
 */
export class CertificationAndUploads1764200000000 implements MigrationInterface {
  name = 'CertificationAndUploads1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE uploaded_file (
        id SERIAL PRIMARY KEY,
        object_key VARCHAR(200) NOT NULL,
        member_id INTEGER NOT NULL,
        organisation_id INTEGER,
        kind VARCHAR(20) NOT NULL,
        file_name VARCHAR(255) NOT NULL,
        format VARCHAR(10) NOT NULL,
        size INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_uploaded_file_object_key UNIQUE (object_key),
        CONSTRAINT fk_uploaded_file_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_uploaded_file_member ON uploaded_file (member_id)`);
    await queryRunner.query(`
      CREATE TABLE organisation_certification (
        id SERIAL PRIMARY KEY,
        organisation_id INTEGER NOT NULL,
        type SMALLINT NOT NULL,
        mechanism_name VARCHAR(100) NOT NULL,
        throughput_tolerance_ratio SMALLINT NOT NULL DEFAULT 100,
        contract_files JSONB NOT NULL DEFAULT '[]',
        business_files JSONB NOT NULL DEFAULT '[]',
        submitted_by_member_id INTEGER NOT NULL,
        submitted_at TIMESTAMPTZ NOT NULL,
        reviewed_by VARCHAR(50),
        reviewed_at TIMESTAMPTZ,
        reject_reason VARCHAR(200),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_organisation_certification_organisation UNIQUE (organisation_id),
        CONSTRAINT fk_organisation_certification_organisation FOREIGN KEY (organisation_id)
          REFERENCES organisation (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`ALTER TABLE member ADD COLUMN sub_status VARCHAR(10) NOT NULL DEFAULT 'approved'`);
    await queryRunner.query(`ALTER TABLE member ADD COLUMN can_order BOOLEAN NOT NULL DEFAULT TRUE`);
    await queryRunner.query(`ALTER TABLE member ADD COLUMN can_view_billing BOOLEAN NOT NULL DEFAULT TRUE`);
    await queryRunner.query(`ALTER TABLE member ADD COLUMN can_download BOOLEAN NOT NULL DEFAULT TRUE`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member DROP COLUMN can_download`);
    await queryRunner.query(`ALTER TABLE member DROP COLUMN can_view_billing`);
    await queryRunner.query(`ALTER TABLE member DROP COLUMN can_order`);
    await queryRunner.query(`ALTER TABLE member DROP COLUMN sub_status`);
    await queryRunner.query(`DROP TABLE organisation_certification`);
    await queryRunner.query(`DROP TABLE uploaded_file`);
  }
}
