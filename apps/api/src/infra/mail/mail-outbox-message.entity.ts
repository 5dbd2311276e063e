import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * What the development mail provider "sends": there is no SMTP relay in this deployment yet, so e-mails land
 * here for staff to read at GET /api/admin/mail-outbox (and for tests to assert on).
 */
@Entity()
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

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
