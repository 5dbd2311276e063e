import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sample box, orders with their goods and history, customers' credit, and the idempotency records that
 * make SubmitOrder / PayOrder (and later BatchSubmitOrder, SubmitAnalysis) safe to retry.
 */
export class CartAndOrders1763705000000 implements MigrationInterface {
  name = 'CartAndOrders1763705000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE cart_item (
        id SERIAL PRIMARY KEY,
        member_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        cart_type SMALLINT NOT NULL,
        property_type SMALLINT NOT NULL DEFAULT 0,
        qty INTEGER NOT NULL,
        checked BOOLEAN NOT NULL DEFAULT TRUE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_cart_item_member_type_sku UNIQUE (member_id, cart_type, sku_id),
        CONSTRAINT ck_cart_item_qty CHECK (qty > 0),
        CONSTRAINT fk_cart_item_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE,
        CONSTRAINT fk_cart_item_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_cart_item_sku ON cart_item (sku_id)`);

    await queryRunner.query(`
      CREATE TABLE customer_credit (
        id SERIAL PRIMARY KEY,
        organisation_id INTEGER,
        member_id INTEGER,
        credit_limit NUMERIC(14,2),
        unpaid_total NUMERIC(14,2) NOT NULL DEFAULT 0,
        unpaid_cap NUMERIC(14,2) NOT NULL DEFAULT 1000000,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_customer_credit_organisation UNIQUE (organisation_id),
        CONSTRAINT uq_customer_credit_member UNIQUE (member_id),
        CONSTRAINT ck_customer_credit_owner CHECK ((organisation_id IS NULL) <> (member_id IS NULL)),
        CONSTRAINT fk_customer_credit_organisation FOREIGN KEY (organisation_id) REFERENCES organisation (id) ON DELETE CASCADE,
        CONSTRAINT fk_customer_credit_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);

    await queryRunner.query(`
      CREATE TABLE customer_order (
        id SERIAL PRIMARY KEY,
        order_no VARCHAR(32) NOT NULL,
        member_id INTEGER NOT NULL,
        organisation_id INTEGER,
        contract_id INTEGER,
        status SMALLINT NOT NULL,
        type SMALLINT NOT NULL,
        property_type SMALLINT NOT NULL,
        total_price NUMERIC(14,2) NOT NULL,
        order_amount NUMERIC(14,2) NOT NULL,
        is_pay BOOLEAN NOT NULL DEFAULT FALSE,
        is_express BOOLEAN NOT NULL DEFAULT FALSE,
        is_display BOOLEAN NOT NULL DEFAULT TRUE,
        credit_pending BOOLEAN NOT NULL DEFAULT FALSE,
        mode SMALLINT,
        lab_name VARCHAR(50),
        pickup_address JSONB,
        pickup_time TIMESTAMPTZ,
        courier_number VARCHAR(50),
        species_id SMALLINT,
        agreement_accepted_at TIMESTAMPTZ,
        express_number VARCHAR(50),
        barcode_no VARCHAR(40),
        placed_at TIMESTAMPTZ,
        cancelled_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_customer_order_order_no UNIQUE (order_no),
        CONSTRAINT uq_customer_order_barcode_no UNIQUE (barcode_no),
        CONSTRAINT fk_customer_order_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE RESTRICT,
        CONSTRAINT fk_customer_order_organisation FOREIGN KEY (organisation_id) REFERENCES organisation (id) ON DELETE RESTRICT,
        CONSTRAINT fk_customer_order_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE RESTRICT
      )`);
    // My orders: one tab (status) or all of them, newest first.
    await queryRunner.query(
      `CREATE INDEX idx_customer_order_member_status_created ON customer_order (member_id, status, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX idx_customer_order_member_created ON customer_order (member_id, created_at)`);
    await queryRunner.query(`CREATE INDEX idx_customer_order_organisation ON customer_order (organisation_id)`);
    await queryRunner.query(`CREATE INDEX idx_customer_order_contract ON customer_order (contract_id)`);

    await queryRunner.query(`
      CREATE TABLE order_goods (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        goods_id INTEGER NOT NULL,
        goods_name VARCHAR(200) NOT NULL,
        sku_name VARCHAR(100) NOT NULL,
        sku_code VARCHAR(40) NOT NULL,
        goods_img VARCHAR(300) NOT NULL DEFAULT '',
        template_type VARCHAR(30) NOT NULL,
        contract_id INTEGER,
        sku_price NUMERIC(14,2) NOT NULL,
        goods_count INTEGER NOT NULL,
        actual_price NUMERIC(14,2) NOT NULL,
        marketing_attributes JSONB NOT NULL DEFAULT '[]',
        CONSTRAINT ck_order_goods_count CHECK (goods_count > 0),
        CONSTRAINT fk_order_goods_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_goods_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE RESTRICT,
        CONSTRAINT fk_order_goods_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE RESTRICT
      )`);
    await queryRunner.query(`CREATE INDEX idx_order_goods_order ON order_goods (order_id)`);
    await queryRunner.query(`CREATE INDEX idx_order_goods_sku ON order_goods (sku_id)`);
    await queryRunner.query(`CREATE INDEX idx_order_goods_contract ON order_goods (contract_id)`);

    await queryRunner.query(`
      CREATE TABLE order_history (
        id SERIAL PRIMARY KEY,
        order_id INTEGER NOT NULL,
        event VARCHAR(30) NOT NULL,
        from_status SMALLINT,
        to_status SMALLINT NOT NULL,
        actor_type VARCHAR(10) NOT NULL,
        actor_id INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT ck_order_history_actor_type CHECK (actor_type IN ('customer', 'staff', 'system')),
        CONSTRAINT fk_order_history_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_order_history_order ON order_history (order_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE idempotency_record (
        id SERIAL PRIMARY KEY,
        member_id INTEGER NOT NULL,
        operation VARCHAR(40) NOT NULL,
        key VARCHAR(100) NOT NULL,
        request_hash VARCHAR(64) NOT NULL,
        response JSONB,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_idempotency_record_key UNIQUE (member_id, operation, key),
        CONSTRAINT fk_idempotency_record_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
    // Expired records (older than 24 h) are swept by age.
    await queryRunner.query(`CREATE INDEX idx_idempotency_record_created ON idempotency_record (created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE idempotency_record`);
    await queryRunner.query(`DROP TABLE order_history`);
    await queryRunner.query(`DROP TABLE order_goods`);
    await queryRunner.query(`DROP TABLE customer_order`);
    await queryRunner.query(`DROP TABLE customer_credit`);
    await queryRunner.query(`DROP TABLE cart_item`);
  }
}
