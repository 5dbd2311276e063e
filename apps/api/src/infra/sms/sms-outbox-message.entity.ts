import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * What the development SMS provider "sends": staff read it at GET /api/admin/sms-outbox,
 * and browser tests read login codes from it.
 */
@Entity()
@Unique('uq_sms_outbox_message_message_id', ['messageId'])
@Index('idx_sms_outbox_message_phone_created', ['phone', 'createdAt'])
export class SmsOutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  @Column({ type: 'varchar', length: 500 })
  content: string;

  @Column({ type: 'varchar', length: 30 })
  purpose: string;

  /** The queue job that sent it: a job run twice (its worker died after writing) writes one row. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
