import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contract ordering: how a contract is paid (`credit`: orders draw on the customer's credit limit when placed;
 * `prepaid`: an order under it takes its amount from the contract balance when it is created), the contract's
 * total and balance, what each order took from a balance (given back when it is cancelled), and the contract
 * order draft (SyncProductShoppingCat's selection, which BatchSubmitOrder orders).
 */
export class ContractOrdering1764100000000 implements MigrationInterface {
  name = 'ContractOrdering1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contract ADD COLUMN payment_mode VARCHAR(10) NOT NULL DEFAULT 'credit'`);
    await queryRunner.query(`ALTER TABLE contract ADD COLUMN total_price NUMERIC(14,2)`);
    await queryRunner.query(`ALTER TABLE contract ADD COLUMN balance NUMERIC(14,2)`);
    await queryRunner.query(
      `ALTER TABLE contract ADD CONSTRAINT ck_contract_payment_mode CHECK (payment_mode IN ('credit', 'prepaid'))`,
    );
    await queryRunner.query(`ALTER TABLE contract ADD CONSTRAINT ck_contract_balance CHECK (balance >= 0)`);
    await queryRunner.query(
      `ALTER TABLE customer_order ADD COLUMN contract_balance_taken NUMERIC(14,2) NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
      CREATE TABLE contract_order_draft (
        id SERIAL PRIMARY KEY,
        member_id INTEGER NOT NULL,
        contract_id INTEGER NOT NULL,
        sku_id INTEGER NOT NULL,
        count INTEGER NOT NULL,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_contract_order_draft_line UNIQUE (member_id, contract_id, sku_id),
        CONSTRAINT ck_contract_order_draft_count CHECK (count > 0),
        CONSTRAINT fk_contract_order_draft_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE,
        CONSTRAINT fk_contract_order_draft_contract FOREIGN KEY (contract_id) REFERENCES contract (id) ON DELETE CASCADE,
        CONSTRAINT fk_contract_order_draft_sku FOREIGN KEY (sku_id) REFERENCES sku (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_contract_order_draft_contract ON contract_order_draft (contract_id)`);
    await queryRunner.query(`CREATE INDEX idx_contract_order_draft_sku ON contract_order_draft (sku_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE contract_order_draft`);
    await queryRunner.query(`ALTER TABLE customer_order DROP COLUMN contract_balance_taken`);
    await queryRunner.query(`ALTER TABLE contract DROP CONSTRAINT ck_contract_balance`);
    await queryRunner.query(`ALTER TABLE contract DROP CONSTRAINT ck_contract_payment_mode`);
    await queryRunner.query(`ALTER TABLE contract DROP COLUMN balance`);
    await queryRunner.query(`ALTER TABLE contract DROP COLUMN total_price`);
    await queryRunner.query(`ALTER TABLE contract DROP COLUMN payment_mode`);
  }
}
