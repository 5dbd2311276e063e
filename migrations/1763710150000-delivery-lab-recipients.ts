import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Courier customers send their samples to a delivery lab: besides its address, the parcel needs the person who
 * signs for it and a phone number. Existing labs get empty values until the seed or staff fill them in.
 */
export class DeliveryLabRecipients1763710150000 implements MigrationInterface {
  name = 'DeliveryLabRecipients1763710150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE delivery_lab ADD COLUMN recipient VARCHAR(50) NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE delivery_lab ADD COLUMN phone VARCHAR(30) NOT NULL DEFAULT ''`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE delivery_lab DROP COLUMN phone`);
    await queryRunner.query(`ALTER TABLE delivery_lab DROP COLUMN recipient`);
  }
}
