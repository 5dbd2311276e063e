import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit notes (减免): finance reduces what a customer owes on one effective, unpaid order (a quality complaint,
 * a goodwill discount). The statement of the month a note is issued in states it as a credit line and lowers the
 * closing balance by it; the order's later payment is its amount less its notes; aging counts what is left.
 * Statement lines gain the kind 3 (credit) for them.
 */
export class CreditNotes1765710000000 implements MigrationInterface {
  name = 'CreditNotes1765710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE credit_note (
        id SERIAL PRIMARY KEY,
        credit_note_no VARCHAR(30) NOT NULL,
        order_id INTEGER NOT NULL,
        contract_id INTEGER NOT NULL,
        amount NUMERIC(14,2) NOT NULL,
        reason VARCHAR(200) NOT NULL,
        issued_on DATE NOT NULL,
        staff_id INTEGER,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_credit_note_no UNIQUE (credit_note_no),
        CONSTRAINT ck_credit_note_amount CHECK (amount > 0),
        CONSTRAINT fk_credit_note_order FOREIGN KEY (order_id) REFERENCES customer_order (id) ON DELETE RESTRICT,
        CONSTRAINT fk_credit_note_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE RESTRICT,
        CONSTRAINT fk_credit_note_staff FOREIGN KEY (staff_id) REFERENCES staff_account (id) ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX idx_credit_note_order ON credit_note (order_id)`);
    await queryRunner.query(`CREATE INDEX idx_credit_note_contract_issued ON credit_note (contract_id, issued_on)`);
    await queryRunner.query(`CREATE INDEX idx_credit_note_staff ON credit_note (staff_id)`);
    await queryRunner.query(`ALTER TABLE statement_line DROP CONSTRAINT ck_statement_line_kind`);
    await queryRunner.query(
      `ALTER TABLE statement_line ADD CONSTRAINT ck_statement_line_kind CHECK (kind IN (1, 2, 3))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM statement_line WHERE kind = 3`);
    await queryRunner.query(`ALTER TABLE statement_line DROP CONSTRAINT ck_statement_line_kind`);
    await queryRunner.query(`ALTER TABLE statement_line ADD CONSTRAINT ck_statement_line_kind CHECK (kind IN (1, 2))`);
    await queryRunner.query(`DROP TABLE credit_note`);
  }
}
