import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly statements (对账单) of the contract terms: one per contract and month (a contract has one owner, so this
 * is one per organisation, contract and month), its lines (the month's effective order lines and the payments
 * received), and the customer's disputes of single lines. The unique constraint is what keeps a statement single
 * when the monthly job runs twice or on two workers at once: the writers insert with ON CONFLICT DO NOTHING.
 */
export class Statements1764600000000 implements MigrationInterface {
  name = 'Statements1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE statement (
        id SERIAL PRIMARY KEY,
        statement_no VARCHAR(30) NOT NULL,
        contract_id INTEGER NOT NULL,
        organisation_id INTEGER,
        member_id INTEGER,
        period DATE NOT NULL,
        owner_name VARCHAR(200) NOT NULL,
        contract_no VARCHAR(40) NOT NULL,
        opening_balance NUMERIC(14,2) NOT NULL,
        charges_total NUMERIC(14,2) NOT NULL,
        payments_total NUMERIC(14,2) NOT NULL,
        credits_total NUMERIC(14,2) NOT NULL DEFAULT 0,
        closing_balance NUMERIC(14,2) NOT NULL,
        aging_0_30 NUMERIC(14,2) NOT NULL,
        aging_31_60 NUMERIC(14,2) NOT NULL,
        aging_61_90 NUMERIC(14,2) NOT NULL,
        aging_over_90 NUMERIC(14,2) NOT NULL,
        overdue_amount NUMERIC(14,2) NOT NULL,
        late_penalty NUMERIC(14,2) NOT NULL,
        credit_limit NUMERIC(14,2),
        credit_used NUMERIC(14,2) NOT NULL,
        credit_available NUMERIC(14,2),
        status SMALLINT NOT NULL DEFAULT 1,
        reply_deadline DATE NOT NULL,
        confirmed_at TIMESTAMPTZ,
        auto_confirmed BOOLEAN NOT NULL DEFAULT FALSE,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_statement_contract_period UNIQUE (contract_id, period),
        CONSTRAINT uq_statement_no UNIQUE (statement_no),
        CONSTRAINT ck_statement_owner CHECK ((organisation_id IS NULL) <> (member_id IS NULL)),
        CONSTRAINT ck_statement_period_first_day CHECK (extract(day FROM period) = 1),
        CONSTRAINT fk_statement_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE RESTRICT,
        CONSTRAINT fk_statement_organisation FOREIGN KEY (organisation_id) REFERENCES organisation (id) ON DELETE CASCADE,
        CONSTRAINT fk_statement_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_statement_organisation ON statement (organisation_id, period)`);
    await queryRunner.query(`CREATE INDEX idx_statement_member ON statement (member_id, period)`);
    await queryRunner.query(`CREATE INDEX idx_statement_pending ON statement (reply_deadline) WHERE status = 1`);
    await queryRunner.query(`
      CREATE TABLE statement_line (
        id SERIAL PRIMARY KEY,
        statement_id INTEGER NOT NULL,
        line_no INTEGER NOT NULL,
        kind SMALLINT NOT NULL,
        order_no VARCHAR(40) NOT NULL,
        order_goods_id INTEGER,
        goods_name VARCHAR(200) NOT NULL,
        sku_code VARCHAR(60) NOT NULL DEFAULT '',
        goods_count INTEGER NOT NULL DEFAULT 0,
        unit_price NUMERIC(14,2) NOT NULL DEFAULT 0,
        amount NUMERIC(14,2) NOT NULL,
        line_date DATE NOT NULL,
        due_date DATE,
        CONSTRAINT uq_statement_line_no UNIQUE (statement_id, line_no),
        CONSTRAINT ck_statement_line_kind CHECK (kind IN (1, 2)),
        CONSTRAINT fk_statement_line_statement FOREIGN KEY (statement_id) REFERENCES statement (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE statement_dispute (
        id SERIAL PRIMARY KEY,
        statement_id INTEGER NOT NULL,
        line_id INTEGER NOT NULL,
        member_id INTEGER,
        comment VARCHAR(500) NOT NULL,
        status SMALLINT NOT NULL DEFAULT 1,
        resolution VARCHAR(500),
        resolved_by_staff_id INTEGER,
        resolved_by_name VARCHAR(50),
        resolved_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_statement_dispute_statement FOREIGN KEY (statement_id) REFERENCES statement (id) ON DELETE CASCADE,
        CONSTRAINT fk_statement_dispute_line FOREIGN KEY (line_id) REFERENCES statement_line (id) ON DELETE CASCADE,
        CONSTRAINT fk_statement_dispute_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE SET NULL,
        CONSTRAINT fk_statement_dispute_staff FOREIGN KEY (resolved_by_staff_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    // One open dispute per line: a second one waits until staff resolved the first.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_statement_dispute_open_line ON statement_dispute (line_id) WHERE status = 1`,
    );
    await queryRunner.query(`CREATE INDEX idx_statement_dispute_status ON statement_dispute (status, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE statement_dispute`);
    await queryRunner.query(`DROP TABLE statement_line`);
    await queryRunner.query(`DROP TABLE statement`);
  }
}
