import type { LegalTextTypeValue } from '@seqportal/contract';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from 'typeorm';
import { StaffAccount } from '../../accounts/entities/staff-account.entity.js';

/**
 * One version of a legal text. Rows are never updated: an edit inserts the next version, so that the text a
 * customer accepted (orders record its number) can be shown again later exactly as it was.
 */
@Entity('legal_text_version')
@Unique('uq_legal_text_version_type_version', ['type', 'version'])
@Check(
  'ck_legal_text_version_type',
  `"type" IN ('buy', 'privacy', 'service-agreement', 'service-terms', 'send-instructions')`,
)
@Check('ck_legal_text_version_version', `"version" > 0`)
@Index('idx_legal_text_version_created_by', ['createdById'])
export class LegalTextVersionRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 30 })
  type: LegalTextTypeValue;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;

  /** Sanitised when written. */
  @Column({ type: 'text' })
  html: string;

  /** Null for the texts shipped with the product (seeded) or once the staff account is deleted. */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => StaffAccount, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'fk_legal_text_version_created_by' })
  createdBy: Relation<StaffAccount> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
