import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { SubAccountStatusValue } from '@seqportal/contract';
import { Organisation } from './organisation.entity.js';

/**
 * One customer identity. A mobile number may own several members (a company account and a personal
 * one, say), so login by SMS ends with choosing which member to act as.
 */
@Entity()
@Unique('uq_member_account', ['account'])
@Index('idx_member_phone', ['phone'])
export class Member {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  phone: string;

  /** The username chosen at registration (2-50 characters). */
  @Column({ type: 'varchar', length: 50 })
  account: string;

  @Column({ type: 'varchar', length: 50 })
  nickName: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** Null for a personal account. */
  @Column({ type: 'integer', nullable: true })
  organisationId: number | null;

  @ManyToOne(() => Organisation, { nullable: true, onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'organisation_id', foreignKeyConstraintName: 'fk_member_organisation' })
  organisation: Relation<Organisation> | null;

  /** Position key from the registration picker (3 = 业务线负责人; 0 for sub-accounts). */
  @Column({ type: 'smallint', default: 3 })
  positionKey: number;

  /** The main account of its organisation (sub-accounts are false). */
  @Column({ type: 'boolean', default: false })
  isMain: boolean;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** A sub-account's application as its main account decided it: pending, approved or disabled. */
  @Column({ type: 'varchar', length: 10, default: 'approved' })
  subStatus: SubAccountStatusValue;

  /** Permissions the main account grants a sub-account; main and personal accounts keep them all. */
  @Column({ type: 'boolean', default: true })
  canOrder: boolean;

  @Column({ type: 'boolean', default: true })
  canViewBilling: boolean;

  @Column({ type: 'boolean', default: true })
  canDownload: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
