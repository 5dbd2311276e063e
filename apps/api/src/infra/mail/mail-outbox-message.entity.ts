import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * What the development mail provider "sends": there is no SMTP relay in this deployment yet, so e-mails land
 * here for staff to read at GET /api/admin/mail-outbox (and for tests to assert on).
 */
@Entity()
@Unique('uq_mail_outbox_message_message_id', ['messageId'])
@Index('idx_mail_outbox_message_email_created', ['email', 'createdAt'])
export class MailOutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 30 })
  purpose: string;

  /** The queue job that sent it: a job run twice (its worker died after writing) writes one row. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  messageId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
