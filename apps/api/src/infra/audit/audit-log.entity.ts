import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../modules/accounts/entities/staff-account.entity.js';

/** The audited fields of an object; null when it did not exist before (or no longer exists after). */
export type AuditState = Record<string, unknown> | null;

/**
 * Who did what to which object, with the object's state before and after. Rows are only ever inserted, in the
 * same transaction as the change they describe, so the log cannot disagree with the data.
 */
@Entity()
@Index('idx_audit_log_target', ['targetType', 'targetId', 'createdAt'])
@Index('idx_audit_log_created', ['createdAt'])
@Index('idx_audit_log_staff', ['staffId'])
export class AuditLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  /** Null once the staff account is deleted; staffName keeps who it was. */
  @Column({ type: 'integer', nullable: true })
  staffId: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'staff_id', foreignKeyConstraintName: 'fk_audit_log_staff' })
  staff: Relation<StaffAccount> | null;

  @Column({ type: 'varchar', length: 50 })
  staffName: string;

  /** e.g. sample.progress, order.complete, delivery.upload. */
  @Column({ type: 'varchar', length: 50 })
  action: string;

  /** order, sample, delivery-file ... */
  @Column({ type: 'varchar', length: 30 })
  targetType: string;

  /** The business key (order number, sample code, file path), which outlives database ids in support talk. */
  @Column({ type: 'varchar', length: 300 })
  targetId: string;

  // Typed loosely here (TypeORM's partial types cannot map Record<string, unknown>); writers pass AuditState.
  @Column({ type: 'jsonb', nullable: true })
  before: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after: object | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  requestId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
