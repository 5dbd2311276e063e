import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Customer sessions (refresh-token families) and their rotated refresh tokens, stored as SHA-256 only. */
export class CustomerSessions1763702000000 implements MigrationInterface {
  name = 'CustomerSessions1763702000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE customer_session (
        id UUID PRIMARY KEY,
        member_id INTEGER NOT NULL,
        avoid_login BOOLEAN NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        revoked_at TIMESTAMPTZ,
        revoked_reason VARCHAR(20),
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT fk_customer_session_member FOREIGN KEY (member_id) REFERENCES member (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_customer_session_member ON customer_session (member_id)`);
    await queryRunner.query(`
      CREATE TABLE refresh_token (
        id SERIAL PRIMARY KEY,
        session_id UUID NOT NULL,
        token_hash CHAR(64) NOT NULL,
        expires_at TIMESTAMPTZ NOT NULL,
        rotated_at TIMESTAMPTZ,
        created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
        CONSTRAINT uq_refresh_token_hash UNIQUE (token_hash),
        CONSTRAINT fk_refresh_token_session FOREIGN KEY (session_id) REFERENCES customer_session (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX idx_refresh_token_session ON refresh_token (session_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refresh_token`);
    await queryRunner.query(`DROP TABLE customer_session`);
  }
}
