import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';

/** A reply agents pick from; {订单号}, {样本状态}, {快递单号} are filled from the conversation's order. */
@Entity('support_canned_reply')
@Index('uq_support_canned_reply_title', ['title'], { unique: true })
@Index('idx_support_canned_reply_updated_by', ['updatedBy'])
export class SupportCannedReplyRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  title: string;

  @Column({ type: 'varchar', length: 1000 })
  template: string;

  @Column({ type: 'integer', default: 0 })
  sort: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** The agent who created or last changed it. */
  @Column({ type: 'integer', nullable: true })
  updatedBy: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'fk_support_canned_reply_updated_by' })
  updater: Relation<StaffAccount> | null;
}
