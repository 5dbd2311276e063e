import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sample information of orders: biological samples and libraries (sample), their sub-libraries with index
 * sequences (sub_library), lane bookings (lane_booking, looked up by lane across all orders for the index
 * collision check) and the lab's progress events (sample_progress_event).
 */
export class Samples1763706000000 implements MigrationInterface {
  name = 'Samples1763706000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Sample codes are numbered from a sequence: unique without retries inside the order's transaction.
    await queryRunner.query(`CREATE SEQUENCE sample_code_seq`);
    await queryRunner.query(`
      CREATE TABLE sample (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        order_goods_id INTEGER NOT NULL,
        kind VARCHAR(2) NOT NULL,
        code_no VARCHAR(32) NOT NULL,
        send_temp_code VARCHAR(32) NOT NULL,
        sample_no VARCHAR(50) NOT NULL DEFAULT '',
        name VARCHAR(50) NOT NULL,
        type VARCHAR(50) NOT NULL,
        species VARCHAR(50) NOT NULL,
        num INTEGER NOT NULL,
        weight NUMERIC(12,3),
        wk_name VARCHAR(50),
        is_lan BOOLEAN NOT NULL DEFAULT FALSE,
        sku_code VARCHAR(40) NOT NULL,
        data_size NUMERIC(12,3),
        progress_step VARCHAR(20),
        received_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_sample_code_no UNIQUE (code_no),
        CONSTRAINT uq_sample_send_temp_code UNIQUE (send_temp_code),
        CONSTRAINT ck_sample_kind CHECK (kind IN ('yb', 'wk')),
        CONSTRAINT fk_sample_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_sample_order_goods FOREIGN KEY (order_goods_id) REFERENCES order_goods (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_sample_order ON sample (order_id)`);
    await queryRunner.query(`CREATE INDEX idx_sample_order_goods ON sample (order_goods_id)`);

    await queryRunner.query(`
      CREATE TABLE sub_library (
        id SERIAL PRIMARY KEY,
        sample_id INTEGER NOT NULL,
        zwk_name VARCHAR(50) NOT NULL,
        index_i7 VARCHAR(32) NOT NULL,
        index_i5 VARCHAR(32),
        type VARCHAR(50) NOT NULL,
        CONSTRAINT fk_sub_library_sample FOREIGN KEY (sample_id) REFERENCES sample (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_sub_library_sample ON sub_library (sample_id)`);

    await queryRunner.query(`
      CREATE TABLE lane_booking (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        sample_id INTEGER,
        lan_id VARCHAR(40) NOT NULL,
        wk_name VARCHAR(50) NOT NULL,
        num INTEGER NOT NULL,
        phix NUMERIC(5,2) NOT NULL DEFAULT 0,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_lane_booking_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_lane_booking_sample FOREIGN KEY (sample_id) REFERENCES sample (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_lane_booking_order ON lane_booking (order_id)`);
    // Every library already booked on a lane, across all customers' orders: the collision check's lookup.
    await queryRunner.query(`CREATE INDEX idx_lane_booking_lan_id ON lane_booking (lan_id)`);
    await queryRunner.query(`CREATE INDEX idx_lane_booking_sample ON lane_booking (sample_id)`);

    await queryRunner.query(`
      CREATE TABLE sample_progress_event (
        id SERIAL PRIMARY KEY,
        sample_id INTEGER NOT NULL,
        step VARCHAR(20) NOT NULL,
        occurred_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        operator_id INTEGER,
        operator_name VARCHAR(50) NOT NULL DEFAULT '',
        CONSTRAINT fk_sample_progress_event_sample FOREIGN KEY (sample_id) REFERENCES sample (id) ON DELETE CASCADE,
        CONSTRAINT fk_sample_progress_event_operator FOREIGN KEY (operator_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX idx_sample_progress_event_sample ON sample_progress_event (sample_id, occurred_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_sample_progress_event_operator ON sample_progress_event (operator_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE sample_progress_event`);
    await queryRunner.query(`DROP TABLE lane_booking`);
    await queryRunner.query(`DROP TABLE sub_library`);
    await queryRunner.query(`DROP TABLE sample`);
    await queryRunner.query(`DROP SEQUENCE sample_code_seq`);
  }
}
