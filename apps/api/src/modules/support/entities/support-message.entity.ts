import type { SupportMessageKindValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';
import { SupportConversationRow } from './support-conversation.entity.js';

/** One message of a conversation; text is stored as typed and only ever shown as text. */
@Entity('support_message')
@Check('ck_support_message_kind', `kind IN ('customer', 'staff', 'note', 'system')`)
@Index('idx_support_message_conversation', ['conversationId', 'id'])
@Index('idx_support_message_staff', ['staffId'])
export class SupportMessageRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  conversationId: number;

  @ManyToOne(() => SupportConversationRow, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversation_id', foreignKeyConstraintName: 'fk_support_message_conversation' })
  conversation: Relation<SupportConversationRow>;

  @Column({ type: 'varchar', length: 10 })
  kind: SupportMessageKindValue;

  @Column({ type: 'varchar', length: 2000, default: '' })
  body: string;

  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_id', foreignKeyConstraintName: 'fk_support_message_staff' })
  staff: Relation<StaffAccount> | null;

  /** Object key in the private uploads bucket. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  attachmentKey: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  attachmentName: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  attachmentType: string | null;

  @Column({ type: 'integer', nullable: true })
  attachmentSize: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
