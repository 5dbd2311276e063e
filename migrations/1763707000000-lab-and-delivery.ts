import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The lab's side of an order: the staff audit log, e-mail outbox, customers' notification choices, sample QC
 * results, staff express tracking entries, delivered files with their MD5 and the download log.
 */
export class LabAndDelivery1763707000000 implements MigrationInterface {
  name = 'LabAndDelivery1763707000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id BIGSERIAL PRIMARY KEY,
        staff_id INTEGER,
        staff_name VARCHAR(50) NOT NULL,
        action VARCHAR(50) NOT NULL,
        target_type VARCHAR(30) NOT NULL,
        target_id VARCHAR(300) NOT NULL,
        before JSONB,
        after JSONB,
        request_id VARCHAR(64),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_audit_log_staff FOREIGN KEY (staff_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_audit_log_target ON audit_log (target_type, target_id, created_at)`);
    await queryRunner.query(`CREATE INDEX idx_audit_log_created ON audit_log (created_at)`);
    await queryRunner.query(`CREATE INDEX idx_audit_log_staff ON audit_log (staff_id)`);

    await queryRunner.query(`
      CREATE TABLE mail_outbox_message (
        id SERIAL PRIMARY KEY,
        email VARCHAR(254) NOT NULL,
        subject VARCHAR(200) NOT NULL,
        content TEXT NOT NULL,
        purpose VARCHAR(30) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_mail_outbox_message_email_created ON mail_outbox_message (email, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE notification_preference (
        member_id INTEGER PRIMARY KEY,
        progress_sms BOOLEAN NOT NULL DEFAULT TRUE,
        progress_email BOOLEAN NOT NULL DEFAULT TRUE,
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_notification_preference_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);

    await queryRunner.query(`
      CREATE TABLE sample_qc_result (
        sample_id INTEGER PRIMARY KEY,
        concentration NUMERIC(12,3),
        volume NUMERIC(12,3),
        total_amount NUMERIC(16,3),
        qpcr_concentration NUMERIC(12,3),
        od260280 NUMERIC(6,3),
        rin_din NUMERIC(4,1),
        library_length INTEGER,
        total_grade VARCHAR(10) NOT NULL,
        quality_grade VARCHAR(10) NOT NULL,
        remarks VARCHAR(500) NOT NULL DEFAULT '',
        tester VARCHAR(50) NOT NULL,
        reviewer VARCHAR(50) NOT NULL DEFAULT '',
        tested_at TIMESTAMPTZ,
        reviewed_at TIMESTAMPTZ,
        recorded_by_id INTEGER,
        recorded_by_name VARCHAR(50) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT ck_sample_qc_result_total_grade CHECK (total_grade IN ('PASS', 'RISK', 'FAIL')),
        CONSTRAINT ck_sample_qc_result_quality_grade CHECK (quality_grade IN ('PASS', 'RISK', 'FAIL')),
        CONSTRAINT fk_sample_qc_result_sample FOREIGN KEY (sample_id) REFERENCES sample (id) ON DELETE CASCADE,
        CONSTRAINT fk_sample_qc_result_recorded_by FOREIGN KEY (recorded_by_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_sample_qc_result_recorded_by ON sample_qc_result (recorded_by_id)`);

    await queryRunner.query(`
      CREATE TABLE order_express_trace (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        number VARCHAR(50) NOT NULL,
        exp_name VARCHAR(50) NOT NULL DEFAULT '',
        status VARCHAR(200) NOT NULL,
        occurred_at TIMESTAMPTZ NOT NULL,
        staff_id INTEGER,
        staff_name VARCHAR(50) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_order_express_trace_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_express_trace_staff FOREIGN KEY (staff_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_order_express_trace_order ON order_express_trace (order_id, occurred_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_order_express_trace_staff ON order_express_trace (staff_id)`);

    await queryRunner.query(`
      CREATE TABLE delivery_file (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        category VARCHAR(20) NOT NULL,
        file_name VARCHAR(200) NOT NULL,
        path VARCHAR(300) NOT NULL,
        size BIGINT NOT NULL,
        md5 VARCHAR(32) NOT NULL,
        content_type VARCHAR(100) NOT NULL,
        uploaded_by_id INTEGER,
        uploaded_by_name VARCHAR(50) NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_delivery_file_order_path UNIQUE (order_id, path),
        CONSTRAINT ck_delivery_file_category CHECK (category IN ('DATA', 'SAMPLE_QC', 'DATA_QC')),
        CONSTRAINT fk_delivery_file_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_delivery_file_uploaded_by FOREIGN KEY (uploaded_by_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_delivery_file_uploaded_by ON delivery_file (uploaded_by_id)`);

    await queryRunner.query(`
      CREATE TABLE delivery_download (
        id BIGSERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        member_id INTEGER NOT NULL,
        delivery_file_id INTEGER,
        kind VARCHAR(10) NOT NULL,
        detail VARCHAR(300) NOT NULL,
        ip VARCHAR(64),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT ck_delivery_download_kind CHECK (kind IN ('file', 'credential')),
        CONSTRAINT fk_delivery_download_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_delivery_download_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE,
        CONSTRAINT fk_delivery_download_file FOREIGN KEY (delivery_file_id) REFERENCES delivery_file (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_delivery_download_order_created ON delivery_download (order_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX idx_delivery_download_member_created ON delivery_download (member_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_delivery_download_file ON delivery_download (delivery_file_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE delivery_download`);
    await queryRunner.query(`DROP TABLE delivery_file`);
    await queryRunner.query(`DROP TABLE order_express_trace`);
    await queryRunner.query(`DROP TABLE sample_qc_result`);
    await queryRunner.query(`DROP TABLE notification_preference`);
    await queryRunner.query(`DROP TABLE mail_outbox_message`);
    await queryRunner.query(`DROP TABLE audit_log`);
  }
}
